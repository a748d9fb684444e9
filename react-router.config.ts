import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./src/shared/paths.ts";

// A single-page app served by our own server: public pages are prerendered to HTML at build time,
// every other known path gets the SPA fallback (build/client/__spa-fallback.html).
export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: false,
  prerender: prerenderedPaths,
} satisfies Config;
