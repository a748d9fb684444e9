import type { MessagePageServices } from "./page-services.ts";

/** The messages feature's page services for one request's viewer: the API's own reads and writes, through its schemas. */
export function messagePageServices(): MessagePageServices {
  return {};
}
