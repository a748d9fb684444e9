// The production entry (bundled into build/server/main.mjs): the API and the built web app in one process.
import { startOrExit } from "./serve.ts";

startOrExit();
