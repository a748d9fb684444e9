import { slotLabel, TIME_SLOTS } from "../../shared/bookings.ts";

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
  return TIME_SLOTS.map((slot) => (
    <option key={slot} value={slot} disabled={disableTaken && taken.has(slot)}>
      {slotLabel(slot)}
      {taken.has(slot) ? takenMark : ""}
    </option>
  ));
}
