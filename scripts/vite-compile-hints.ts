import type { Plugin, Rollup } from "vite";

/** V8's explicit compile hint (Chrome 136+): compile every function of the file as the file loads. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The app's own frame: the root route module (src/web/root.tsx). */
const ROOT_ROUTE = /\/src\/web\/root\.tsx(\?|$)/;

/**
 * Marks the chunks every page runs as the app starts: the client entry, the root route and all
 * they import. Without the hint V8 compiles each function the first time it is called, on the main thread,
 * inside the app's start-up tasks; in Chromium traces of /profiles/1 at 4× CPU slowdown that made tasks of
 * 80–100 ms out of React Router's route table and React's first render. With it, each chunk is compiled
 * once, in a task of its own as it arrives. Page chunks are left to compile lazily: much of their code
 * (forms, dialogs) runs only when the reader acts.
 */
export function compileHints(): Plugin {
  return {
    name: "wingmate:compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // Last, after Vite has put its preload map (`__vite__mapDeps`) at the top of a chunk: the hint must open the file.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = new Map<string, Rollup.OutputChunk>();
        for (const item of Object.values(bundle)) if (item.type === "chunk") chunks.set(item.fileName, item);
        const startChunks = [...chunks.values()].filter((chunk) => chunk.isEntry && (chunk.facadeModuleId === null || isStartModule(chunk.facadeModuleId)));
        for (const chunk of staticClosure(startChunks, chunks)) {
          if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}

function isStartModule(id: string): boolean {
  return ROOT_ROUTE.test(id) || id.includes("entry.client");
}

function staticClosure(start: readonly Rollup.OutputChunk[], chunks: ReadonlyMap<string, Rollup.OutputChunk>): Set<Rollup.OutputChunk> {
  const found = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || found.has(chunk)) return;
    found.add(chunk);
    for (const file of chunk.imports) visit(chunks.get(file));
  };
  start.forEach(visit);
  return found;
}
