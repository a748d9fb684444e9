import { redirect, type LoaderFunctionArgs } from "react-router";
import { isLocale, localeOfPath, type Locale } from "../../shared/i18n/locales.ts";
import { hasSpanishEdition, paths, safeReturnPath } from "../../shared/paths.ts";

/** The cookie that keeps a reader's choice of language: no offer of the other edition after it. Not personal data. */
const CHOICE_COOKIE = "wingmate-language";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The address that remembers `locale` as the reader's choice, then opens `to` (a page of ours). */
export function languageChoiceHref(locale: Locale, to: string): string {
  return `/language-choice?${new URLSearchParams({ locale, to })}`;
}

function chosenLanguage(cookieHeader: string | null): Locale | null {
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === CHOICE_COOKIE)?.[1];
  return isLocale(value) ? value : null;
}

/** The first of our languages the browser lists in Accept-Language, if any. */
function preferredLanguage(acceptLanguage: string | null): Locale | null {
  const tags = (acceptLanguage ?? "").split(",").map((tag) => tag.split(";")[0]?.trim().toLowerCase().split("-")[0]);
  return tags.find(isLocale) ?? null;
}

/**
 * The other edition to offer on this page: when the browser prefers that language and the reader has not
 * chosen one yet. Nothing redirects (search engines and shared links always get the page they asked for).
 */
export function languageOffer(request: Request): Locale | null {
  const { pathname } = new URL(request.url);
  if (!hasSpanishEdition(pathname) || chosenLanguage(request.headers.get("cookie"))) return null;
  const preferred = preferredLanguage(request.headers.get("accept-language"));
  return preferred && preferred !== localeOfPath(pathname) ? preferred : null;
}

/** GET /language-choice?locale=es&to=/es/pricing: remembers the choice and opens the page (a link works before, and without, the app). */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = url.searchParams.get("locale");
  const to = safeReturnPath(url.searchParams.get("to")) ?? paths.home;
  if (!isLocale(locale)) return redirect(to);
  return redirect(to, {
    status: 303,
    headers: { "set-cookie": `${CHOICE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax` },
  });
}
