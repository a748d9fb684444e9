/**
 * A companion's availability, in Florida wall-clock time: weekly hours per weekday (one or more ranges),
 * date exceptions (time off, or other hours on given dates), and a buffer kept free between sessions.
 * Pure functions shared by the booking form, the workspace and the server, which enforces them.
 */

/** "HH:MM" in Florida time; an end may be "24:00" (midnight at the end of the day). */
export interface TimeRange {
  start: string;
  end: string;
}

/** Index 0 is Sunday, as `Date.getUTCDay()` counts. */
export type WeeklyHours = TimeRange[][];

/** Dates from `startsOn` to `endsOn` (both included): no hours at all (time off), or these hours instead. */
export interface AvailabilityException {
  id: string;
  startsOn: string;
  endsOn: string;
  ranges: TimeRange[];
  note: string;
}

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** What every companion offered before availability existed: every day, sessions from 9 AM until midnight. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = WEEKDAYS.map(() => [{ start: "09:00", end: "24:00" }]);
export const MAX_BUFFER_MINUTES = 120;

export const minutesOf = (time: string): number => {
  const [hours = "0", minutes = "0"] = time.split(":");
  return Number(hours) * 60 + Number(minutes);
};

/** The weekday of a "YYYY-MM-DD" date (the calendar's, independent of any time zone). */
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The hours a companion offers on one date: an exception's (the latest added wins) or the weekday's. */
export function rangesOn(date: string, weekly: WeeklyHours, exceptions: readonly Pick<AvailabilityException, "startsOn" | "endsOn" | "ranges">[]): TimeRange[] {
  const exception = exceptions.findLast((candidate) => candidate.startsOn <= date && date <= candidate.endsOn);
  return exception ? exception.ranges : (weekly[weekdayOf(date)] ?? []);
}

/** Whether a session starting at `slot` ("HH:MM") and lasting `durationMinutes` fits inside one range. */
export function fitsIn(ranges: readonly TimeRange[], slot: string, durationMinutes: number): boolean {
  const start = minutesOf(slot);
  return ranges.some((range) => minutesOf(range.start) <= start && start + durationMinutes <= minutesOf(range.end));
}

/** Problems with a set of ranges for one day, in words for the person editing them; null when fine. */
export function rangesProblem(ranges: readonly TimeRange[]): string | null {
  const sorted = [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  for (const [index, range] of sorted.entries()) {
    if (minutesOf(range.end) <= minutesOf(range.start)) return `${range.start}–${range.end}: the end must be after the start.`;
    const next = sorted[index + 1];
    if (next && minutesOf(next.start) < minutesOf(range.end)) return `${range.start}–${range.end} overlaps ${next.start}–${next.end}.`;
  }
  return null;
}

/** "9:00 AM–5:00 PM, 7:00 PM–midnight": a day's hours for people. */
export function describeRanges(ranges: readonly TimeRange[]): string {
  if (ranges.length === 0) return "Unavailable";
  const clock = (time: string) => {
    const minutes = minutesOf(time);
    if (minutes === 24 * 60) return "midnight";
    const hours = Math.floor(minutes / 60);
    const suffix = hours < 12 ? "AM" : "PM";
    return `${((hours + 11) % 12) + 1}:${String(minutes % 60).padStart(2, "0")} ${suffix}`;
  };
  return ranges.map((range) => `${clock(range.start)}–${clock(range.end)}`).join(", ");
}
