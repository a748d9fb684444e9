import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Catalog } from "./catalog.ts";

/**
 * Compiles a catalog's ICU strings into Lingui's runtime form, so the browser never carries the ICU
 * parser. The web build does this at build time (vite-catalogs.ts); the server does it once at start.
 */
export function compileCatalog(catalog: Catalog): Record<string, ReturnType<typeof compileMessage>> {
  return Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, compileMessage(message)]));
}
