import { floridaTimeToUtc, MINIMUM_NOTICE_HOURS, TIME_SLOTS } from "../../shared/bookings.ts";
import { formatClockTime } from "../../shared/format.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import type booking from "./booking.messages.en.ts";

/** Whether a slot on `date` starts within the minimum notice (or has passed): it cannot be booked. */
export const isTooSoon = (date: string, slot: string, now = Date.now()) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && floridaTimeToUtc(date, slot).getTime() < now + MINIMUM_NOTICE_HOURS * 3_600_000;

/**
 * The day's hourly slots (Florida time) as `<option>`s for a time select. Taken slots are marked, and
 * disabled unless the chooser may overrule (an admin arranging a package). With `date` and `tooSoonMark`,
 * the slots too close to now say so (rather than a bare "unavailable") and cannot be chosen. A slot `held`
 * while someone pays says when it is free again (`heldMark` is given the minutes left).
 */
export function SlotOptions({
  taken = new Set<string>(),
  takenMark = " (unavailable)",
  disableTaken = true,
  date = "",
  tooSoonMark,
  held = [],
  heldMark,
}: {
  taken?: ReadonlySet<string>;
  takenMark?: string;
  disableTaken?: boolean;
  date?: string;
  tooSoonMark?: string;
  held?: readonly { time: string; until: string }[];
  heldMark?: (minutes: number) => string;
}) {
  const locale = useLocale();
  const heldUntil = new Map(held.map((slot) => [slot.time, slot.until]));
  const markOf = (slot: string) => {
    const until = heldUntil.get(slot);
    if (until && heldMark) return heldMark(Math.max(1, Math.ceil((Date.parse(until) - Date.now()) / 60_000)));
    return taken.has(slot) ? takenMark : "";
  };
  return TIME_SLOTS.map((slot) => {
    const tooSoon = tooSoonMark !== undefined && isTooSoon(date, slot);
    return (
      <option key={slot} value={slot} disabled={tooSoon || (disableTaken && taken.has(slot))}>
        {formatClockTime(slot, locale)}
        {tooSoon ? tooSoonMark : markOf(slot)}
      </option>
    );
  });
}

/**
 * The day's times on a client's form (booking, reschedule), marked in the page's language: outside the hours or
 * taken, too soon, or held while someone pays. `slots` is the day's answer from the availability route.
 */
export function ClientSlotOptions({ date, slots }: { date: string; slots?: { unavailable: string[]; held: { time: string; until: string }[] } }) {
  const t = useText<typeof booking>();
  return (
    <SlotOptions
      taken={new Set(slots?.unavailable ?? [])}
      takenMark={t("form.unavailable")}
      date={date}
      tooSoonMark={t("form.tooSoon", { hours: MINIMUM_NOTICE_HOURS })}
      held={slots?.held}
      heldMark={(minutes) => t("form.held", { minutes })}
    />
  );
}
