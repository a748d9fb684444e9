import type { SandboxCheckout, SubscriptionState } from "./schema.ts";

/** The billing feature as the pages' loaders and actions read it (src/web/page-services.ts). */
export interface BillingPageServices {
  /** The viewer's membership as GET /api/billing/subscription answers it; null when signed out. */
  subscription(): Promise<SubscriptionState | null>;
  /**
   * A test checkout as GET /api/billing/sandbox/checkouts/{id} answers the viewer (a membership's only to its
   * account, a booking's to whoever holds the id); null when there is none for them, or no sandbox shop.
   */
  sandboxCheckout(id: string): Promise<SandboxCheckout | null>;
}
