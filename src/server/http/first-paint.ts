/**
 * Makes a built page paint from its HTML and CSS alone (issue 25). React Router writes, in <head>, a
 * `<link rel="modulepreload">` for every chunk of the page, and at the end of
 * <body> a module script whose static imports start at once. All of them are fetched before the first
 * paint and compete with the stylesheet, so the page paints late although its HTML holds all of it.
 *
 * Rewritten here, once per document at start: the preloads go; the module script waits until the page's
 * first contentful paint has been reported (shared/after-first-paint.ts), then adds the same modulepreload
 * hints, so the chunks still download in parallel, and imports the same modules in the same order. Once the
 * route manifest is in, it also hints the chunks of the route the address matches: the app shell (pages that
 * are not prerendered) otherwise discovers a route's chunks one import level at a time.
 *
 * The web fonts are not fetched before the first paint either, unless the browser has them already
 * (src/web/layout/brand-fonts.ts).
 */

import { AFTER_FIRST_PAINT } from "../../shared/after-first-paint.ts";
import { LOCALES } from "../../shared/i18n/locales.ts";
import { WARM_INTL_WORKER_PATH } from "../../shared/warm-intl.ts";
import { APP_ATTRIBUTE, APP_ON_DEMAND, LANGUAGE_CHOICE_KEY, MENU_BUTTON_ATTRIBUTE } from "../../shared/page-markers.ts";

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

/**
 * When the app starts: once the first paint is reported, only once the page needs it (see ON_DEMAND), or as the
 * server marked the page it sent (on demand where it wrote all that a visitor's page shows: a profile, a list,
 * the events).
 */
export type AppStart = "after-paint" | "on-demand" | "as-marked";

const AFTER_PAINT = `(painted) => ${AFTER_FIRST_PAINT}(painted)`;

/**
 * A page that works without the app (links, the phone menu, the notices are in its HTML) starts it only when
 * the reader reaches for a control that needs it: pointing at or focusing a button or a field, or clicking
 * one (that click is given to the control again once the app has taken over). What is typed or chosen in a
 * field before then is given to the app too, before that click: the hydration of a field the app controls
 * draws its value anew (a list's filter, from the address). A picture that fails to load starts the app as
 * well: the app draws the picture's stand-in (an event's gradient). A reader whose browser prefers the page's
 * other language starts it at once, for the offer of that edition. Until then the phone menu opens and closes
 * here, on the markup the app drew (its button carries both labels).
 */
const ON_DEMAND = `(start) => {
  const html = document.documentElement;
  html.setAttribute(${JSON.stringify(APP_ATTRIBUTE)}, ${JSON.stringify(APP_ON_DEMAND)});
  const menuButton = document.querySelector("[${MENU_BUTTON_ATTRIBUTE}]");
  const menu = menuButton && document.getElementById(menuButton.getAttribute("aria-controls"));
  const setMenu = (open) => {
    if (!menu) return;
    menu.hidden = !open;
    menuButton.setAttribute("aria-expanded", String(open));
    menuButton.setAttribute("aria-label", open ? menuButton.dataset.labelClose : menuButton.dataset.labelOpen);
  };
  const controlOf = (event) => (event.target instanceof Element ? event.target.closest("button, [role=button], input, select, textarea") : null);
  let started = false;
  let pending = null;
  const typed = new Map();
  // A value set through the prototype's setter, then its event: React's own record of the value sees a change.
  const giveTyped = () => {
    for (const [field, value] of typed) {
      if (!field.isConnected || field.value === value) continue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value").set.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
    }
  };
  const begin = () => {
    if (started) return;
    started = true;
    setMenu(false);
    start();
  };
  function keepTyped(event) {
    const field = event.target;
    if (!(field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !["checkbox", "radio", "file"].includes(field.type)))) return;
    typed.set(field, field.value);
    begin();
  }
  function beginOnReach(event) {
    const control = controlOf(event);
    if (control && control !== menuButton) begin();
  }
  // The other edition's link remembers the choice, as the app's does (no offer of this language there).
  const rememberLanguage = (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[hreflang]") : null;
    try { if (link) localStorage.setItem(${JSON.stringify(LANGUAGE_CHOICE_KEY)}, link.hreflang); } catch {}
  };
  const listeners = {
    click(event) {
      const control = controlOf(event);
      if (!control) return rememberLanguage(event);
      if (control === menuButton && !started) return setMenu(menu.hidden);
      event.preventDefault();
      event.stopPropagation();
      pending = control;
      begin();
    },
    keydown(event) {
      if (started || event.key !== "Escape" || !menu || menu.hidden) return;
      setMenu(false);
      menuButton.focus();
    },
    input: keepTyped,
    change: keepTyped,
    pointerover: beginOnReach,
    focusin: beginOnReach,
    error(event) {
      if (event.target instanceof HTMLImageElement) begin();
    },
  };
  for (const [type, listener] of Object.entries(listeners)) document.addEventListener(type, listener, true);
  if ([...document.images].some((image) => image.complete && image.naturalWidth === 0 && image.currentSrc)) begin();
  // Clicks that land while the app starts are kept; the last one is given to its control once it has hydrated.
  new MutationObserver((_changes, observer) => {
    if (!html.dataset.hydrated) return;
    observer.disconnect();
    for (const [type, listener] of Object.entries(listeners)) document.removeEventListener(type, listener, true);
    giveTyped();
    if (pending?.isConnected) pending.click();
  }).observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
  // The offer's test, as LanguageSuggestion makes it (layout/LanguageSwitcher.tsx): keep the two in step.
  const locales = ${JSON.stringify(LOCALES)};
  const preferred = navigator.languages.map((tag) => tag.toLowerCase().split("-")[0]).find((tag) => locales.includes(tag));
  let chosen = null;
  try { chosen = localStorage.getItem(${JSON.stringify(LANGUAGE_CHOICE_KEY)}); } catch {}
  if (preferred && preferred !== html.lang && !chosen) begin();
}`;

const START_WAITS: Record<AppStart, string> = {
  "after-paint": `await new Promise(${AFTER_PAINT});`,
  "on-demand": `await new Promise(${ON_DEMAND});`,
  "as-marked": `await new Promise(document.documentElement.getAttribute(${JSON.stringify(APP_ATTRIBUTE)}) === ${JSON.stringify(APP_ON_DEMAND)} ? ${ON_DEMAND} : ${AFTER_PAINT});`,
};

/**
 * Adds modulepreload hints a few per task. Each one starts a fetch from the main thread, and fifty in one go made
 * one of the longest tasks after the first paint (13–36 ms here, most of it waiting for a core while the browser
 * drew the page): a few per task keep every task short, and the fetches still start within a few milliseconds.
 * Six per task still made a task of 70 ms at 4× CPU slowdown (5–22 ms a request, with DevTools watching); three keep it near half.
 */
const HINTS_PER_TASK = 3;
const HINT = `const hint = (hrefs) => {
  for (const href of hrefs.slice(0, ${HINTS_PER_TASK})) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }
  if (hrefs.length > ${HINTS_PER_TASK}) setTimeout(() => hint(hrefs.slice(${HINTS_PER_TASK})));
};`;

/**
 * A form the server drew has no handler until the app has hydrated (on a page that starts it on demand, once
 * the form is reached: the rizz generator). Meanwhile the browser would submit it itself, as a GET to the
 * page's own address with every field in the URL: a password on /auth. The app's forms all submit through
 * it (react-hook-form's handleSubmit cancels the browser's submit first), so a submit that nothing cancelled
 * reached the window before the app could take it: it is cancelled here, and given again until the app
 * takes it (for half a minute at most). A form with its own `action` is left to the browser.
 */
const HOLD_EARLY_SUBMITS = `{
  let retry = 0;
  let heldSince = 0;
  let replaying = false;
  addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.hasAttribute("action")) return;
    event.preventDefault();
    if (!replaying) heldSince = Date.now();
    clearTimeout(retry);
    if (Date.now() - heldSince > 30000) return;
    const submitter = event.submitter?.form === form ? event.submitter : null;
    retry = setTimeout(() => {
      if (!form.isConnected) return;
      replaying = true;
      try { form.requestSubmit(submitter?.isConnected ? submitter : null); } finally { replaying = false; }
    }, 100);
  });
}`;

/** Loads the browser's Intl data on another thread while the app's chunks download (shared/warm-intl.ts). */
const WARM_INTL = `try { new Worker(${JSON.stringify(WARM_INTL_WORKER_PATH)}); } catch {}`;

/** The module script's static imports as sequential dynamic ones, after the hints and the app's start. */
function deferredModuleScript(body: string, preloads: readonly string[], start: AppStart): string {
  const rewritten = body.replace(STATIC_IMPORT, (_line, binding: string | undefined, href: string) => {
    const load = binding ? `const ${binding} = await import(${JSON.stringify(href)});` : `await import(${JSON.stringify(href)});`;
    return href.includes("/manifest-") ? `${load}\n${ROUTE_HINTS}` : load;
  });
  return [HOLD_EARLY_SUBMITS, START_WAITS[start], WARM_INTL, HINT, `hint(${JSON.stringify(preloads)});`, rewritten].join("\n");
}

/** The document with nothing but the stylesheet ahead of its first paint; unchanged when it has no router script. */
export function paintBeforeScripts(html: string, start: AppStart = "after-paint"): string {
  const script = ROUTER_MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const withoutHints = html.replace(MODULE_PRELOAD, "");
  return withoutHints.replace(ROUTER_MODULE_SCRIPT, () => `<script type="module">${deferredModuleScript(script[1] ?? "", preloads, start)}</script>`);
}
