import type { FastifyInstance } from "fastify";
import { mailUnreadMessages } from "../../features/messages/index.server.ts";
import type { Db } from "../db/client.ts";
import { registerPeriodicJob } from "./periodic.ts";

const UNREAD_SWEEP_INTERVAL_MS = 60_000;

/** Mails about messages nobody has seen for a while (features/messages/unread-mail.server.ts). */
export function registerUnreadMessageMail(app: FastifyInstance, db: Db, publicUrl: string): void {
  registerPeriodicJob(app, {
    name: "unread messages mail",
    everyMs: UNREAD_SWEEP_INTERVAL_MS,
    run: async () => (await mailUnreadMessages(db, publicUrl)) > 0 && app.mail.wake(),
  });
}
