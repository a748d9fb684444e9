import { Languages } from "lucide-react";
import { useLocation } from "react-router";
import { LOCALE_NAMES, pathInLocale, type Locale } from "../../shared/i18n/locales.ts";
import { useRootData } from "../site-settings.ts";
import { languageChoiceHref } from "./language-choice.ts";
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
  // From a small tablet up, beside the account (a phone's is in its menu).
  header: { short: true, className: "hidden sm:inline-flex" },
  menu: { short: false, className: "h-10 w-full px-3" },
  footer: { short: false, className: "px-0 py-0 text-xs hover:text-white" },
} as const;

export type LanguageSwitcherPlace = keyof typeof LANGUAGE_SWITCHER_PLACES;

/** "Español" on an English page, "English" on a Spanish one; it keeps the reader on the same page. */
export function LanguageSwitcher({ place }: { place: LanguageSwitcherPlace }) {
  const t = useText<typeof common>();
  const other = useOtherEdition();
  const { user } = useAuth();
  if (!other) return null;
  const { short, className } = LANGUAGE_SWITCHER_PLACES[place];
  const name = LOCALE_NAMES[other.locale];
  // A signed-in reader's mails follow the language they read in; a failure leaves the mails as they were.
  const saveForMails = () => void (user ? saveAccountLanguage(other.locale).catch(() => undefined) : undefined);
  return (
    <a
      href={languageChoiceHref(other.locale, other.to)}
      hrefLang={other.locale}
      onClick={saveForMails}
      aria-label={t("language.switchTo", { language: name })}
      className={cn("inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium hover:underline", className)}
    >
      <Languages aria-hidden className="size-4" />
      <span lang={other.locale}>{short ? other.locale.toUpperCase() : name}</span>
    </a>
  );
}

/**
 * A first visit from a browser that prefers the other language is offered that edition, in that language
 * (the root's loader decides: layout/language-choice.ts). Either answer is remembered.
 */
export function LanguageSuggestion() {
  const other = useOtherEdition();
  const offered = useRootData()?.languageOffer;
  const location = useLocation();
  if (!other || offered !== other.locale) return null;
  const words = LANGUAGE_SUGGESTION[other.locale];
  const here = `${location.pathname}${location.search}${location.hash}`;
  return (
    // Floating, so that it moves nothing on the page.
    <aside
      lang={other.locale}
      aria-label={LOCALE_NAMES[other.locale]}
      className="fixed inset-x-3 bottom-12 z-40 rounded-lg border bg-card p-4 shadow-lg sm:left-auto sm:right-4 sm:w-80"
    >
      <p className="text-sm">{words.text}</p>
      <p className="mt-3 flex flex-wrap items-center gap-4 text-sm">
        <a href={languageChoiceHref(other.locale, other.to)} hrefLang={other.locale} className="font-semibold text-primary underline">
          {words.accept}
        </a>
        <a href={languageChoiceHref(otherLocale(other.locale), here)} className="text-muted-foreground underline">
          {words.dismiss}
        </a>
      </p>
    </aside>
  );
}
