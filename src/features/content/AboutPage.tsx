import { MORE_MARKETING_FIGURES } from "../../shared/site.ts";
import { HeartHandshake, MapPin, ShieldCheck, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../shared/paths.ts";
import { coverageAreas } from "../../web/layout/site-links.ts";
import { pageMeta } from "../../web/lib/meta.ts";
import { FeatureSection, MarketingFigures, type Feature } from "./blocks.tsx";
import { Button } from "../../web/ui/button.tsx";

export const meta = () =>
  pageMeta(
    "About Us",
    "Why Wingmate exists: social coaching and great company in South Florida's public venues, from people who believe confidence can be learned.",
  );

const VALUES = [
  {
    icon: ShieldCheck,
    title: "Safe and respectful",
    text: "Public venues only, strictly non-sexual, every companion 21+ and background checked. Clear rules protect clients and companions alike.",
  },
  {
    icon: Sparkles,
    title: "Confidence you keep",
    text: "We coach, not just accompany: every outing leaves you with openers, habits and stories you can use on your own.",
  },
  {
    icon: HeartHandshake,
    title: "Real company",
    text: "Our wing women and wing men are warm, curious people who love a good conversation and know the local scene.",
  },
  { icon: MapPin, title: "Local to the bone", text: "From Wynwood galleries to Las Olas lounges, we know where the good nights are and how to enjoy them." },
] as const satisfies readonly Feature[];

/** /about: the story behind the service. */
export default function AboutPage() {
  return (
    <>
      <section className="mx-auto max-w-3xl px-4 pb-10 pt-16 text-center sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">Our story</p>
        <h1 className="mt-3 text-4xl font-bold text-secondary sm:text-5xl">Nobody should sit out a good night</h1>
        <p className="mt-6 text-lg text-muted-foreground">
          Wingmate began in Miami with a simple observation: plenty of kind, interesting people miss out on nights out, networking events and first dates
          because walking into a room alone is hard. A friend who knows the room changes everything.
        </p>
      </section>

      <section aria-labelledby="story-title" className="mx-auto grid max-w-5xl gap-10 px-4 pb-16 sm:px-6 md:grid-cols-2">
        <div className="grid gap-4 text-base leading-relaxed">
          <h2 id="story-title" className="text-2xl font-bold text-secondary">
            From one wing woman to a South Florida team
          </h2>
          <p>
            Our founder spent years as the friend everyone brought along: the one who started conversations, made introductions and turned an awkward evening
            into a fun one. Friends of friends started asking for the same help, then for coaching before big dates and company at work events.
          </p>
          <p>
            Today Wingmate is a team of professional social companions, independent contractors aged 21 and over, who offer social coaching, confidence building
            and companionship in public venues across South Florida. The service is strictly non-sexual and operates under State of Florida regulations.
          </p>
          <p>
            VIP members browse every profile, message companions directly, save favourites and share reviews; anyone can try our free conversation-opener
            generator and discover local events.
          </p>
        </div>
        <MarketingFigures
          figures={MORE_MARKETING_FIGURES}
          className="grid grid-cols-2 content-start gap-4"
          itemClassName="rounded-lg border bg-card p-6 text-center"
        />
      </section>

      <FeatureSection id="values-title" title="What we stand for" features={VALUES} />

      <section aria-labelledby="areas-title" className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="areas-title" className="text-3xl font-bold text-secondary">
          Where you will find us
        </h2>
        <ul className="mt-6 flex flex-wrap justify-center gap-2">
          {coverageAreas.map((area) => (
            <li key={area} className="rounded-full border bg-card px-4 py-1.5 text-sm">
              {area}
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Button asChild size="lg">
            <Link to={paths.wingWomen}>Meet the Companions</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.hiring}>Join Our Team</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
