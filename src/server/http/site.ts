import { siteInfoView, type SiteInfo } from "../../shared/site-info.ts";
import type { AppConfig } from "../config.ts";
import { responses } from "./responses.ts";
import type { TypedApp } from "./typed-app.ts";

/** What every page may need to know about how this site runs: today, whether payments are a test shop. */

export function registerSiteRoute(app: TypedApp, config: Pick<AppConfig, "payments">): void {
  const info: SiteInfo = { testPayments: config.payments === "sandbox" };
  app.get("/api/site", { schema: { response: responses({ 200: siteInfoView }) } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return info;
  });
}
