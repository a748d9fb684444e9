import type Stripe from "stripe";
import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { PaymentsProvider } from "./provider.ts";
import { createSandboxProvider } from "./sandbox.ts";
import { createStripeClient, createStripeProvider } from "./stripe.ts";

export interface Payments {
  provider: PaymentsProvider;
  /** The Stripe client, with the Stripe provider (the webhook needs it). */
  stripe?: Stripe;
}

/** Stripe when STRIPE_* is set, otherwise the embedded sandbox checkout. */
export function createPayments(config: AppConfig, db: Db): Payments {
  if (!config.stripe) return { provider: createSandboxProvider(db, config.publicUrl) };
  const stripe = createStripeClient(config.stripe);
  return { provider: createStripeProvider(stripe, config.stripe), stripe };
}
