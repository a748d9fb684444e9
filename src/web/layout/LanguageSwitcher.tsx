import { Languages } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { isLocale, LOCALE_NAMES, pathInLocale, type Locale } from "../../shared/i18n/locales.ts";
import { hasSpanishEdition } from "../../shared/paths.ts";
import { cn } from "../lib/cn.ts";
import { LANGUAGE_SUGGESTION } from "../i18n/suggestion.messages.ts";
import { useLocale, useText } from "../i18n/text.tsx";
import type common from "./common.messages.en.ts";
import { useAuth } from "../session/AuthProvider.tsx";
import { saveAccountLanguage } from "../../features/account/index.ts";

const otherLocale = (locale: Locale): Locale => (locale === "en" ? "es" : "en");

/** The same page (with its filters) in the other language, or undefined while it has no edition there. */
function useOtherEdition(): { locale: Locale; to: string } | undefined {
  const location = useLocation();
  const locale = otherLocale(useLocale());
  if (!hasSpanishEdition(location.pathname)) return undefined;
  return { locale, to: `${pathInLocale(location.pathname, locale)}${location.search}${location.hash}` };
}

/** Where the switcher stands, and how it looks there: the header ("ES" / "EN", where room is short), the phone menu, the footer. */
export const LANGUAGE_SWITCHER_PLACES = {
  // Between md and lg the desktop links fill the bar: the footer's switcher serves there.
  header: { short: true, className: "hidden sm:inline-flex md:hidden lg:inline-flex" },
  menu: { short: false, className: "h-10 w-full px-3" },
  footer: { short: false, className: "px-0 py-0 text-xs hover:text-white" },
} as const;

export type LanguageSwitcherPlace = keyof typeof LANGUAGE_SWITCHER_PLACES;

/** Where the browser keeps the reader's answer to the offer of the other language (never offered again). */
const LANGUAGE_CHOICE_KEY = "wingmate.language";

/** "Español" on an English page, "English" on a Spanish one; it keeps the reader on the same page. */
export function LanguageSwitcher({ place }: { place: LanguageSwitcherPlace }) {
  const t = useText<typeof common>();
  const other = useOtherEdition();
  const { user } = useAuth();
  if (!other) return null;
  const { short, className } = LANGUAGE_SWITCHER_PLACES[place];
  const name = LOCALE_NAMES[other.locale];
  const choose = (locale: Locale) => {
    rememberChoice(locale);
    // A signed-in reader's mails follow the language they read in; a failure leaves the mails as they were.
    if (user) saveAccountLanguage(locale).catch(() => undefined);
  };
  return (
    <Link
      to={other.to}
      hrefLang={other.locale}
      onClick={() => choose(other.locale)}
      aria-label={t("language.switchTo", { language: name })}
      className={cn("inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium hover:underline", className)}
    >
      <Languages aria-hidden className="size-4" />
      <span lang={other.locale}>{short ? other.locale.toUpperCase() : name}</span>
    </Link>
  );
}

function rememberChoice(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, locale);
  } catch {
    // Storage may be off (private mode): the offer then simply comes back on the next visit.
  }
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_CHOICE_KEY);
  } catch {
    return null;
  }
}

/** The first of our languages the browser lists (navigator.languages follows Accept-Language). */
function browserLocale(): Locale | undefined {
  return navigator.languages.map((tag) => tag.toLowerCase().split("-")[0]).find(isLocale);
}

/**
 * A first visit from a browser that prefers the other language is offered that edition, in that
 * language; nothing redirects (search engines and shared links always get the page they asked for).
 * Either answer is remembered.
 */
export function LanguageSuggestion() {
  const other = useOtherEdition();
  const [offered, setOffered] = useState<Locale>();
  const target = other?.locale;
  useEffect(() => {
    // The browser's languages first: reading storage the first time is slow, and most readers need no offer.
    setOffered(target && browserLocale() === target && !storedChoice() ? target : undefined);
  }, [target]);
  if (!other || offered !== other.locale) return null;
  const words = LANGUAGE_SUGGESTION[other.locale];
  const choose = (locale: Locale) => {
    rememberChoice(locale);
    setOffered(undefined);
  };
  return (
    // Floating, so that arriving after the page has painted it moves nothing on it.
    <aside
      lang={other.locale}
      aria-label={LOCALE_NAMES[other.locale]}
      className="fixed inset-x-3 bottom-12 z-40 rounded-lg border bg-card p-4 shadow-lg sm:left-auto sm:right-4 sm:w-80"
    >
      <p className="text-sm">{words.text}</p>
      <p className="mt-3 flex flex-wrap items-center gap-4 text-sm">
        <Link to={other.to} hrefLang={other.locale} onClick={() => choose(other.locale)} className="font-semibold text-primary underline">
          {words.accept}
        </Link>
        <button type="button" onClick={() => choose(otherLocale(other.locale))} className="text-muted-foreground underline">
          {words.dismiss}
        </button>
      </p>
    </aside>
  );
}
