// The saved feature as the rest of the web app sees it: import from here, never from its files.
export { useSavedToggle } from "./use-saved.ts";
/** Saving's toasts in Spanish, for the Spanish pages where a profile can be saved. */
export { default as spanishSavedSentences } from "./saved.sentences.es.ts";
export type { SavedPageServices } from "./page-services.ts";
