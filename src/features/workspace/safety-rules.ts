// The session safety check-in's times, read by the server (which enforces them) and the workspace (which says them).

/** "Started" may be tapped from this many minutes before the session starts. */
export const CHECK_IN_OPENS_MINUTES = 30;
/** Staff are alerted when a session has no check-in this many minutes after it started. */
export const MISSED_CHECK_IN_MINUTES = 15;
/** Staff are alerted when a session has no check-out this many minutes after it ended. */
export const MISSED_CHECK_OUT_MINUTES = 30;
/** The check-in, the check-out and the emergency button close this many hours after the session ends. */
export const SAFETY_CLOSES_HOURS = 12;
/** The emergency number where the sessions take place (Miami). */
export const EMERGENCY_NUMBER = "911";

/** What the check-in's routes refuse with (catalog ids of safety.messages.en.ts). */
export const safetyMessages = {
  notFound: "safety.error.notFound",
  notConfirmed: "safety.error.notConfirmed",
  tooEarly: "safety.error.tooEarly",
  closed: "safety.error.closed",
  notStarted: "safety.error.notStarted",
} as const;

const MINUTE_MS = 60_000;

/** When the companion may check in (and use the emergency button) for a session, and when that ends. */
export function safetyWindow(startsAt: Date, endsAt: Date): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(startsAt.getTime() - CHECK_IN_OPENS_MINUTES * MINUTE_MS),
    closesAt: new Date(endsAt.getTime() + SAFETY_CLOSES_HOURS * 60 * MINUTE_MS),
  };
}
