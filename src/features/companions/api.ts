import { queryOptions } from "@tanstack/react-query";
import { api } from "../../web/lib/api.ts";
import { takeInitialAnswer } from "../../web/lib/initial-data.ts";
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
    // The answer the page came with, on the first render: the server drew the list's controls from it (ListControls).
    initialData: () => takeInitialAnswer(companionListApiPath(query)) as CompanionList | undefined,
  });

export const companionOptions = (id: string) =>
  queryOptions({
    queryKey: ["companions", "detail", id],
    queryFn: ({ signal }) => api.get<CompanionDetailResponse>(companionApiPath(id), { signal }),
    // With the answer the page came with, the profile renders at once over the server's first view of it.
    initialData: () => takeInitialAnswer(companionApiPath(id)) as CompanionDetailResponse | undefined,
    retry: false,
  });

export const companionReviewsOptions = (id: string) =>
  queryOptions({
    queryKey: ["companions", "reviews", id],
    queryFn: ({ signal }) => api.get<PublicReviewsResponse>(companionReviewsApiPath(id), { signal }),
    // The profile page comes with them too (server/http/initial-data.ts), as its first view shows them.
    initialData: () => takeInitialAnswer(companionReviewsApiPath(id)) as PublicReviewsResponse | undefined,
    retry: false,
  });
