// Bundles the server into build/server/main.mjs: one file that Node loads without compiling TypeScript
// or resolving a thousand modules, which halves the cold start (measured by `npm run bench`).
import { cp, rm } from "node:fs/promises";
import { bundleForNode } from "./bundle.ts";

const OUT_DIR = "build/server";

/**
 * Packages that must stay in node_modules: native addons, PGlite (it loads its WebAssembly and
 * extension files beside its own module) and the password list (read with `require` at run time).
 */
const EXTERNAL = ["@electric-sql/pglite", "@electric-sql/pglite/*", "sharp", "@node-rs/argon2", "pg-native", "fxa-common-password-list"];

await rm(OUT_DIR, { recursive: true, force: true });
await bundleForNode({ entry: "src/server/main.ts", outdir: OUT_DIR, name: "main", external: EXTERNAL });
// The migrations are read from beside the bundle (client.ts resolves them from its own location).
await cp("src/server/db/migrations", `${OUT_DIR}/migrations`, { recursive: true });
process.stdout.write(`Bundled the server into ${OUT_DIR}/main.mjs.\n`);
