import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../web/ui/card.tsx";

export const meta = () =>
  pageMeta(
    "Social Tips for Men",
    "Ten practical tips and eight conversation starters for men who want to feel confident meeting people at bars, lounges and events in South Florida.",
  );

const TIPS = [
  ["Arrive with a plan, not a script", "Know why you came and one person you would like to meet. Leave the memorised lines at home."],
  ["Open with the situation", "The music, the venue, the art on the wall: what you share right now is the easiest start."],
  ["Ask, then ask again", "A follow-up question shows you listened. It is worth more than the cleverest opener."],
  ["Mind your body language", "Face people, uncross your arms, put the phone away. Calm posture reads as confidence."],
  ["Say your name early", "Introduce yourself within the first minute; it turns a chat into a meeting."],
  ["Share a little about you", "A conversation is a trade. Offer a story for every question you ask."],
  ["Notice the signals", "Short answers and glances away mean wrap up kindly. Leaving well is a skill too."],
  ["Include the group", "Talking to someone with friends? Greet the friends. Nobody likes being left out."],
  ["Follow up the right way", "Ask if you can keep talking another time, and accept the answer gracefully."],
  ["Practise often", "Confidence is a muscle. Small talk with a barista counts as training."],
] as const;

const STARTERS = [
  "What brought you here tonight?",
  "Have you tried anything on the menu worth recommending?",
  "This band is great. Do you know them?",
  "What's the best thing you've discovered in Miami lately?",
  "Are you a regular here, or is this your first time too?",
  "Which piece here would you take home if you could?",
  "What's keeping you busy outside work these days?",
  "If you had a free Saturday in South Florida, how would you spend it?",
] as const;

export default function SocialTipsPage() {
  return (
    <>
      <PageIntro title="Social Tips for Men" lead="Practical advice from our wing women for meeting people with confidence and respect." />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-12 sm:px-6">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TIPS.map(([title, text], index) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle as="h2">
                    {index + 1}. {title}
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-muted-foreground">{text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
        <section aria-labelledby="starters-title" className="rounded-lg border bg-card p-6">
          <h2 id="starters-title" className="text-2xl font-bold text-secondary">
            Conversation Starters
          </h2>
          <ol className="mt-3 grid list-decimal gap-2 pl-6 sm:grid-cols-2">
            {STARTERS.map((starter) => (
              <li key={starter}>{starter}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="encourage-title" className="rounded-lg bg-secondary p-8 text-center text-secondary-foreground">
          <h2 id="encourage-title" className="text-2xl font-bold">
            You've got this
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-secondary-foreground/85">
            Every confident person you admire once said a clumsy hello. Go out, be curious about people, and let each conversation teach you something. And if
            you'd like company for the first steps, our wing women are a message away.
          </p>
        </section>
      </div>
    </>
  );
}
