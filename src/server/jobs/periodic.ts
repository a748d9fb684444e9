import type { FastifyInstance } from "fastify";

/**
 * Runs `work` when the app is ready and every `everyMs` after, until the app closes. Each instance runs its
 * own timer: the work itself must be safe when several instances run it at once (rows claimed with
 * `FOR UPDATE SKIP LOCKED`, deletes that re-check their condition). A failure is logged, never thrown.
 */
export function registerPeriodicJob(app: FastifyInstance, job: { name: string; everyMs: number; run: () => Promise<unknown> }): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () => job.run().catch((error: unknown) => app.log.error({ err: error }, `${job.name} failed`));
  app.addHook("onReady", async () => {
    timer = setInterval(run, job.everyMs);
    timer.unref();
    void run();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
