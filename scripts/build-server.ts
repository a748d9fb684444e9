// Bundles the server into build/server/main.mjs: one file that Node loads without compiling TypeScript
// or resolving a thousand modules, which halves the cold start (measured by `npm run bench`).
import { cp, rm } from "node:fs/promises";
import { bundleForNode } from "./bundle.ts";

const OUT_DIR = "build/server";

/**
 * Packages that must stay in node_modules: native addons, PGlite (it loads its WebAssembly and
 * extension files beside its own module), the password list (read with `require` at run time), and React
 * Router with React, which the web app's server build (build/server/index.js) imports too: the server and the
 * pages must share one copy (the context key, the request handler).
 */
const EXTERNAL = [
  "@electric-sql/pglite",
  "@electric-sql/pglite/*",
  "sharp",
  "@node-rs/argon2",
  "pg-native",
  "fxa-common-password-list",
  "react-router",
  "react-router/*",
  "@react-router/*",
  "react",
  "react/*",
  "react-dom",
  "react-dom/*",
];

// The folder holds the web app's server build too (index.js, written by `react-router build`): only ours goes.
await rm(`${OUT_DIR}/main.mjs`, { force: true });
await rm(`${OUT_DIR}/migrations`, { recursive: true, force: true });
await bundleForNode({ entry: "src/server/main.ts", outdir: OUT_DIR, name: "main", external: EXTERNAL });
// The migrations are read from beside the bundle (client.ts resolves them from its own location).
await cp("src/server/db/migrations", `${OUT_DIR}/migrations`, { recursive: true });
process.stdout.write(`Bundled the server into ${OUT_DIR}/main.mjs.\n`);
