/** Formatting both sides share: money is kept in integer cents, times in UTC, shown in Florida time. */

export const BUSINESS_TIME_ZONE = "America/New_York";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** 2999 -> "$29.99"; whole amounts drop the cents (150000 -> "$1,500"). */
export function formatCents(cents: number): string {
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : dollars.format(cents / 100);
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

/** A date like "December 22, 2026", in Florida time. */
export function formatLongDate(value: Date | string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, month: "long", day: "numeric", year: "numeric" }).format(new Date(value));
}
