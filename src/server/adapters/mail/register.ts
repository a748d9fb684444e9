import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { MailTransport } from "./transport.ts";
import { startOutboxWorker, type OutboxWorker } from "./worker.ts";

/** What services see of mail delivery: after committing a mail, ask for prompt delivery. */
export interface MailDelivery {
  /** Delivers due mail now instead of at the next interval (no-op when the worker is off). */
  wake(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    mail: MailDelivery;
  }
}

/**
 * Gives the app its mail delivery. With `runWorker` the outbox worker starts when the app is ready
 * and stops (with the transport closed) when the app closes; tests leave it off and deliver by hand.
 */
export function registerMail(app: FastifyInstance, options: { db: Db; transport: MailTransport; runWorker: boolean }): void {
  let worker: OutboxWorker | undefined;
  app.decorate("mail", { wake: () => worker?.wake() });
  if (options.runWorker) {
    app.addHook("onReady", async () => {
      worker = startOutboxWorker({ db: options.db, transport: options.transport, logger: app.log });
    });
  }
  app.addHook("onClose", async () => {
    await worker?.stop();
    await options.transport.close();
  });
}
