import type { SavedPageServices } from "./page-services.ts";

/** The saved feature's page services for one request's viewer: the API's own reads and writes, through its schemas. */
export function savedPageServices(): SavedPageServices {
  return {};
}
