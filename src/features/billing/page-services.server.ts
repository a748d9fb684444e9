import { z } from "zod";
import type { Viewer } from "../../server/auth/request-auth.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { AppError } from "../../server/http/errors.ts";
import type { BillingPageServices } from "./page-services.ts";
import { sandboxCheckoutView, subscriptionStateView } from "./responses.ts";
import { subscriptionState } from "./routes.server.ts";
import { sandboxCheckout } from "./sandbox.server.ts";

const checkoutId = z.uuid();

/** The billing feature's page services for one request's viewer: the API's own reads, through its schemas. */
export function billingPageServices(db: Db, config: AppConfig, viewer: () => Promise<Viewer | null>): BillingPageServices {
  return {
    async subscription() {
      const who = await viewer();
      return who ? subscriptionStateView.parse(await subscriptionState(db, who.user.id)) : null;
    },
    async sandboxCheckout(id) {
      // The sandbox's routes exist only while it takes the payments.
      if (config.payments !== "sandbox" || !checkoutId.safeParse(id).success) return null;
      try {
        return sandboxCheckoutView.parse(await sandboxCheckout(db, (await viewer())?.user.id ?? null, id));
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
