// `npm start`: build the web app when needed, then run the server in this process.
import { ensureWebBuild } from "./web-build.ts";

ensureWebBuild();
await import("../src/server/main.ts");
