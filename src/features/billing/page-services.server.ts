import type { BillingPageServices } from "./page-services.ts";

/** The billing feature's page services for one request's viewer: the API's own reads and writes, through its schemas. */
export function billingPageServices(): BillingPageServices {
  return {};
}
