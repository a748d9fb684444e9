import { useQuery } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { formatDateTime } from "../../shared/format.ts";
import { nextAvailableOptions } from "./queries.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import type booking from "./booking.messages.en.ts";

/** "Next available: Tue, Dec 1, 6:00 PM", from the companion's hours, time off and bookings (a line's height is kept while it loads). */
export function NextAvailable({ companionId }: { companionId: string }) {
  const next = useQuery(nextAvailableOptions(companionId));
  const t = useText<typeof booking>();
  const locale = useLocale();
  const slot = next.data?.nextAvailable;
  const text = next.isPending ? "\u00a0" : slot ? t("nextAvailable", { when: formatDateTime(slot.startsAt, locale) }) : next.data ? t("noFreeTime") : "\u00a0";
  return (
    <p className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
      <CalendarClock aria-hidden className="size-4" /> {text}
    </p>
  );
}
