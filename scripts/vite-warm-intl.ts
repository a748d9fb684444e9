import type { Plugin } from "vite";
import { WARM_INTL_WORKER_PATH, warmIntlWorkerSource } from "../src/shared/warm-intl.ts";

/** Writes the worker that loads the browser's Intl data off the main thread into the web build (src/shared/warm-intl.ts). */
export function warmIntlWorker(): Plugin {
  return {
    name: "wingmate:warm-intl-worker",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: WARM_INTL_WORKER_PATH.slice(1), source: warmIntlWorkerSource() });
    },
  };
}
