import type { ConnectionSuggestion, EventsResponse } from "./schema.ts";
import type { Locale } from "../../shared/i18n/locales.ts";

/** What marking or clearing interest came to, for the page's action to answer with. */
export type InterestChange = { kind: "marked"; connections: ConnectionSuggestion[] } | { kind: "cleared" } | { kind: "signed-out" } | { kind: "missing" };

/** Events as the pages' loaders and actions read and change them (src/web/page-services.ts). */
export interface EventPageServices {
  /** The events page's list (in the reader's language) and refresh state, as GET /api/events?locale= answers it. */
  list(locale: Locale): Promise<EventsResponse>;
  /** Marks the viewer interested and suggests connections, as POST /api/events/:id/interest does; marking again is harmless. */
  markInterest(eventId: string): Promise<InterestChange>;
  /** Takes the viewer's interest back, as DELETE /api/events/:id/interest does; clearing again is harmless. */
  clearInterest(eventId: string): Promise<InterestChange>;
}
