// `npm start`: build the web app and the server bundle when needed, then run the server in this process.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuilds, SERVER_BUNDLE } from "./ensure-builds.ts";

try {
  ensureBuilds();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
await import(pathToFileURL(path.resolve(SERVER_BUNDLE)).href);
