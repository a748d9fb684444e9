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

/** "18:30" as people read it in the hours editor and everywhere hours are described: "6:30 PM"; "24:00" is "midnight". */
export function clockLabel(time: string): string {
  const minutes = minutesOf(time);
  if (minutes === 24 * 60) return "midnight";
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${((hours + 11) % 12) + 1}:${String(minutes % 60).padStart(2, "0")} ${suffix}`;
}

const rangeLabel = (range: TimeRange) => `${clockLabel(range.start)}–${clockLabel(range.end)}`;

/** Problems with a set of ranges for one day, in words for the person editing them; null when fine. */
export function rangesProblem(ranges: readonly TimeRange[]): string | null {
  const sorted = [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  for (const [index, range] of sorted.entries()) {
    if (minutesOf(range.end) <= minutesOf(range.start)) return `${rangeLabel(range)}: the end must be after the start.`;
    const next = sorted[index + 1];
    if (next && minutesOf(next.start) < minutesOf(range.end)) return `${rangeLabel(range)} overlaps ${rangeLabel(next)}.`;
  }
  return null;
}

/** Days of the week with the same hours: `days` are weekday indexes (0 is Sunday), Monday first. */
export interface WeekGroup {
  days: number[];
  ranges: TimeRange[];
}

/** Monday first, as a week is read in the schedule. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A companion's week as people read it: the days with the same hours together, the days without hours left out. */
export function weekGroups(weekly: WeeklyHours): WeekGroup[] {
  const groups = new Map<string, WeekGroup>();
  for (const day of WEEK_ORDER) {
    const ranges = [...(weekly[day] ?? [])].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
    if (ranges.length === 0) continue;
    const key = JSON.stringify(ranges);
    const group = groups.get(key) ?? { days: [], ranges };
    group.days.push(day);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Runs of days next to each other in the week (Monday first): [1,2,3,5] is [[1,3],[5,5]] (first and last day of each). */
export function dayRuns(days: readonly number[]): [number, number][] {
  const positions = days.map((day) => WEEK_ORDER.indexOf(day as (typeof WEEK_ORDER)[number])).sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const position of positions) {
    const last = runs.at(-1);
    if (last && WEEK_ORDER.indexOf(last[1] as (typeof WEEK_ORDER)[number]) === position - 1) last[1] = WEEK_ORDER[position] ?? last[1];
    else runs.push([WEEK_ORDER[position] ?? 0, WEEK_ORDER[position] ?? 0]);
  }
  return runs;
}

/** Whether a companion has hours on weekdays, at weekends, in the evening (from 6 PM) or in the daytime (before 5 PM): the list's filter. */
export function offersTime(weekly: WeeklyHours, when: "weekdays" | "weekends" | "evenings" | "daytime"): boolean {
  const days = when === "weekdays" ? [1, 2, 3, 4, 5] : when === "weekends" ? [0, 6] : [0, 1, 2, 3, 4, 5, 6];
  const ranges = days.flatMap((day) => weekly[day] ?? []);
  if (when === "evenings") return ranges.some((range) => minutesOf(range.end) > 18 * 60);
  if (when === "daytime") return ranges.some((range) => minutesOf(range.start) < 17 * 60);
  return ranges.length > 0;
}

/** "9:00 AM–5:00 PM, 7:00 PM–midnight": a day's hours for people. */
export function describeRanges(ranges: readonly TimeRange[]): string {
  if (ranges.length === 0) return "Unavailable";
  return ranges.map(rangeLabel).join(", ");
}
