import { INTEREST_NOTES } from "../../server/db/seeds/companion-catalogue.ts";

/** The hover explanation of an interest on a profile card, when the catalogue has one. */
export function interestNote(interest: string): string | null {
  return INTEREST_NOTES[interest] ?? null;
}
