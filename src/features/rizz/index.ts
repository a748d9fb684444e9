// The Rizz feature as the rest of the web app sees it: import from here, never from its files.
export type { RizzPageServices } from "./page-services.ts";
