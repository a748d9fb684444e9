import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Catalog } from "./catalog.ts";

/**
 * Compiles a catalog's ICU strings into Lingui's runtime form, so the browser never carries the ICU
 * parser. The web build does this at build time (scripts/vite-catalogs.ts); the server once at start.
 * A malformed message throws, naming its key.
 */
export function compileCatalog(catalog: Catalog, source = "catalog"): Record<string, ReturnType<typeof compileMessageOrThrow>> {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, message]) => {
      try {
        return [key, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${source}: message "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}
