import { describe, expect, it } from "vitest";
import { dayRuns, DEFAULT_WEEKLY_HOURS, describeRanges, fitsIn, offersTime, rangesOn, rangesProblem, weekdayOf, weekGroups } from "./availability.ts";
import { floridaTimeToUtc } from "./bookings.ts";

const evenings = [{ start: "18:00", end: "24:00" }];
const weekly = DEFAULT_WEEKLY_HOURS.map((_, day) => (day === 2 ? [] : evenings));

describe("availability", () => {
  it("reads a date's weekday from the calendar, whatever the machine's zone", () => {
    expect(weekdayOf("2026-12-01")).toBe(2); // a Tuesday
    expect(weekdayOf("2027-03-14")).toBe(0); // the Sunday clocks go forward
  });

  it("uses the weekday's hours unless an exception covers the date; the latest exception wins", () => {
    expect(rangesOn("2026-12-01", weekly, [])).toEqual([]);
    expect(rangesOn("2026-12-02", weekly, [])).toEqual(evenings);
    const exceptions = [
      { startsOn: "2026-12-01", endsOn: "2026-12-05", ranges: [] },
      { startsOn: "2026-12-03", endsOn: "2026-12-03", ranges: [{ start: "10:00", end: "12:00" }] },
    ];
    expect(rangesOn("2026-12-02", weekly, exceptions)).toEqual([]);
    expect(rangesOn("2026-12-03", weekly, exceptions)).toEqual([{ start: "10:00", end: "12:00" }]);
    expect(rangesOn("2026-12-06", weekly, exceptions)).toEqual(evenings);
  });

  it("fits a session only when it starts and ends inside one range", () => {
    expect(fitsIn(evenings, "18:00", 240)).toBe(true);
    expect(fitsIn(evenings, "22:00", 120)).toBe(true);
    expect(fitsIn(evenings, "23:00", 120)).toBe(false);
    expect(fitsIn(evenings, "17:00", 60)).toBe(false);
  });

  it("keeps evening hours at 6 PM Florida time on both sides of a DST change", () => {
    // Saturday before the change: EST (UTC−5). Monday after: EDT (UTC−4). Sunday itself is already EDT at 6 PM.
    expect(floridaTimeToUtc("2027-03-13", "18:00").toISOString()).toBe("2027-03-13T23:00:00.000Z");
    expect(floridaTimeToUtc("2027-03-14", "18:00").toISOString()).toBe("2027-03-14T22:00:00.000Z");
    expect(floridaTimeToUtc("2027-03-15", "18:00").toISOString()).toBe("2027-03-15T22:00:00.000Z");
    // And when clocks go back in November: EDT on Saturday, EST from Sunday.
    expect(floridaTimeToUtc("2027-11-06", "18:00").toISOString()).toBe("2027-11-06T22:00:00.000Z");
    expect(floridaTimeToUtc("2027-11-07", "18:00").toISOString()).toBe("2027-11-07T23:00:00.000Z");
    for (const date of ["2027-03-13", "2027-03-14", "2027-03-15", "2027-11-07"]) expect(fitsIn(rangesOn(date, weekly, []), "18:00", 60)).toBe(true);
  });

  it("explains overlapping and reversed ranges", () => {
    expect(rangesProblem([...evenings, { start: "20:00", end: "22:00" }])).toBe("6:00 PM–midnight overlaps 8:00 PM–10:00 PM.");
    expect(rangesProblem([{ start: "12:00", end: "10:00" }])).toMatch(/end must be after/);
    expect(rangesProblem(evenings)).toBeNull();
    expect(describeRanges([{ start: "09:00", end: "17:30" }, ...evenings])).toBe("9:00 AM–5:30 PM, 6:00 PM–midnight");
  });
});

describe("a companion's week as people read it", () => {
  const evening = [{ start: "18:00", end: "23:00" }];
  const afternoon = [{ start: "12:00", end: "21:00" }];
  // Monday to Friday evenings, Saturday afternoon and evening, no Sunday.
  const week = [[], evening, evening, evening, evening, evening, afternoon];

  it("groups the days with the same hours, Monday first, and leaves out the days without hours", () => {
    expect(weekGroups(week)).toEqual([
      { days: [1, 2, 3, 4, 5], ranges: evening },
      { days: [6], ranges: afternoon },
    ]);
    expect(weekGroups(DEFAULT_WEEKLY_HOURS)).toEqual([{ days: [1, 2, 3, 4, 5, 6, 0], ranges: DEFAULT_WEEKLY_HOURS[0] }]);
    expect(weekGroups(DEFAULT_WEEKLY_HOURS.map(() => []))).toEqual([]);
  });

  it("reads runs of neighbouring days, Sunday after Saturday", () => {
    expect(dayRuns([1, 2, 3, 5])).toEqual([
      [1, 3],
      [5, 5],
    ]);
    expect(dayRuns([6, 0])).toEqual([[6, 0]]);
    expect(dayRuns([0, 1])).toEqual([
      [1, 1],
      [0, 0],
    ]);
  });

  it("answers the list's filters from the hours", () => {
    expect(offersTime(week, "weekdays")).toBe(true);
    expect(offersTime(week, "weekends")).toBe(true);
    expect(offersTime(week, "evenings")).toBe(true);
    expect(offersTime(week, "daytime")).toBe(true);
    const eveningsOnly = [[], evening, evening, [], [], [], []];
    expect(offersTime(eveningsOnly, "weekends")).toBe(false);
    expect(offersTime(eveningsOnly, "daytime")).toBe(false);
  });
});
