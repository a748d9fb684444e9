import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { pruneExpiredData } from "../retention.ts";
import { registerPeriodicJob } from "./periodic.ts";

const SWEEP_INTERVAL_MS = 60 * 60_000;

/** The retention sweep, every hour on each instance (see pruneExpiredData). */
export function registerRetentionSweep(app: FastifyInstance, db: Db): void {
  registerPeriodicJob(app, {
    name: "retention sweep",
    everyMs: SWEEP_INTERVAL_MS,
    run: async () => {
      const report = await pruneExpiredData(db);
      if (report.mail + report.rateLimits + report.verifications > 0) app.log.info(report, "retention sweep pruned old data");
    },
  });
}
