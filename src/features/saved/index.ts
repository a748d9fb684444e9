// The saved feature as the rest of the web app sees it: import from here, never from its files.
export { useSavedToggle } from "./use-saved.ts";
export type { SavedPageServices } from "./page-services.ts";
