// The Rizz feature as the rest of the web app sees it: import from here, never from its files.
export type { RizzPageServices } from "./page-services.ts";
// Types only: the ids of src/shared/rizz.ts's sentences are checked against the Rizz catalog.
export type { default as RizzWords } from "./rizz.messages.en.ts";
