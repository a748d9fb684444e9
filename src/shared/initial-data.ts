/** The id of the <script type="application/json"> a page's first API answers come in (see server/http/initial-data.ts). */
export const INITIAL_DATA_ELEMENT_ID = "wingmate-initial-data";

/**
 * The element holding a page's placeholder ("Loading…", the events' skeleton), whose content the server
 * replaces with the page's first view when it can render one (web/layout/FirstView.tsx keeps it).
 */
export const FIRST_VIEW_ELEMENT_ID = "wingmate-first-view";

/**
 * The element holding the companion list's VIP blocks and filters: the server draws them from the list's answer
 * for the viewer, as the app's first render draws them from the same answer (features/companions/ListControls.tsx).
 */
export const LIST_CONTROLS_ELEMENT_ID = "wingmate-list-controls";

/** How a page was reached: the page a link was followed on ("" when none), and this site's origin. */
export interface Arrival {
  referrer: string;
  origin: string;
}
