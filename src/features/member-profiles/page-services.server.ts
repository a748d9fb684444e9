import type { MemberProfilePageServices } from "./page-services.ts";

/** The member profiles feature's page services for one request's viewer: the API's own reads and writes, through its schemas. */
export function memberProfilePageServices(): MemberProfilePageServices {
  return {};
}
