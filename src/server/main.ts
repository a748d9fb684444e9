// The production entry (bundled into build/server/main.mjs): the API and the built web app in one process.
// The Node.js check is imported first, so it runs before the server's modules load: on an older Node.js they
// would fail with a less helpful error.
import "./require-supported-node.ts";
import { startOrExit } from "./serve.ts";

startOrExit();
