import type { ConnectionSuggestion } from "./schema.ts";

/** The fields of an event card's interest form: the event, and the interest asked for (not a toggle, so a second submit changes nothing). */
export const INTEREST_FIELDS = { eventId: "eventId", interested: "interested" } as const;

/**
 * What the events page's action answers: the event's interest as it now stands, with its suggested connections;
 * that it failed; or that the reader must log in first (a visitor).
 */
export type InterestAnswer =
  | { eventId: string; interested: true; connections: ConnectionSuggestion[] }
  | { eventId: string; interested: false }
  | { eventId: string; failed: true }
  | { eventId: string; loginRequired: true };

/** The interest a submitted form asks for, or null when nothing is being submitted. */
export function interestAskedIn(form: FormData | undefined): boolean | null {
  return form ? form.get(INTEREST_FIELDS.interested) === "true" : null;
}
