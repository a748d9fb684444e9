// `npm start`: build the web app and the server bundle when needed, then run the server in this process.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuilds, SERVER_BUNDLE } from "./ensure-builds.ts";

ensureBuilds();
await import(pathToFileURL(path.resolve(SERVER_BUNDLE)).href);
