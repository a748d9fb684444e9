// The development server (run by scripts/dev.ts): Vite's middleware first (the browser's modules, and hot
// reload over this same server's WebSocket, so the pages' CSP needs no other origin), then the application,
// which renders pages with the server build Vite keeps current.
import { createServer as createHttpServer } from "node:http";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { staticFiles } from "../src/server/http/static-files.ts";
import { startOrExit } from "../src/server/serve.ts";

const httpServer = createHttpServer();
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: "custom" });

startOrExit({
  webBuild: {
    server: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    // Vite serves the browser's files itself.
    files: staticFiles("public", []),
  },
  serverFactory: (handler) => httpServer.on("request", (request, response) => vite.middlewares(request, response, () => handler(request, response))),
});
