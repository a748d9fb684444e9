import { Star } from "lucide-react";
import { formatDecimal } from "../../shared/format.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import type companions from "./companions.messages.en.ts";

/** Stars with the average (one decimal) and the count; nothing when there are no reviews (§2). */
export function Rating({ rating, count }: { rating: number; count: number }) {
  const t = useText<typeof companions>();
  const locale = useLocale();
  if (count === 0) return <p className="text-sm text-muted-foreground">{t("rating.new")}</p>;
  return (
    <p className="flex items-center gap-1 text-sm">
      <Star aria-hidden className="size-4 fill-gold text-gold" />
      <span className="font-semibold">{formatDecimal(rating, locale)}</span>
      <span className="text-muted-foreground">{t("rating.count", { count })}</span>
    </p>
  );
}
