import type { SiteFacts } from "../../shared/site.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import type { CompanionDetailResponse, CompanionList, CompanionListQuery, PublicReviewsResponse } from "./schema.ts";

/**
 * A profile as a page's loader gets it for its viewer: the whole profile and its reviews when the viewer may
 * open it; for a locked one, only that it is locked (nothing of the companion leaves the server).
 */
export type CompanionProfile = { kind: "open"; profile: CompanionDetailResponse; reviews: PublicReviewsResponse } | { kind: "locked" } | { kind: "missing" };

/** The catalogue as the pages' loaders read it (src/web/page-services.ts). */
export interface CompanionPageServices {
  /** The list for these filters, as GET /api/companions answers it (an unknown filter value is dropped). */
  list(query: CompanionListQuery): Promise<CompanionList>;
  /** The profile in the reader's language, as GET /api/companions/:id?locale= answers it. */
  profile(id: string, locale: Locale): Promise<CompanionProfile>;
  /** The counts the site states about itself (home, About). */
  siteFacts(): Promise<SiteFacts>;
}
