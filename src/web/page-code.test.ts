import { rolldown } from "rolldown";
import { describe, expect, it } from "vitest";

const isPackage = (id: string) => !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("\0");

/**
 * The packages a page's code imports as it starts, bundled by the web build's bundler (a module whose exports
 * are not used is left out: package.json's "sideEffects"): the chunks its static imports reach, not those it
 * loads later with import(), like a form's dialog.
 */
async function packagesAtStart(entry: string): Promise<Set<string>> {
  const bundle = await rolldown({ input: entry, external: isPackage, moduleTypes: { ".css": "empty" }, logLevel: "silent" });
  const { output } = await bundle.generate({ format: "esm" });
  await bundle.close();
  const chunks = new Map(output.flatMap((file) => (file.type === "chunk" ? [[file.fileName, file] as const] : [])));
  const packages = new Set<string>();
  const reached = new Set<string>();
  const waiting = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  for (let name = waiting.pop(); name !== undefined; name = waiting.pop()) {
    if (reached.has(name)) continue;
    reached.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) {
      if (chunks.has(imported)) waiting.push(imported);
      else packages.add(imported);
    }
  }
  return packages;
}

// Loading zod and building schemas took ~15 ms of a phone's main thread as a profile page started:
// pages without a form keep schemas out of the modules they start with (a type import costs nothing).
describe("the code a page starts with", () => {
  it.each(["src/web/root.tsx", "src/features/companions/CompanionListPage.tsx", "src/features/companions/CompanionDetailPage.tsx"])(
    "%s does not load zod",
    async (page) => {
      const packages = await packagesAtStart(page);
      expect(packages).toContain("react");
      expect([...packages].filter((name) => name === "zod" || name.startsWith("zod/"))).toEqual([]);
    },
  );
});
