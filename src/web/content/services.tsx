import { CalendarCheck, Compass, GraduationCap, Heart, MessageCircle, PartyPopper, Search, Sparkles, Users } from "lucide-react";

/** The six services (§2 Services) and the four steps (§2 How It Works), shared by the home and these pages. */
export const SERVICES = [
  { icon: Users, title: "Social Companion", text: "A friendly, confident companion for dinners, parties and nights out, so you never walk in alone." },
  { icon: PartyPopper, title: "Event Partner", text: "Arrive at weddings, galas and work events with someone who knows the etiquette and puts you at ease." },
  { icon: Compass, title: "City Guide", text: "Discover Miami, Fort Lauderdale and the beaches with a local who knows where the good conversations happen." },
  { icon: Heart, title: "Date Coaching", text: "Honest, kind feedback and practical coaching before, during and after a date." },
  { icon: MessageCircle, title: "Conversation Practice", text: "Practise openers and small talk in real venues until they feel natural." },
  { icon: GraduationCap, title: "Confidence Building", text: "Step-by-step sessions that grow lasting social confidence, at your pace." },
] as const;

export const STEPS = [
  { icon: Search, title: "Browse Profiles", text: "Meet our wing women and wing men and find the right match for your goals." },
  { icon: MessageCircle, title: "Initial Consultation", text: "A free 30-minute conversation about your goals and the plan for your sessions." },
  { icon: CalendarCheck, title: "Book Your Session", text: "Choose a package, a date and a time; you get a confirmation and a calendar invitation." },
  { icon: Sparkles, title: "Enjoy the Experience", text: "Go out, have fun, and leave with new confidence and a debrief of what worked." },
] as const;

/** The four steps as a numbered list; `headingLevel` follows the page's outline. */
export function StepList({ headingLevel: Heading = "h3" }: { headingLevel?: "h2" | "h3" }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {STEPS.map(({ icon: Icon, title, text }, index) => (
        <li key={title} className="rounded-lg bg-card p-6 shadow-sm">
          <p className="flex items-center gap-3">
            <span aria-hidden className="grid size-9 place-items-center rounded-full bg-primary font-bold text-primary-foreground">
              {index + 1}
            </span>
            <Icon aria-hidden className="size-6 text-primary" />
          </p>
          <Heading className="mt-4 text-lg font-semibold">{title}</Heading>
          <p className="mt-2 text-muted-foreground">{text}</p>
        </li>
      ))}
    </ol>
  );
}
