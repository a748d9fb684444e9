/**
 * Formatting both sides share: money is kept in integer cents, times in UTC, shown in Florida time,
 * each in the reader's language (Intl, with the locales of src/shared/i18n/locales.ts).
 */
import { BUSINESS_HOURS } from "./site.ts";
import { INTL_LOCALE, type Locale } from "./i18n/locales.ts";

export const BUSINESS_TIME_ZONE = "America/New_York";

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** Intl formatters are costly to build: one per language and options. */
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n:${locale}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(INTL_LOCALE[locale], options)));
  return format as Intl.NumberFormat;
}

/** A date formatter for an Intl locale ("en-CA" for machine dates too), built once: the server formats on every request. */
export function keptDateFormat(intlLocale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d:${intlLocale}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(intlLocale, options)));
  return format as Intl.DateTimeFormat;
}

const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) => keptDateFormat(INTL_LOCALE[locale], options);

/** 2999 -> "$29.99"; whole amounts drop the cents (150000 -> "$1,500"). */
export function formatCents(cents: number, locale: Locale = "en"): string {
  const wholeDollars = cents % 100 === 0;
  return numberFormat(locale, { style: "currency", currency: "USD", ...(wholeDollars ? { maximumFractionDigits: 0 } : {}) }).format(cents / 100);
}

/** The opening hours: "9:00 AM - 11:00 PM" (§1), "9:00 a.m. - 11:00 p.m." in Spanish. */
export function formatBusinessHours(locale: Locale = "en"): string {
  return `${formatClockTime(BUSINESS_HOURS.opens, locale)} - ${formatClockTime(BUSINESS_HOURS.closes, locale)}`;
}

/** A review date like "Jan 05, 2024" (§9), "05 ene 2024" in Spanish, in Florida time. */
export function formatReviewDate(value: Date | string, locale: Locale = "en"): string {
  const format = dateFormat(locale, { timeZone: BUSINESS_TIME_ZONE, month: "short", day: "2-digit", year: "numeric" });
  if (locale !== "en") return format.format(new Date(value));
  const parts = format.formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("month")} ${part("day")}, ${part("year")}`;
}

/** A rating with one decimal: 4.8 ("4,8" where the language writes a decimal comma). */
export function formatDecimal(value: number, locale: Locale = "en"): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** Short month, day, year, hour and minute ("Dec 1, 2026, 6:00 PM"; "1 dic 2026, 6:00 p.m."), in Florida time. */
export function formatDateTime(value: Date | string, locale: Locale = "en"): string {
  return dateFormat(locale, { timeZone: BUSINESS_TIME_ZONE, month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }).format(
    new Date(value),
  );
}

/** The time of an instant in Florida ("7:15 PM"; "7:15 p.m."). */
export function formatTime(value: Date | string, locale: Locale = "en"): string {
  return dateFormat(locale, { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", minute: "2-digit" }).format(new Date(value));
}

/** An hour of the day given as "HH:MM" (a booking slot): "6:00 PM", "6:00 p.m." in Spanish. */
export function formatClockTime(time: string, locale: Locale = "en"): string {
  return dateFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(new Date(`2000-01-01T${time}:00Z`));
}

/** A date like "December 22, 2026" ("22 de diciembre de 2026"), in Florida time. */
export function formatLongDate(value: Date | string, locale: Locale = "en"): string {
  return dateFormat(locale, { timeZone: BUSINESS_TIME_ZONE, month: "long", day: "numeric", year: "numeric" }).format(new Date(value));
}

/** A calendar day given as "YYYY-MM-DD" (an event's date): "Sat, Dec 5" ("sáb, 5 dic"). */
export function formatCalendarDay(day: string, locale: Locale = "en"): string {
  return dateFormat(locale, { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

/** A weekday's short name ("Mon", "lun"): 0 is Sunday. */
export function formatWeekday(day: number, locale: Locale = "en"): string {
  // 2024-01-07 was a Sunday.
  return dateFormat(locale, { weekday: "short", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 7 + day)));
}

/** A month like "December 2026" ("diciembre de 2026"), from any "YYYY-MM-DD" day in it. */
export function formatMonth(day: string, locale: Locale = "en"): string {
  return dateFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}
