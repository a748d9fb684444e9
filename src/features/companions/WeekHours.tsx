import { dayRuns, weekGroups, type TimeRange, type WeeklyHours } from "../../shared/availability.ts";
import { formatClockTime, formatWeekday } from "../../shared/format.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import type companions from "./companions.messages.en.ts";

const ALL_WEEK = 7;

/**
 * A companion's week as the booking form offers it: the days with the same hours together ("Mon–Fri
 * 6:00 PM–11:00 PM"). Drawn from the weekly hours the bookings are checked against, so the profile and the
 * form never disagree.
 */
export function useWeekLines(weekly: WeeklyHours): string[] {
  const t = useText<typeof companions>();
  const locale = useLocale();
  const clock = (time: string) => (time === "24:00" ? t("schedule.midnight") : formatClockTime(time, locale));
  const hours = (ranges: TimeRange[]) => ranges.map((range) => `${clock(range.start)}–${clock(range.end)}`).join(", ");
  const days = (group: number[]) =>
    group.length === ALL_WEEK
      ? t("schedule.everyDay")
      : dayRuns(group)
          .map(([first, last]) => (first === last ? formatWeekday(first, locale) : `${formatWeekday(first, locale)}–${formatWeekday(last, locale)}`))
          .join(", ");
  return weekGroups(weekly).map((group) => t("schedule.line", { days: days(group.days), hours: hours(group.ranges) }));
}

/** The week on one line (a card), or one line per group of days (the profile); says so when no hours are set. */
export function WeekHours({ weekly, lines = false }: { weekly: WeeklyHours; lines?: boolean }) {
  const t = useText<typeof companions>();
  const week = useWeekLines(weekly);
  if (week.length === 0) return <>{t("schedule.none")}</>;
  if (!lines) return <>{week.join("; ")}</>;
  return (
    <span className="grid">
      {week.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}
