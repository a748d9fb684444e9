import { PROFILE_NOT_FOUND } from "../../shared/paths.ts";

/** What a card's link tells the profile it opens: the list's filters, for its way back. */
export interface ListState {
  listSearch: string;
}

/** The filters of the list a profile was opened from ("?area=Brickell"), or "" (opened any other way). */
export function listSearchOf(state: unknown): string {
  const search = (state as Partial<ListState> | null)?.listSearch;
  return typeof search === "string" && search.startsWith("?") && search.length <= 300 ? search : "";
}

/**
 * The filters of the list this document was loaded from by a plain link (a card clicked before the app had
 * taken over the page, so no state came with it): the referrer's query when it is that list, else "".
 */
export function listSearchOfReferrer(referrer: string, origin: string, listPathname: string): string {
  let url: URL;
  try {
    url = new URL(referrer); // empty when the page was opened directly
  } catch {
    return "";
  }
  return url.origin === origin && url.pathname === listPathname ? listSearchOf({ listSearch: listSearchWithoutNotice(url.search) }) : "";
}

/** A list's search as a profile's way back keeps it: its filters, without the "profile not found" notice. */
export function listSearchWithoutNotice(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(PROFILE_NOT_FOUND.key)) return search;
  params.delete(PROFILE_NOT_FOUND.key);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
