import { floridaTimeToUtc, MINIMUM_NOTICE_HOURS, TIME_SLOTS } from "../../shared/bookings.ts";
import { formatClockTime } from "../../shared/format.ts";
import { useLocale } from "../../web/i18n/text.tsx";

/** Whether a slot on `date` starts within the minimum notice (or has passed): it cannot be booked. */
export const isTooSoon = (date: string, slot: string, now = Date.now()) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && floridaTimeToUtc(date, slot).getTime() < now + MINIMUM_NOTICE_HOURS * 3_600_000;

/**
 * The day's hourly slots (Florida time) as `<option>`s for a time select. Taken slots are marked, and
 * disabled unless the chooser may overrule (an admin arranging a package). With `date` and `tooSoonMark`,
 * the slots too close to now say so (rather than a bare "unavailable") and cannot be chosen.
 */
export function SlotOptions({
  taken = new Set<string>(),
  takenMark = " (unavailable)",
  disableTaken = true,
  date = "",
  tooSoonMark,
}: {
  taken?: ReadonlySet<string>;
  takenMark?: string;
  disableTaken?: boolean;
  date?: string;
  tooSoonMark?: string;
}) {
  const locale = useLocale();
  return TIME_SLOTS.map((slot) => {
    const tooSoon = tooSoonMark !== undefined && isTooSoon(date, slot);
    return (
      <option key={slot} value={slot} disabled={tooSoon || (disableTaken && taken.has(slot))}>
        {formatClockTime(slot, locale)}
        {tooSoon ? tooSoonMark : taken.has(slot) ? takenMark : ""}
      </option>
    );
  });
}
