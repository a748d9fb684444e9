import { useCallback } from "react";
import { sessionType, type SessionTypeId } from "../../shared/bookings.ts";
import { formatCents } from "../../shared/format.ts";
import type marketing from "../../web/content/marketing.messages.en.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";

const MINUTES_PER_DAY = 24 * 60;

/**
 * A session type's name and length in the page's language ("Coffee Chat", "2 hours"; "Café y charla",
 * "2 horas"), and its price ("$220"; "priced with you" for a package priced on request), from the marketing
 * catalog, which the pages that show session types load.
 */
export function useSessionWords() {
  const t = useText<typeof marketing>();
  const locale = useLocale();
  const name = useCallback((id: SessionTypeId) => t(`package.${id}.name`), [t]);
  const duration = useCallback(
    (id: SessionTypeId) => {
      if (id === "custom") return t("package.duration.agreed");
      const minutes = sessionType(id).durationMinutes;
      if (minutes >= MINUTES_PER_DAY) return t("package.duration.days", { count: minutes / MINUTES_PER_DAY });
      if (minutes >= 60) return t("package.duration.hours", { count: minutes / 60 });
      return t("package.duration.minutes", { count: minutes });
    },
    [t],
  );
  const price = useCallback((cents: number | null) => (cents === null ? t("package.price.agreed") : formatCents(cents, locale)), [t, locale]);
  return { name, duration, price };
}
