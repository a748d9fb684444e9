/** What a card's link tells the profile it opens: the list's filters, for its way back. */
export interface ListState {
  listSearch: string;
}

/** The filters of the list a profile was opened from ("?area=Brickell"), or "" (opened any other way). */
export function listSearchOf(state: unknown): string {
  const search = (state as Partial<ListState> | null)?.listSearch;
  return typeof search === "string" && search.startsWith("?") && search.length <= 300 ? search : "";
}
