import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config.ts";

/** What every page may need to know about how this site runs: today, whether payments are a test shop. */
export interface SiteInfo {
  testPayments: boolean;
}

export function registerSiteRoute(app: FastifyInstance, config: Pick<AppConfig, "payments">): void {
  const info: SiteInfo = { testPayments: config.payments === "sandbox" };
  app.get("/api/site", async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return info;
  });
}
