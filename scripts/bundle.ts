import { build } from "esbuild";

/**
 * Bundles a TypeScript entry point and what it imports into `<outdir>/<name>.mjs` for Node, except
 * the `external` packages, which stay in node_modules. What the code loads with `import()` becomes
 * a chunk of its own, read only when first needed.
 */
export async function bundleForNode({
  entry,
  outdir,
  name,
  external = [],
}: {
  entry: string;
  outdir: string;
  name: string;
  external?: string[];
}): Promise<void> {
  await build({
    entryPoints: { [name]: entry },
    outdir,
    outExtension: { ".js": ".mjs" },
    chunkNames: "chunks/[name]-[hash]",
    splitting: true,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external,
    // Bundled CommonJS packages call `require`: give the ES module one.
    banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
    logLevel: "warning",
    legalComments: "none",
  });
}
