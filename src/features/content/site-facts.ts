import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SITE_FACTS_ELEMENT_ID, SITE_FACTS_PATH, siteFactToken, type SiteFactId, type SiteFacts } from "../../shared/site.ts";
import { api } from "../../web/lib/api.ts";

/** The counts the server wrote into this document (it does on every page that states them). */
function embeddedFacts(): SiteFacts | null {
  const text = document.getElementById(SITE_FACTS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SiteFacts;
  } catch {
    return null;
  }
}

/**
 * The counts the site states about itself, as text. While prerendering: a token the server replaces with
 * the current figure. In the browser: the figures written into the page (so the app takes over the same
 * text), or fetched when the page came without them (reached by a link from another page).
 */
export function useSiteFacts(): (id: SiteFactId) => string {
  const prerendering = typeof document === "undefined";
  const [embedded] = useState(() => (prerendering ? null : embeddedFacts()));
  const fetched = useQuery({
    queryKey: ["site-facts"],
    queryFn: ({ signal }) => api.get<SiteFacts>(SITE_FACTS_PATH, { signal }),
    enabled: !prerendering && !embedded,
    staleTime: 5 * 60_000,
  });
  const facts = embedded ?? fetched.data;
  return (id) => (prerendering ? siteFactToken(id) : facts ? String(facts[id]) : "…");
}
