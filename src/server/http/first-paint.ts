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
 *
 * The web fonts (`font-display: optional`) are found by the first layout, at the highest priority, and were
 * fetched before the first paint too although the text paints in the fallback without them: they are
 * preloaded here at low priority instead, so they start early but never hold back the stylesheet.
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

const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\/>/;
const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;
const WOFF2_SOURCE = /url\(["']?([^)"']+\.woff2)["']?\)/;
/** A face whose range starts with U+0000–00FF: the Latin every page of either language is written in. */
const BASIC_LATIN_RANGE = /unicode-range:\s*U\+(?:\?\?|0+-0*FF)(?![0-9A-F])/i;

/** The stylesheet a built page links to, as the path its `href` names. */
export function stylesheetOf(html: string): string | undefined {
  return STYLESHEET.exec(html)?.[1];
}

/** The font files of the stylesheet's basic-Latin faces: the ones every page's text asks for. */
export function basicLatinFonts(css: string): string[] {
  return [...css.matchAll(FONT_FACE)].flatMap(([, face = ""]) => {
    const source = WOFF2_SOURCE.exec(face)?.[1];
    return source && BASIC_LATIN_RANGE.test(face) ? [source] : [];
  });
}

const lowPriorityFontPreload = (href: string) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin="" fetchpriority="low"/>`;

/** The document with nothing but the stylesheet ahead of its first paint; unchanged when it has no router script. */
export function paintBeforeScripts(html: string, fonts: readonly string[] = []): string {
  const script = ROUTER_MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const withoutHints = html.replace(MODULE_PRELOAD, "").replace(STYLESHEET, (link) => link + fonts.map(lowPriorityFontPreload).join(""));
  return withoutHints.replace(ROUTER_MODULE_SCRIPT, () => `<script type="module">${deferredModuleScript(script[1] ?? "", preloads)}</script>`);
}
