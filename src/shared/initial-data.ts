/** The id of the <script type="application/json"> a page's first API answers come in (see server/http/initial-data.ts). */
export const INITIAL_DATA_ELEMENT_ID = "wingmate-initial-data";

/**
 * The element holding a page's placeholder ("Loading…", the events' skeleton), whose content the server
 * replaces with the page's first view when it can render one (web/layout/FirstView.tsx keeps it).
 */
export const FIRST_VIEW_ELEMENT_ID = "wingmate-first-view";

/**
 * The element holding the part of a page drawn from its first answer that the app hydrates (the list's VIP
 * blocks and filters, the events' refresh button): the server draws it from the answer it writes into the page,
 * and the app's first render draws it from the same answer, so that the app takes over its elements as they are.
 */
export const HYDRATED_PART_ELEMENT_ID = "wingmate-hydrated-part";

/** How a page was reached: the page a link was followed on ("" when none), and this site's origin. */
export interface Arrival {
  referrer: string;
  origin: string;
}
