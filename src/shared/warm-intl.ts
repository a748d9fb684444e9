/**
 * The browser's first Intl formatter loads its ICU data: 50–100 ms of one task at the 4× CPU slowdown of a
 * mid-range phone (Chromium), inside the app's first render, where the footer shows the opening hours. That
 * data is kept per process, not per thread, so a worker that builds the same kinds of formatter while the
 * app's code downloads takes the cost off the main thread (issue 25). The pages' start-up script starts it
 * (src/server/http/first-paint.ts); the web build writes it (scripts/vite-warm-intl.ts).
 */
import { BUSINESS_TIME_ZONE } from "./format.ts";
import { INTL_LOCALE } from "./i18n/locales.ts";

export const WARM_INTL_WORKER_PATH = "/warm-intl.js";

/** The worker's script: the app's kinds of formatter (money, decimals, Florida dates and times, plurals) in each language. */
export function warmIntlWorkerSource(): string {
  return `// Loads the browser's Intl data on this thread so that the page's first render does not (src/shared/warm-intl.ts).
for (const locale of ${JSON.stringify(Object.values(INTL_LOCALE))}) {
  new Intl.PluralRules(locale).select(1);
  new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(29.99);
  new Intl.DateTimeFormat(locale, { timeZone: ${JSON.stringify(BUSINESS_TIME_ZONE)}, weekday: "short", month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }).format(0);
}
close();
`;
}
