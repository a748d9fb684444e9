/**
 * Makes a built page paint from its HTML and CSS alone (issue 25). React Router writes, in <head>, a
 * `<link rel="modulepreload">` for every chunk of the page, and at the end of
 * <body> a module script whose static imports start at once. All of them are fetched before the first
 * paint and compete with the stylesheet, so the page paints late although its HTML holds all of it.
 *
 * Rewritten here, once per document at start: the preloads go; the module script waits until the page has
 * painted (the frame after the first requestAnimationFrame), then adds the same modulepreload hints, so the
 * chunks still download in parallel, and imports the same modules in the same order. Once the route manifest
 * is in, it also hints the chunks of the route the address matches: the app shell (pages that are not
 * prerendered) otherwise discovers a route's chunks one import level at a time.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import (?:\* as (\w+) from )?"([^"]+)";\s*$/gm;

/** Hints the chunks of the manifest's routes whose path (flat: "profiles/:id") matches the address. */
const ROUTE_HINTS = `{
  const here = location.pathname.split("/").filter(Boolean);
  const matches = (path) => { const want = path.split("/").filter(Boolean); return want.length === here.length && want.every((part, i) => part.startsWith(":") || part === here[i]); };
  for (const route of Object.values(window.__reactRouterManifest?.routes ?? {})) {
    if (route.path && !route.path.includes("*") && matches(route.path)) hint([route.module, ...(route.imports ?? [])]);
  }
}`;

/** The module script's static imports as sequential dynamic ones, after the hints and the first paint. */
function deferredModuleScript(body: string, preloads: readonly string[]): string {
  const rewritten = body.replace(STATIC_IMPORT, (_line, binding: string | undefined, href: string) => {
    const load = binding ? `const ${binding} = await import(${JSON.stringify(href)});` : `await import(${JSON.stringify(href)});`;
    return href.includes("/manifest-") ? `${load}\n${ROUTE_HINTS}` : load;
  });
  return [
    "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));",
    'const hint = (hrefs) => { for (const href of hrefs) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); } };',
    `hint(${JSON.stringify(preloads)});`,
    rewritten,
  ].join("\n");
}

/** The document with nothing but the stylesheet ahead of its first paint; unchanged when it has no router script. */
export function paintBeforeScripts(html: string): string {
  const script = ROUTER_MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const withoutHints = html.replace(MODULE_PRELOAD, "");
  return withoutHints.replace(ROUTER_MODULE_SCRIPT, () => `<script type="module">${deferredModuleScript(script[1] ?? "", preloads)}</script>`);
}
