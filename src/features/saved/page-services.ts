import type { SavedProfilesResponse } from "./schema.ts";

/** The saved feature as the pages' loaders and actions read it (src/web/page-services.ts). */
export interface SavedPageServices {
  /** The viewer's saved profiles as GET /api/saved-profiles answers them; null for a viewer it refuses (signed out, no membership). */
  list(): Promise<SavedProfilesResponse | null>;
}
