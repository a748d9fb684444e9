import type { AdminPageServices } from "./page-services.ts";

/** The admin feature's page services for one request's viewer: the API's own reads and writes, through its schemas. */
export function adminPageServices(): AdminPageServices {
  return {};
}
