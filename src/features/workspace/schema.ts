import { z } from "zod";
import { MAX_BUFFER_MINUTES, rangesProblem, WEEKDAYS } from "../../shared/availability.ts";

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "Use a time like 18:00.");
const range = z.object({ start: time, end: time });
const dayRanges = z
  .array(range)
  .max(6, "At most 6 ranges a day.")
  .superRefine((ranges, context) => {
    const problem = rangesProblem(ranges);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
/** A real calendar date ("2026-02-31" is refused here, not by the database). */
const date = z.iso.date({ message: "Please choose a date." });

/** A companion's weekly hours (Sunday first, Florida time) and the buffer kept between sessions. */
export const weeklyAvailabilityInput = z.object({
  weeklyHours: z.array(dayRanges).length(WEEKDAYS.length),
  bufferMinutes: z.number().int().min(0).max(MAX_BUFFER_MINUTES, `At most ${MAX_BUFFER_MINUTES} minutes.`),
});
export type WeeklyAvailabilityInput = z.input<typeof weeklyAvailabilityInput>;

/** Time off (no ranges) or other hours on a run of dates. */
export const availabilityExceptionInput = z
  .object({
    startsOn: date,
    endsOn: date,
    ranges: dayRanges.default([]),
    note: z.string().trim().max(200).default(""),
  })
  .refine((value) => value.endsOn >= value.startsOn, { path: ["endsOn"], message: "The last day must be on or after the first." });
export type AvailabilityExceptionInput = z.input<typeof availabilityExceptionInput>;

/** The first day of the week a companion's calendar shows (the back office sends a Monday). */
export const calendarWeekQuery = z.object({ week: date });

export type { CalendarFeed, WorkspaceView, WorkspaceSession, CompanionAvailability, ClientReach, SafetyAlertItem } from "./responses.ts";
