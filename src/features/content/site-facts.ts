import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import type { SiteFactId } from "../../shared/site.ts";
import { call } from "../../web/lib/endpoint.ts";
import { answer, pageQueries } from "../../web/lib/page-queries.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { contentContract } from "./contract.ts";

const siteFactsOptions = queryOptions({
  queryKey: ["site-facts"],
  queryFn: ({ signal }) => call(contentContract.siteFacts, { signal }),
  staleTime: 5 * 60_000,
});

/** The loader of a page that states the site's counts (home, About): the current ones, read as the API reads them. */
export async function siteFactsLoader({ context }: LoaderFunctionArgs) {
  return { queries: pageQueries(answer(siteFactsOptions, await pageContextOf(context).services.companions.siteFacts())) };
}

/** The counts the site states about itself, as text ("…" only if they could not be read). */
export function useSiteFacts(): (id: SiteFactId) => string {
  const facts = useQuery(siteFactsOptions).data;
  return (id) => (facts ? String(facts[id]) : "…");
}
