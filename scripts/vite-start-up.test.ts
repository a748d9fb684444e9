import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints } from "./vite-compile-hints.ts";

type Chunk = { type: "chunk"; fileName: string; code: string; isEntry: boolean; facadeModuleId: string | null; imports: string[] };

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = facadeModuleId !== null): Chunk => ({
  type: "chunk",
  fileName,
  code: fileName.startsWith("root") ? "const __vite__mapDeps=(i)=>i;\nexport default 1;" : "export default 1;",
  isEntry,
  facadeModuleId,
  imports,
});

/** Runs the plugin's last generateBundle step on a bundle shaped like the web build's. */
function hinted(bundle: Record<string, Chunk>): string[] {
  const hook = compileHints().generateBundle as unknown as { handler: (options: unknown, bundle: Record<string, Chunk>) => void };
  hook.handler({}, bundle);
  return Object.values(bundle)
    .filter((item) => item.code.startsWith(COMPILE_HINT))
    .map((item) => item.fileName)
    .sort();
}

describe("the web build's start-up chunks", () => {
  it("compile at once: the client entry, the root route and all they import, and no page's own chunk", () => {
    const bundle = {
      entry: chunk("entry.client-1.js", "/app/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx", ["react-dom-2.js"]),
      reactDom: chunk("react-dom-2.js", null, [], false),
      root: chunk("root-3.js", "/app/src/web/root.tsx?client-route=1", ["format-4.js", "react-dom-2.js"]),
      format: chunk("format-4.js", null, [], false),
      page: chunk("CompanionDetailPage-5.js", "/app/src/features/companions/CompanionDetailPage.tsx?client-route=1", ["format-4.js", "schemas-6.js"]),
      pageOnly: chunk("schemas-6.js", null, [], false),
    };
    expect(hinted(bundle)).toEqual(["entry.client-1.js", "format-4.js", "react-dom-2.js", "root-3.js"]);
  });

  it("opens the file with the hint, ahead of Vite's preload map, once", () => {
    const bundle = { root: chunk("root-3.js", "/app/src/web/root.tsx") };
    hinted(bundle);
    hinted(bundle);
    expect(bundle.root.code).toBe(`${COMPILE_HINT}const __vite__mapDeps=(i)=>i;\nexport default 1;`);
  });
});
