import { Link } from "react-router";
import { paths } from "../../shared/paths.ts";
import { SERVICES, StepList } from "../../web/content/services.tsx";
import type marketing from "../../web/content/marketing.messages.en.ts";
import { metaText, useLocalizedPath, useText, type TextOf } from "../../web/i18n/text.tsx";
import { BUSINESS_HOURS, SITE_NAME, SOCIAL_IMAGE_PATH } from "../../shared/site.ts";
import { coverageAreas } from "../../web/layout/site-links.ts";
import { pageMeta, siteOriginOf, type PageMetaArgs } from "../../web/lib/meta.ts";
import { PopularPackages } from "../bookings/index.ts";
import { MarketingFigures } from "./blocks.tsx";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../web/ui/card.tsx";
import { appWhenSignedIn, type PageHandle } from "../../web/page-handle.ts";
import { marketingWords } from "../../web/content/words.ts";

export const meta = (args: PageMetaArgs) => {
  const t = metaText<typeof marketing>(args);
  const origin = siteOriginOf(args);
  return [...pageMeta(t("home.meta.title"), t("home.meta.description"), origin), { "script:ld+json": localBusiness(t, origin) }];
};

/** Structured data for search engines: who we are, where we work and when we answer. */
function localBusiness(t: TextOf<typeof marketing>, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: SITE_NAME,
    description: t("home.meta.description"),
    url: `${origin}/`,
    image: `${origin}${SOCIAL_IMAGE_PATH}`,
    priceRange: "$$",
    address: { "@type": "PostalAddress", addressLocality: "Miami", addressRegion: "FL", addressCountry: "US" },
    areaServed: coverageAreas.map((name) => ({ "@type": "Place", name: `${name}, FL` })),
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: BUSINESS_HOURS.opens,
      closes: BUSINESS_HOURS.closes,
    },
  };
}

export default function HomePage() {
  const t = useText<typeof marketing>();
  return (
    <>
      <Hero />
      <section aria-label={t("figures.label")} className="border-b bg-card">
        <MarketingFigures className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 text-center sm:px-6 md:grid-cols-4" />
      </section>
      <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="services-heading" className="text-center text-3xl font-bold text-secondary sm:text-4xl">
          {t("home.services.title")}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map(({ id, icon: Icon }) => (
            <li key={id}>
              <Card className="h-full">
                <CardHeader>
                  <Icon aria-hidden className="size-8 text-primary" />
                  <CardTitle>{t(`service.${id}.title`)}</CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription className="text-base">{t(`service.${id}.text`)}</CardDescription>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="steps-heading" className="bg-accent/60">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="steps-heading" className="text-center text-3xl font-bold text-secondary sm:text-4xl">
            {t("home.steps.title")}
          </h2>
          <div className="mt-10">
            <StepList />
          </div>
        </div>
      </section>
      <PopularPackages className="mx-auto max-w-7xl px-4 py-16 sm:px-6" />
    </>
  );
}

function Hero() {
  const t = useText<typeof marketing>();
  const localized = useLocalizedPath();
  return (
    <section className="on-dark bg-gradient-to-br from-secondary via-secondary to-[#4a1530] text-secondary-foreground">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-widest text-[#f3c98b]">{t("home.hero.kicker")}</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-bold leading-tight sm:text-6xl">{t("home.hero.title")}</h1>
        <p className="mt-6 max-w-2xl text-lg text-secondary-foreground/85">{t("home.hero.lead")}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Button asChild size="lg">
            <Link to={localized(paths.wingWomen)}>{t("home.hero.browse")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white">
            <Link to={localized(paths.services)}>{t("home.hero.services")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

export const handle: PageHandle = { ...appWhenSignedIn, words: [marketingWords] };
export { siteFactsLoader as loader } from "./site-facts.ts";
