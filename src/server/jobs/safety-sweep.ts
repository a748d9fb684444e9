import type { FastifyInstance } from "fastify";
import { sweepSafetyAlerts, type SafetyDeps } from "../../features/workspace/index.server.ts";
import { registerPeriodicJob } from "./periodic.ts";

/** The session safety sweep on each instance: missed check-ins and check-outs alert staff (once each, see sweepSafetyAlerts). */
export function registerSafetySweep(app: FastifyInstance, deps: SafetyDeps, everySeconds: number): void {
  registerPeriodicJob(app, {
    name: "session safety sweep",
    everyMs: everySeconds * 1000,
    run: async () => {
      const raised = await sweepSafetyAlerts(deps);
      if (raised > 0) {
        app.log.warn({ raised }, "session safety alerts raised");
        app.mail.wake();
      }
    },
  });
}
