import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client.ts";

/** Liveness and database reachability, for load balancers and `npm start`'s own wait. */
export function registerHealthRoute(app: FastifyInstance, database: Database): void {
  app.get("/api/health", { config: { public: true } }, async (_request, reply) => {
    const databaseAnswers = await database.ping(2000);
    if (!databaseAnswers) {
      reply.header("retry-after", "5");
      return reply.status(503).send({ status: "unavailable", db: "down" });
    }
    return { status: "ok", db: "ok" };
  });
}
