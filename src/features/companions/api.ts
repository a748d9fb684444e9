import { queryOptions } from "@tanstack/react-query";
import { api } from "../../web/lib/api.ts";
import {
  companionApiPath,
  companionListApiPath,
  companionReviewsApiPath,
  type CompanionDetailResponse,
  type CompanionList,
  type CompanionListQuery,
  type PublicReviewsResponse,
} from "./schema.ts";

/** Each endpoint's fetch and its TanStack Query options; keys carry the viewer-independent inputs. */

export const companionListOptions = (query: CompanionListQuery) =>
  queryOptions({
    queryKey: ["companions", "list", query],
    queryFn: ({ signal }) => api.get<CompanionList>(companionListApiPath(query), { signal }),
  });

export const companionOptions = (id: string) =>
  queryOptions({
    queryKey: ["companions", "detail", id],
    queryFn: ({ signal }) => api.get<CompanionDetailResponse>(companionApiPath(id), { signal }),
    retry: false,
  });

export const companionReviewsOptions = (id: string) =>
  queryOptions({
    queryKey: ["companions", "reviews", id],
    queryFn: ({ signal }) => api.get<PublicReviewsResponse>(companionReviewsApiPath(id), { signal }),
    retry: false,
  });
