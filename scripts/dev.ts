// `npm run dev`: the API in watch mode on PORT (3000) and the web app with hot reload on 5173,
// which forwards /api and /files to the API (see vite.config.ts).
import { spawn, type ChildProcess } from "node:child_process";

const children: ChildProcess[] = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], { stdio: "inherit" }),
  spawn("npx", ["react-router", "dev", "--port", "5173"], { stdio: "inherit" }),
];

function stopAll(code = 0): void {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll());
process.on("SIGTERM", () => stopAll());
