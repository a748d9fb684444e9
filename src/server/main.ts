// The production entry (bundled into build/server/main.mjs): the API and the built web app in one process.
import { requireSupportedNode } from "./runtime.ts";

// Checked before the server's modules load: on an older Node.js they would fail with a less helpful error.
requireSupportedNode();
const { startOrExit } = await import("./serve.ts");
startOrExit();
