import { readFile } from "node:fs/promises";
import { transform } from "esbuild";
import type { Plugin } from "vite";
import { compileCatalog } from "../src/shared/i18n/compile.ts";

/** `<area>.messages.<locale>.ts`: one area's catalog in one language (src/shared/i18n/catalog.ts). */
export const CATALOG_FILE = /\.messages\.[a-z]{2}\.ts$/;

/**
 * Compiles message catalogs while the web app is built: the browser gets Lingui's compiled form and
 * never the ICU parser, and a malformed message fails the build instead of showing raw braces.
 */
export function compileCatalogs(): Plugin {
  return {
    name: "wingmate:compile-catalogs",
    enforce: "pre",
    async load(id) {
      const file = id.split("?")[0] ?? id;
      if (!CATALOG_FILE.test(file)) return null;
      const compiled = compileCatalog(await evaluateCatalog(await readFile(file, "utf8")), file);
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
    },
  };
}

/** A catalog module is data only (its one import is a type): strip the types and read its default export. */
async function evaluateCatalog(source: string): Promise<Record<string, string>> {
  const { code } = await transform(source, { loader: "ts", format: "esm" });
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)) as { default: Record<string, string> };
  return module.default;
}
