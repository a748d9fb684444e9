import { localeOfPath } from "../shared/i18n/locales.ts";
import { accountWords, settingsWords } from "../features/account/words.ts";
import { sandboxWords } from "../features/billing/words.ts";
import { bookingWords } from "../features/bookings/words.ts";
import { companionWords } from "../features/companions/words.ts";
import { franchiseWords, legalWords } from "../features/content/words.ts";
import { eventWords } from "../features/events/words.ts";
import { hiringWords } from "../features/hiring/words.ts";
import { memberProfileWords } from "../features/member-profiles/words.ts";
import { messageWords } from "../features/messages/words.ts";
import { reportWords } from "../features/reports/words.ts";
import { reviewWords } from "../features/reviews/words.ts";
import { rizzWords } from "../features/rizz/words.ts";
import { savedWords } from "../features/saved/words.ts";
import { safetyWords } from "../features/workspace/words.ts";
import { marketingWords } from "./content/words.ts";
import { loadWords, type WordLoaders } from "./i18n/words.ts";
import { commonWords, membershipWords } from "./layout/words.ts";

/** Every catalog a route can list (PageHandle.words), by name. */
export const catalogsByName: ReadonlyMap<string, WordLoaders> = new Map(
  [
    commonWords,
    membershipWords,
    marketingWords,
    accountWords,
    settingsWords,
    sandboxWords,
    bookingWords,
    companionWords,
    franchiseWords,
    legalWords,
    eventWords,
    hiringWords,
    memberProfileWords,
    messageWords,
    reportWords,
    reviewWords,
    rizzWords,
    savedWords,
    safetyWords,
  ].map((words) => [words.name, words]),
);

/**
 * Fetches the catalogs the server drew the page with (`<html data-words>`, in the page's language), so that
 * the app starts with every word the HTML shows: hydration draws the same text and never waits.
 */
export function pageWordsReady(html: HTMLElement): Promise<unknown> {
  const locale = localeOfPath(window.location.pathname);
  const names = html.dataset.words?.split(" ") ?? [];
  const catalogs = names.flatMap((name) => catalogsByName.get(name) ?? []);
  return Promise.all(catalogs.map((words) => loadWords(words, locale)));
}
