import type { z } from "zod";
import type { companionListQuery } from "./list-query.ts";
import { localeOfPath, withoutLocale } from "../../shared/i18n/locales.ts";

/** Shared shapes of the companion catalogue: the list query, and what each view contains. */

export const AVAILABILITY_FILTERS = ["weekdays", "weekends", "evenings", "daytime"] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];

export const SORTS = ["recommended", "rating"] as const;
export type CompanionSort = (typeof SORTS)[number];

export type CompanionListQuery = z.input<typeof companionListQuery>;

/** The list's filters, as the page keeps them in its address (in this order). */
export const LIST_FILTER_KEYS = ["area", "language", "specialty", "availability", "sort"] as const;

/** The list's query for a page address: its gender, its language and the filters its search parameters set. */
export function listQueryOf(pathname: string, params: URLSearchParams): CompanionListQuery {
  const query: CompanionListQuery = { gender: withoutLocale(pathname).startsWith("/men-profiles") ? "man" : "woman", locale: localeOfPath(pathname) };
  for (const key of LIST_FILTER_KEYS) {
    const value = params.get(key);
    if (value) Object.assign(query, { [key]: value });
  }
  return query;
}

/** The code of the 403 that the detail page turns into the VIP wall. */
export const VIP_REQUIRED = "vip_required";

export type {
  Picture,
  Interest,
  CompanionCard,
  CompanionDetail,
  AdminCompanion,
  CompanionList,
  PublicReview,
  CompanionDetailResponse,
  PublicReviewsResponse,
} from "./responses.ts";
