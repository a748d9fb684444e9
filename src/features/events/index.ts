// The events feature as the rest of the web app sees it: import from here, never from its files.
export type { EventRefresh } from "./schema.ts";
