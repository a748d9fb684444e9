import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState, type QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useMatches } from "react-router";

/** One answer a page's loader read, under the query key the page's own query reads it by. */
export interface QueryAnswer<Data> {
  queryKey: QueryKey & { "~data"?: Data };
  data: Data;
}

/** `answer(companionOptions(id), companion)`: typed by the query's own options, so the page reads what the loader wrote. */
export function answer<Data>(options: { queryKey: QueryKey }, data: Data): QueryAnswer<Data> {
  return { queryKey: options.queryKey, data };
}

/**
 * A loader's answers as the page's queries hold them (TanStack Query's dehydrated state): the page's first
 * render, on the server and in the browser, reads them from its query cache without a request.
 */
export function pageQueries(...answers: QueryAnswer<unknown>[]): DehydratedState {
  const client = new QueryClient();
  for (const { queryKey, data } of answers) client.setQueryData(queryKey, data);
  return dehydrate(client);
}

/** What a loader returns to have its answers in the page's queries: `{ queries: pageQueries(...) }`. */
export interface WithQueries {
  queries: DehydratedState;
}

const queriesOf = (data: unknown): DehydratedState | undefined =>
  data && typeof data === "object" && "queries" in data ? (data as WithQueries).queries : undefined;

/**
 * Puts the answers of every matched route's loader into the query cache before the pages below read them
 * (in the browser, again after each navigation's loaders have run). One boundary, always there: the tree
 * below keeps its place whichever routes bring answers.
 */
export function LoaderQueries({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const queries = matches.flatMap((match) => queriesOf(match.loaderData)?.queries ?? []);
  return <HydrationBoundary state={{ mutations: [], queries }}>{children}</HydrationBoundary>;
}
