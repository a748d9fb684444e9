import type { AccountPageServices } from "./page-services.ts";

/** The account feature's page services for one request's viewer: the API's own reads and writes, through its schemas. */
export function accountPageServices(): AccountPageServices {
  return {};
}
