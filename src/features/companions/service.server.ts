import type { Viewer } from "../../server/auth/request-auth.ts";
import { AppError, notFound } from "../../server/http/errors.ts";
import { isPreviewCompanion } from "../../shared/catalogue.ts";
import type { Catalogue, CatalogueEntry } from "./catalogue.server.ts";
import type { companionListQuery } from "./list-query.ts";
import { offersTime } from "../../shared/availability.ts";
import { type CompanionList, type CompanionSort, VIP_REQUIRED } from "./schema.ts";
import { cardView, detailView } from "./views.server.ts";
import type { z } from "zod";
import { hasVipAccess } from "../../shared/access.ts";
import type { Locale } from "../../shared/i18n/locales.ts";

/** Members and admins see every profile; everyone else the previews (§4 access gate, §6). */

const previewFirst = (a: CatalogueEntry, b: CatalogueEntry) => Number(isPreviewCompanion(b.row.id)) - Number(isPreviewCompanion(a.row.id));

const SORTERS: Record<CompanionSort, (a: CatalogueEntry, b: CatalogueEntry) => number> = {
  recommended: previewFirst,
  rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
};

const uniqueSorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** `query` is validated by the route's querystring schema (defaults applied). */
export async function listCompanions(catalogue: Catalogue, viewer: Viewer | null, query: z.output<typeof companionListQuery>): Promise<CompanionList> {
  const visible = (await catalogue.all()).filter((entry) => !entry.row.hidden && entry.row.gender === query.gender);
  const everything = hasVipAccess(viewer);
  const accessible = everything ? visible : visible.filter((entry) => isPreviewCompanion(entry.row.id));
  const matching = accessible
    .filter((entry) => !query.area || entry.row.area === query.area)
    .filter((entry) => !query.language || entry.row.languages.includes(query.language))
    .filter((entry) => !query.specialty || entry.row.specialties.includes(query.specialty))
    .filter((entry) => !query.availability || offersTime(entry.row.weeklyHours, query.availability))
    .sort(SORTERS[query.sort]);
  return {
    companions: matching.map((entry) => cardView(entry, query.locale)),
    lockedCount: visible.length - accessible.length,
    facets: {
      areas: uniqueSorted(accessible.map((entry) => entry.row.area)),
      languages: uniqueSorted(accessible.flatMap((entry) => entry.row.languages)),
      specialties: uniqueSorted(accessible.flatMap((entry) => entry.row.specialties)),
    },
  };
}

/** The entry a viewer may open in full, or the VIP wall's 403 (nothing of the companion leaves), or 404. */
export async function openCompanion(catalogue: Catalogue, viewer: Viewer | null, id: string): Promise<CatalogueEntry> {
  const entry = await catalogue.get(id);
  if (!entry || (entry.row.hidden && viewer?.role !== "admin")) throw notFound("This profile does not exist.");
  if (!isPreviewCompanion(id) && !hasVipAccess(viewer)) {
    throw new AppError(403, VIP_REQUIRED, "VIP Access Required");
  }
  return entry;
}

/** The profile in the reader's language (the text staff wrote in it, else the English, marked). */
export async function companionDetail(catalogue: Catalogue, viewer: Viewer | null, id: string, locale: Locale) {
  return detailView(await openCompanion(catalogue, viewer, id), locale);
}
