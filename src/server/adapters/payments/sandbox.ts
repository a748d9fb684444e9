import type { Db } from "../../db/client.ts";
import { sandboxCheckouts } from "../../db/schema.ts";
import type { CheckoutRequest, PaymentsProvider } from "./provider.ts";

/**
 * The embedded provider: a test checkout and billing portal served by this app, charging nothing.
 * Paying, cancelling and refunding there produce the same state changes Stripe's webhooks do.
 */
export function createSandboxProvider(db: Db, publicUrl: string): PaymentsProvider {
  return {
    name: "sandbox",
    async createCheckout({ userId }: CheckoutRequest) {
      const [checkout] = await db.insert(sandboxCheckouts).values({ userId }).returning({ id: sandboxCheckouts.id });
      if (!checkout) throw new Error("sandbox checkout was not created");
      return { url: `${publicUrl}/sandbox/checkout/${checkout.id}` };
    },
    async createPortal() {
      return { url: `${publicUrl}/sandbox/portal` };
    },
  };
}
