// `npm run dev`: one process on PORT (3000) serving the API and the web app, whose pages React Router renders
// from the source through Vite (hot reload in the browser); the server restarts when its own code changes.
import { spawn } from "node:child_process";

const server = spawn("npx", ["tsx", "watch", "--clear-screen=false", "--exclude", "src/web/**", "scripts/dev-server.ts"], { stdio: "inherit" });
server.on("exit", (code) => (process.exitCode = code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
