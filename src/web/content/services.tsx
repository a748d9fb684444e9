import { CalendarCheck, Compass, GraduationCap, Heart, MessageCircle, PartyPopper, Search, Sparkles, Users, type LucideIcon } from "lucide-react";
import type { SERVICE_CATEGORIES } from "../../shared/bookings.ts";
import { useText } from "../i18n/text.tsx";
import type marketing from "./marketing.messages.en.ts";

/**
 * The six services (§2 Services) and the four steps (§2 How It Works), shared by the home and these
 * pages. Words come from the marketing catalog; `category` is the consultation form's value for a service.
 */
export const SERVICES = [
  { id: "companion", icon: Users, category: "Social Companion" },
  { id: "event", icon: PartyPopper, category: "Event Partner" },
  { id: "guide", icon: Compass, category: "City Guide" },
  { id: "dating", icon: Heart, category: "Date Coaching" },
  { id: "conversation", icon: MessageCircle, category: "Conversation Practice" },
  { id: "confidence", icon: GraduationCap, category: "Confidence Building" },
] as const satisfies readonly { id: string; icon: LucideIcon; category: (typeof SERVICE_CATEGORIES)[number] }[];

const STEPS = [
  { id: "browse", icon: Search },
  { id: "consultation", icon: MessageCircle },
  { id: "book", icon: CalendarCheck },
  { id: "enjoy", icon: Sparkles },
] as const;

/** The four steps as a numbered list; `headingLevel` follows the page's outline. */
export function StepList({ headingLevel: Heading = "h3" }: { headingLevel?: "h2" | "h3" }) {
  const t = useText<typeof marketing>();
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {STEPS.map(({ id, icon: Icon }, index) => (
        <li key={id} className="rounded-lg bg-card p-6 shadow-sm">
          <p className="flex items-center gap-3">
            <span aria-hidden className="grid size-9 place-items-center rounded-full bg-primary font-bold text-primary-foreground">
              {index + 1}
            </span>
            <Icon aria-hidden className="size-6 text-primary" />
          </p>
          <Heading className="mt-4 text-lg font-semibold">{t(`step.${id}.title`)}</Heading>
          <p className="mt-2 text-muted-foreground">{t(`step.${id}.text`)}</p>
        </li>
      ))}
    </ol>
  );
}
