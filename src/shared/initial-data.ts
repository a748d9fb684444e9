/** The id of the <script type="application/json"> a page's first API answers come in (see server/http/initial-data.ts). */
export const INITIAL_DATA_ELEMENT_ID = "wingmate-initial-data";
