// The reference for the API figures: a bare Fastify JSON route, started the same way as the app
// (bundled into one file, its own node process, NODE_ENV=production, logging at "warn").
import Fastify from "fastify";

const app = Fastify({ logger: { level: "warn" } });
app.get("/", async () => ({ hello: "world" }));
app.get("/api/health", async () => ({ status: "ok" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
