import { queryOptions } from "@tanstack/react-query";
import { call } from "../../web/lib/endpoint.ts";
import { companionsContract as contract } from "./contract.ts";
import type { CompanionListQuery } from "./schema.ts";
import type { Locale } from "../../shared/i18n/locales.ts";

/** Every catalogue query lives under this key: the back office refreshes it after an edit. */
export const companionsKey = ["companions"] as const;

/** Each endpoint's TanStack Query options; keys carry the viewer-independent inputs. */

export const companionListOptions = (query: CompanionListQuery) =>
  queryOptions({
    queryKey: [...companionsKey, "list", query],
    queryFn: ({ signal }) => call(contract.list, { query, signal }),
  });

/** A profile in the reader's language (the text staff wrote in it, else the English, marked). */
export const companionOptions = (id: string, locale: Locale) =>
  queryOptions({
    queryKey: [...companionsKey, "detail", id, locale],
    queryFn: ({ signal }) => call(contract.detail, { params: { id }, query: { locale }, signal }),
    retry: false,
  });

export const companionReviewsOptions = (id: string) =>
  queryOptions({
    queryKey: [...companionsKey, "reviews", id],
    queryFn: ({ signal }) => call(contract.reviews, { params: { id }, signal }),
    retry: false,
  });
