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

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d:${locale}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALE[locale], options)));
  return format as Intl.DateTimeFormat;
}

/** 2999 -> "$29.99"; whole amounts drop the cents (150000 -> "$1,500"). */
export function formatCents(cents: number, locale: Locale = "en"): string {
  const wholeDollars = cents % 100 === 0;
  return numberFormat(locale, { style: "currency", currency: "USD", ...(wholeDollars ? { maximumFractionDigits: 0 } : {}) }).format(cents / 100);
}

/** The opening hours: "9:00 AM - 11:00 PM" (§1), "9:00 a.m. - 11:00 p.m." in Spanish. */
export function formatBusinessHours(locale: Locale = "en"): string {
  const clock = dateFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  const at = (time: string) => clock.format(new Date(`2000-01-01T${time}:00Z`));
  return `${at(BUSINESS_HOURS.opens)} - ${at(BUSINESS_HOURS.closes)}`;
}

/** A review date like "Jan 05, 2024" (§9), in Florida time. */
export function formatReviewDate(value: Date | string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, month: "short", day: "2-digit", year: "numeric" }).formatToParts(
    new Date(value),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("month")} ${part("day")}, ${part("year")}`;
}

/** Short month, day, year, hour and minute (the admin cards), in Florida time. */
export function formatDateTime(value: Date | string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: BUSINESS_TIME_ZONE,
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(value));
}

/** A date like "December 22, 2026" ("22 de diciembre de 2026"), in Florida time. */
export function formatLongDate(value: Date | string, locale: Locale = "en"): string {
  return dateFormat(locale, { timeZone: BUSINESS_TIME_ZONE, month: "long", day: "numeric", year: "numeric" }).format(new Date(value));
}
