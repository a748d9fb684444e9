import { useMatches } from "react-router";
import type { WordLoaders } from "./i18n/words.ts";
import type { RootData } from "./site-settings.ts";

/** What a route says about its page, read by the root as it draws the document. */
export interface PageHandle {
  /** Whether this viewer's page loads the app's scripts (by default it does), from the root's data and the route's own. */
  loadsApp?(root: RootData, page: unknown): boolean;
  /** The catalogs the page shows, beyond the frame's: each is fetched in the page's language only. */
  words?: readonly WordLoaders[];
}

/** Whether the page is drawn for a signed-in reader. */
export const isSignedIn = (root: RootData): boolean => root.account.user !== null;

/**
 * A page that is links and forms for a visitor (each control works as the browser's own): a visitor gets
 * its HTML with no script at all; a signed-in reader gets the app, for their header's menu and banners.
 */
export const appWhenSignedIn: PageHandle = { loadsApp: (root) => isSignedIn(root) };

const handleOf = (match: ReturnType<typeof useMatches>[number]) => (match.handle ?? {}) as PageHandle;
const handlesOf = (matches: ReturnType<typeof useMatches>) => matches.map(handleOf);

/** Whether the page being drawn loads the app: unless one of its routes says it need not, for this viewer. */
export function usePageLoadsApp(): boolean {
  const matches = useMatches();
  const root = matches.find((match) => match.id === "root")?.loaderData as RootData | undefined;
  if (!root) return true;
  return matches.every((match) => handleOf(match).loadsApp?.(root, match.loaderData) ?? true);
}

/** The catalogs of the routes being drawn (the root's, then the page's). */
export function usePageCatalogs(): WordLoaders[] {
  return handlesOf(useMatches()).flatMap((handle) => handle.words ?? []);
}
