import { startStripePeer, type StripePeer } from "../adapters/payments/stripe-peer.ts";
import { freePort, startServerProcess, type RunningServer } from "./server-process.ts";

/** The webhook signing secret the server and the peer share, as Stripe's dashboard shows it for an endpoint. */
const WEBHOOK_SECRET = "whsec_peer_local";

export interface ServerWithStripe {
  server: RunningServer;
  peer: StripePeer;
  /** Stops the server, then the peer. */
  stop(): Promise<void>;
}

/**
 * A production server process that takes payments through Stripe, with the local Stripe peer as Stripe: the
 * server calls the peer's API (`STRIPE_API_URL`), a browser pays on the peer's hosted Checkout page, and the
 * peer sends its signed events to the server's webhook endpoint. `args` as for `startServerProcess`; `env`
 * adds to (or overrides) the Stripe settings.
 */
export async function startServerWithStripe(args: string[], env: Record<string, string>): Promise<ServerWithStripe> {
  const port = env.PORT ?? String(await freePort());
  const url = `http://127.0.0.1:${port}`;
  const peer = await startStripePeer({ webhook: { url: `${url}/api/billing/stripe/webhook`, secret: WEBHOOK_SECRET } });
  try {
    const server = await startServerProcess(args, {
      PORT: port,
      PUBLIC_URL: url,
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_test_local",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_ID: "price_vip_monthly",
      STRIPE_API_URL: peer.url,
      ...env,
    });
    return {
      server,
      peer,
      stop: async () => {
        await server.stop();
        await peer.close();
      },
    };
  } catch (error) {
    await peer.close();
    throw error;
  }
}
