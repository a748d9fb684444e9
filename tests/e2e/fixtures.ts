import { test as base, type Page, type Response } from "@playwright/test";

export * from "@playwright/test";

/**
 * Journeys act like a person who waits for the page: every navigation to one of the app's pages (in any
 * context) returns once the app has hydrated (the root sets `data-hydrated` on <html>), or at once on a page
 * sent without scripts (`data-scripts="none"`: a visitor's page that is links and forms). What works before
 * hydration (links, forms) is tested on its own (first-tap.spec.ts).
 */
const NAVIGATIONS = ["goto", "reload", "goBack", "goForward"] as const;
/**
 * How long a page may take to hydrate before a journey gives up on it: a limit for a page that never does (a
 * crash, a script that failed), set far above what a busy two-core machine needs, since it must not time one.
 */
export const HYDRATION_LIMIT_MS = 60_000;
/** The app has hydrated, or the page has no app to wait for. */
const APP_READY = 'html[data-hydrated], html[data-scripts="none"]';
let patched = false;
const notWaitingForTheApp = new WeakSet<Page>();

/**
 * A page whose navigations return once the HTML is in: one of a context with JavaScript off (nothing hydrates
 * there), or one whose test acts before the app has taken over.
 */
export function withoutWaitingForTheApp(page: Page): Page {
  notWaitingForTheApp.add(page);
  return page;
}

export function waitForTheAppAfterNavigations(page: Page): void {
  if (patched) return;
  patched = true;
  const prototype = Object.getPrototypeOf(page) as Record<(typeof NAVIGATIONS)[number], (...args: unknown[]) => Promise<Response | null>>;
  for (const name of NAVIGATIONS) {
    const navigate = prototype[name];
    prototype[name] = async function (this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args);
      if (!notWaitingForTheApp.has(this) && response?.headers()["content-type"]?.includes("text/html")) {
        await this.locator(APP_READY).waitFor({ state: "attached", timeout: HYDRATION_LIMIT_MS });
      }
      return response;
    };
  }
}

export const test = base.extend({
  page: async ({ page }, use) => {
    waitForTheAppAfterNavigations(page);
    await use(page);
  },
});
