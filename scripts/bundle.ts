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
    target: "node22",
    external,
    // Bundled CommonJS packages call `require`: give the ES module one.
    banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
    logLevel: "warning",
    legalComments: "none",
    // Without comments the output is ASCII (esbuild escapes the rest), so V8 keeps each file's source as a
    // one-byte string: the packages' comments held characters like "—" and made the 7 MB server bundle a
    // 13.5 MB two-byte string for the life of the process. Names are kept, so stack traces stay readable;
    // `node --enable-source-maps` maps them to the TypeScript sources through the .map file beside it.
    minifyWhitespace: true,
    sourcemap: "linked",
  });
}
