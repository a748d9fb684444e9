import { MORE_MARKETING_FIGURES } from "../../shared/site.ts";
import { HeartHandshake, MapPin, ShieldCheck, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../shared/paths.ts";
import type marketing from "../../web/content/marketing.messages.en.ts";
import { useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import { coverageAreas } from "../../web/layout/site-links.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { FeatureSection, MarketingFigures } from "./blocks.tsx";
import { useSiteFacts } from "./site-facts.ts";
import { Button } from "../../web/ui/button.tsx";
import { appWhenSignedIn, type PageHandle } from "../../web/page-handle.ts";
import { marketingWords } from "../../web/content/words.ts";

export const meta = localizedPageMeta<typeof marketing>("about");

const VALUES = [
  { id: "safe", icon: ShieldCheck },
  { id: "confidence", icon: Sparkles },
  { id: "company", icon: HeartHandshake },
  { id: "local", icon: MapPin },
] as const;

/** /about: the story behind the service. */
export default function AboutPage() {
  const t = useText<typeof marketing>();
  const localized = useLocalizedPath();
  const count = useSiteFacts();
  const values = VALUES.map(({ id, icon }) => ({ icon, title: t(`about.value.${id}.title`), text: t(`about.value.${id}.text`) }));
  return (
    <>
      <section className="mx-auto max-w-3xl px-4 pb-10 pt-16 text-center sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">{t("about.kicker")}</p>
        <h1 className="mt-3 text-4xl font-bold text-secondary sm:text-5xl">{t("about.title")}</h1>
        <p className="mt-6 text-lg text-muted-foreground">{t("about.lead")}</p>
      </section>

      <section aria-labelledby="story-title" className="mx-auto grid max-w-5xl gap-10 px-4 pb-16 sm:px-6 md:grid-cols-2">
        <div className="grid gap-4 text-base leading-relaxed">
          <h2 id="story-title" className="text-2xl font-bold text-secondary">
            {t("about.story.title")}
          </h2>
          <p>{t("about.story.1")}</p>
          <p>{t("about.story.2")}</p>
          <p>{t("about.story.3")}</p>
        </div>
        <MarketingFigures
          figures={MORE_MARKETING_FIGURES}
          className="grid grid-cols-2 content-start gap-4"
          itemClassName="rounded-lg border bg-card p-6 text-center"
        />
      </section>

      <FeatureSection id="values-title" title={t("about.values.title")} features={values} />

      <section aria-labelledby="areas-title" className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="areas-title" className="text-3xl font-bold text-secondary">
          {t("about.areas.title")}
        </h2>
        {/* The footer names the most asked-for areas; the count says how many the catalogue covers. */}
        <p className="mt-3 text-muted-foreground">{t("about.areas.lead", { count: count("areas") })}</p>
        <ul className="mt-6 flex flex-wrap justify-center gap-2">
          {coverageAreas.map((area) => (
            <li key={area} className="rounded-full border bg-card px-4 py-1.5 text-sm">
              {area}
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Button asChild size="lg">
            <Link to={localized(paths.wingWomen)}>{t("about.meetCompanions")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={localized(paths.hiring)}>{t("about.joinTeam")}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}

export const handle: PageHandle = { ...appWhenSignedIn, words: [marketingWords] };
export { siteFactsLoader as loader } from "./site-facts.ts";
