import type { Said } from "../../shared/i18n/catalog.ts";

/** What a generation came to, for the page's action to answer with. */
export type RizzGeneration =
  | { kind: "lines"; pickupLines: string[] }
  /** What was typed breaks a rule (§5: interests required): the rule's message. */
  | { kind: "invalid"; message: Said }
  /** The address's hourly limit, or the generator failing: what to tell the reader. */
  | { kind: "failed"; message: Said };

/** The Rizz generator as the page's action calls it (src/web/page-services.ts). */
export interface RizzPageServices {
  /** Openers for the form's fields, as POST /api/rizz/generate answers them (the same rules and hourly limit). */
  generate(fields: { interests: string; vibe: string; context: string; locale: string }): Promise<RizzGeneration>;
}
