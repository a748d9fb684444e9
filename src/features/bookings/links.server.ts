import { createHmac, timingSafeEqual } from "node:crypto";
import { pathInLocale, type Locale } from "../../shared/i18n/locales.ts";
import { bookingManagePath } from "../../shared/paths.ts";

/** A guest's link to one booking stays valid this long after the session (or after it is made). */
const LINK_VALID_AFTER_SESSION_MS = 30 * 86_400_000;

/** Whether a signature given in a link is the expected one (compared in constant time). */
function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const signature = (secret: string, bookingId: string, expiresAt: number) =>
  createHmac("sha256", secret).update(`booking-link:${bookingId}:${expiresAt}`).digest("base64url");

/**
 * A signed, expiring token that lets whoever holds the e-mailed link see, pay, reschedule or cancel one
 * booking without an account: `<expiry seconds>.<HMAC>`.
 */
export function bookingLinkToken(secret: string, booking: { id: string; startsAt: Date }, now = new Date()): string {
  const expiresAt = Math.floor((Math.max(booking.startsAt.getTime(), now.getTime()) + LINK_VALID_AFTER_SESSION_MS) / 1000);
  return `${expiresAt}.${signature(secret, booking.id, expiresAt)}`;
}

export function isValidBookingLinkToken(secret: string, bookingId: string, token: string | undefined, now = new Date()): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token ?? "");
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 < now.getTime()) return false;
  return sameSignature(match[2] ?? "", signature(secret, bookingId, expiresAt));
}

/** The booking's own page with its signed token, in the language the booking was made in: "/es/bookings/…" for a Spanish one. */
export function bookingPagePath(secret: string, booking: { id: string; startsAt: Date; locale: Locale }): string {
  return pathInLocale(bookingManagePath(booking.id, bookingLinkToken(secret, booking)), booking.locale);
}

export function bookingLink(publicUrl: string, secret: string, booking: { id: string; startsAt: Date; locale: Locale }): string {
  return `${publicUrl}${bookingPagePath(secret, booking)}`;
}

/**
 * The proof that a free session's address is its booker's: mailed to that address only, never in an answer.
 * It confirms nothing by being opened: the page it leads to asks, and confirming is a POST.
 */
function bookingConfirmationToken(secret: string, bookingId: string): string {
  return createHmac("sha256", secret).update(`booking-confirm:${bookingId}`).digest("base64url");
}

export function isValidBookingConfirmationToken(secret: string, bookingId: string, token: string): boolean {
  return sameSignature(token, bookingConfirmationToken(secret, bookingId));
}

/** The mailed link: the booking's page with its signed token, and the confirmation proof the page sends back. */
export function bookingConfirmationLink(publicUrl: string, secret: string, booking: { id: string; startsAt: Date; locale: Locale }): string {
  return `${bookingLink(publicUrl, secret, booking)}&${new URLSearchParams({ confirm: bookingConfirmationToken(secret, booking.id) })}`;
}
