import { Check } from "lucide-react";
import { Link } from "react-router";
import { isByRequest, PACKAGES } from "../../shared/bookings.ts";
import { formatCents } from "../../shared/format.ts";
import { chooseToBookPath, PACKAGE_PARAM, paths } from "../../shared/paths.ts";
import type marketing from "../../web/content/marketing.messages.en.ts";
import { useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import { cn } from "../../web/lib/cn.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../web/ui/card.tsx";
import { useSessionWords } from "./session-words.ts";

export type Package = (typeof PACKAGES)[number];

/**
 * Where a package's Book button leads, the package in the address (read by the server as well as the browser, so
 * the page is drawn with it chosen and a reload keeps it): a package booked at once opens the booking flow (choose a
 * companion, then the form with the package chosen); one arranged by request opens the consultation request (§2).
 */
function bookingLinkOf(item: Package): string {
  return isByRequest(item.id) ? `${paths.contact}?${PACKAGE_PARAM}=${item.id}` : chooseToBookPath(item.id);
}

/** The package's name, price and duration, as the consultation request names it. */
export const selectedPackageOf = (item: Package): { name: string; price: string; duration: string } => ({
  name: item.name,
  price: formatCents(item.priceCents),
  duration: item.duration,
});

export function PackageCard({ item, headingLevel = "h2" }: { item: Package; headingLevel?: "h2" | "h3" }) {
  const t = useText<typeof marketing>();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const words = useSessionWords();
  const duration = words.duration(item.id);
  const name = words.name(item.id);
  return (
    <Card className={cn("relative flex h-full flex-col", item.popular && "border-2 border-primary")}>
      {item.popular ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-0.5 text-xs font-bold text-primary-foreground">
          {t("package.popular")}
        </span>
      ) : null}
      <CardHeader>
        <CardTitle as={headingLevel}>{name}</CardTitle>
        <p className="text-3xl font-bold">{formatCents(item.priceCents, locale)}</p>
        <p className="text-sm text-muted-foreground">{duration}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col">
        <p className="text-muted-foreground">{t(`package.${item.id}.description`)}</p>
        <ul className="mt-4 grid flex-1 gap-1.5 text-sm">
          {t(`package.${item.id}.features`)
            .split("|")
            .map((feature) => (
              <li key={feature} className="flex items-center gap-2">
                <Check aria-hidden className="size-4 text-primary" /> {feature}
              </li>
            ))}
        </ul>
        <Button asChild className="mt-6" variant={item.popular ? "default" : "outline"}>
          <Link to={localized(bookingLinkOf(item))} aria-label={t("package.book.label", { package: name })}>
            {t("package.book")}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** The pricing block of the home and How It Works pages: the first three packages (§2). */
export function PopularPackages({ className }: { className?: string }) {
  const t = useText<typeof marketing>();
  return (
    <section aria-labelledby="packages-title" className={className}>
      <h2 id="packages-title" className="text-center text-2xl font-bold text-secondary sm:text-3xl">
        {t("packages.title")}
      </h2>
      <ul className="mt-8 grid gap-8 md:grid-cols-3">
        {PACKAGES.slice(0, 3).map((item) => (
          <li key={item.id}>
            <PackageCard item={item} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
