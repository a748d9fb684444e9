import { z } from "zod";
import type { Database } from "../db/client.ts";
import { responses } from "./responses.ts";
import type { TypedApp } from "./typed-app.ts";

/** How long one database check answers for every health request (a load balancer may poll very often). */
const CHECK_REUSE_MS = 1000;

/** Liveness and database reachability, for load balancers and `npm start`'s own wait. */
const healthView = z.object({ status: z.enum(["ok", "unavailable"]), db: z.enum(["ok", "down"]) });

export function registerHealthRoute(app: TypedApp, database: Database): void {
  let latest: { at: number; check: Promise<boolean> } | null = null;
  // Requests in the same second share one ping, so health polling never queues work on the database.
  const databaseAnswers = () => {
    const now = Date.now();
    if (!latest || now - latest.at >= CHECK_REUSE_MS) latest = { at: now, check: database.ping(2000) };
    return latest.check;
  };
  app.get(
    "/api/health",
    { config: { public: true }, schema: { response: { ...responses({ 200: healthView }), 503: healthView } } },
    async (_request, reply) => {
      if (!(await databaseAnswers())) {
        reply.header("retry-after", "5");
        return reply.status(503).send({ status: "unavailable", db: "down" });
      }
      return { status: "ok" as const, db: "ok" as const };
    },
  );
}
