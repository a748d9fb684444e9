import { lazy, Suspense } from "react";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";

/** The generator's form code loads beside the page, so its first paint needs only the HTML. */
const RizzGenerator = lazy(() => import("./RizzGenerator.tsx"));

export const meta = () =>
  pageMeta(
    "Rizz Generator",
    "A free, unlimited generator of respectful, personal conversation openers: tell it about the person and the vibe, and get lines worth saying.",
  );

const TIPS = [
  "Read the room: a line is an invitation to talk, not a performance.",
  "Make it yours: change a word or two so it sounds like you.",
  "Listen to the answer: the follow-up question matters more than the opener.",
];

export default function RizzPage() {
  return (
    <>
      <PageIntro title="Rizz Generator" lead="Free and unlimited: conversation openers made for the person you want to meet." />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 pb-12 sm:px-6 md:grid-cols-2">
        {/* The generator's measured height (form and results: stacked on a phone, side by side from md), so
            nothing below moves when it arrives after the first paint. */}
        <Suspense fallback={<div className="min-h-[616px] rounded-lg border bg-card md:col-span-2 md:min-h-[438px]" />}>
          <RizzGenerator />
        </Suspense>
        <section aria-labelledby="respect-title" className="rounded-lg bg-accent/60 p-6 md:col-span-2">
          <h2 id="respect-title" className="text-lg font-bold text-secondary">
            Use it respectfully
          </h2>
          <p className="mt-1 text-sm">These are openers, not scripts. Be kind, take no for an answer, and keep it public and friendly.</p>
          <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-3">
            {TIPS.map((tip) => (
              <li key={tip}>• {tip}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
