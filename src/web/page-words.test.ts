import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogsByName } from "./page-words.ts";
import type { WordLoaders } from "./i18n/words.ts";

/** Every `words.ts` of the code base: the catalogs a route may list in its handle. */
function wordFiles(dir = "src"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return wordFiles(file);
    return entry.name === "words.ts" && !file.includes(`${path.sep}i18n${path.sep}`) ? [file] : [];
  });
}

const isWordLoaders = (value: unknown): value is WordLoaders =>
  typeof value === "object" && value !== null && "name" in value && "en" in value && "es" in value;

describe("the page catalogs by name", () => {
  it("hold every catalog a route can list: a page's words the app does not know would keep it from starting", async () => {
    const files = wordFiles();
    expect(files.length).toBeGreaterThan(5);
    const unknown: string[] = [];
    for (const file of files) {
      const exported = Object.values((await import(path.resolve(file))) as Record<string, unknown>).filter(isWordLoaders);
      for (const words of exported) if (catalogsByName.get(words.name) !== words) unknown.push(`${file}: ${words.name}`);
    }
    expect(unknown).toEqual([]);
  });
});
