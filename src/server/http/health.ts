import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client.ts";

/** How long one database check answers for every health request (a load balancer may poll very often). */
const CHECK_REUSE_MS = 1000;

/** Liveness and database reachability, for load balancers and `npm start`'s own wait. */
export function registerHealthRoute(app: FastifyInstance, database: Database): void {
  let latest: { at: number; check: Promise<boolean> } | null = null;
  // Requests in the same second share one ping, so health polling never queues work on the database.
  const databaseAnswers = () => {
    const now = Date.now();
    if (!latest || now - latest.at >= CHECK_REUSE_MS) latest = { at: now, check: database.ping(2000) };
    return latest.check;
  };
  app.get("/api/health", { config: { public: true } }, async (_request, reply) => {
    if (!(await databaseAnswers())) {
      reply.header("retry-after", "5");
      return reply.status(503).send({ status: "unavailable", db: "down" });
    }
    return { status: "ok", db: "ok" };
  });
}
