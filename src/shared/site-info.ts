import { z } from "zod";

/** What every page may need to know about how this site runs (GET /api/site): whether payments are a test shop. */
export const siteInfoView = z.object({ testPayments: z.boolean() });
export type SiteInfo = z.output<typeof siteInfoView>;
