import type { Viewer } from "../../server/auth/request-auth.ts";
import { AppError } from "../../server/http/errors.ts";
import type { Catalogue } from "./catalogue.server.ts";
import { companionListQuery } from "./list-query.ts";
import type { CompanionPageServices, CompanionProfile } from "./page-services.ts";
import { companionDetailResponse, companionListView, publicReviewsResponse } from "./responses.ts";
import { listPublicReviews } from "./reviews.server.ts";
import { VIP_REQUIRED } from "./schema.ts";
import { companionDetail, listCompanions } from "./service.server.ts";
import { siteFactsOf } from "./site-facts.server.ts";
import type { Db } from "../../server/db/client.ts";

/** The catalogue's page services for one viewer: the API's own reads, through its response schemas. */
export function companionPageServices(db: Db, catalogue: Catalogue, viewer: () => Promise<Viewer | null>): CompanionPageServices {
  return {
    async list(query) {
      const parsed = companionListQuery.safeParse(query);
      const filters = parsed.success ? parsed.data : companionListQuery.parse({ gender: query.gender });
      return companionListView.parse(await listCompanions(catalogue, await viewer(), filters));
    },
    async profile(id, locale): Promise<CompanionProfile> {
      try {
        const companion = await companionDetail(catalogue, await viewer(), id, locale);
        return {
          kind: "open",
          profile: companionDetailResponse.parse({ companion }),
          reviews: publicReviewsResponse.parse({ reviews: await listPublicReviews(db, catalogue.reviewerHadSession, id) }),
        };
      } catch (error) {
        if (error instanceof AppError && error.code === VIP_REQUIRED) return { kind: "locked" };
        if (error instanceof AppError && error.status === 404) return { kind: "missing" };
        throw error;
      }
    },
    siteFacts: async () => siteFactsOf(await catalogue.all()),
  };
}
