import { queryOptions } from "@tanstack/react-query";
import { api } from "../../web/lib/api.ts";
import type { CompanionDetailResponse, CompanionList, CompanionListQuery, PublicReviewsResponse } from "./schema.ts";

/** Each endpoint's fetch and its TanStack Query options; keys carry the viewer-independent inputs. */

export const companionListOptions = (query: CompanionListQuery) =>
  queryOptions({
    queryKey: ["companions", "list", query],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""));
      return api.get<CompanionList>(`/api/companions?${params}`, { signal });
    },
  });

export const companionApiPath = (id: string) => `/api/companions/${encodeURIComponent(id)}`;

export const companionOptions = (id: string) =>
  queryOptions({
    queryKey: ["companions", "detail", id],
    queryFn: ({ signal }) => api.get<CompanionDetailResponse>(companionApiPath(id), { signal }),
    retry: false,
  });

export const companionReviewsOptions = (id: string) =>
  queryOptions({
    queryKey: ["companions", "reviews", id],
    queryFn: ({ signal }) => api.get<PublicReviewsResponse>(`/api/companions/${encodeURIComponent(id)}/reviews`, { signal }),
    retry: false,
  });
