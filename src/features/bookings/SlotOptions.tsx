import { TIME_SLOTS } from "../../shared/bookings.ts";
import { formatClockTime } from "../../shared/format.ts";
import { useLocale } from "../../web/i18n/text.tsx";

/**
 * The day's hourly slots (Florida time) as `<option>`s for a time select. Taken slots are marked, and
 * disabled unless the chooser may overrule (an admin arranging a package).
 */
export function SlotOptions({
  taken = new Set<string>(),
  takenMark = " (unavailable)",
  disableTaken = true,
}: {
  taken?: ReadonlySet<string>;
  takenMark?: string;
  disableTaken?: boolean;
}) {
  const locale = useLocale();
  return TIME_SLOTS.map((slot) => (
    <option key={slot} value={slot} disabled={disableTaken && taken.has(slot)}>
      {formatClockTime(slot, locale)}
      {taken.has(slot) ? takenMark : ""}
    </option>
  ));
}
