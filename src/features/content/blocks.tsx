import type { LucideIcon } from "lucide-react";
import { MARKETING_FIGURES, type MarketingFigure } from "../../shared/site.ts";
import { useSiteFacts } from "./site-facts.ts";
import { cn } from "../../web/lib/cn.ts";
import { useText } from "../../web/i18n/text.tsx";
import type marketing from "../../web/content/marketing.messages.en.ts";

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A tinted band with a heading and a two-column grid of icon cards (About's values, Franchise's benefits). */
export function FeatureSection({ id, title, features }: { id: string; title: string; features: readonly Feature[] }) {
  return (
    <section aria-labelledby={id} className="bg-accent/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id={id} className="text-center text-3xl font-bold text-secondary">
          {title}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {features.map(({ icon: Icon, title: heading, text }) => (
            <li key={heading} className="rounded-lg border bg-card p-6">
              <Icon aria-hidden className="size-8 text-primary" />
              <h3 className="mt-3 text-xl font-semibold">{heading}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The site's figures (§1), each value above its label: counts from the data, the operator's claims as stated in site.ts. */
export function MarketingFigures({
  className,
  itemClassName,
  figures = MARKETING_FIGURES,
}: {
  className: string;
  itemClassName?: string;
  figures?: readonly MarketingFigure[];
}) {
  const t = useText<typeof marketing>();
  const count = useSiteFacts();
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.id} className={cn("flex flex-col-reverse", itemClassName)}>
          <dt className="mt-1 text-sm text-muted-foreground">{t(`figures.${figure.id}`)}</dt>
          <dd className="font-display text-4xl font-bold text-primary">{"fact" in figure ? count(figure.fact) : figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
