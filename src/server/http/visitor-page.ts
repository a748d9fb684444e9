import { localeOfPath, type Locale } from "../../shared/i18n/locales.ts";
import {
  ACCOUNT_PLACEHOLDER_ATTRIBUTE,
  APP_ATTRIBUTE,
  APP_ON_DEMAND,
  TEST_MODE_NOTICE_ATTRIBUTE,
  TEST_PAYMENTS_ATTRIBUTE,
  VISITOR,
  VISITOR_ATTRIBUTE,
} from "../../shared/page-markers.ts";
import english from "../../web/layout/common.messages.en.ts";
import spanish from "../../web/layout/common.messages.es.ts";
import { loginHref, loginLinkClass } from "../../web/layout/login-link.ts";
import { escapeMarkup } from "./markup.ts";

/**
 * What the server writes into the built pages so that they say, before any script runs, what the app would
 * draw once started (the app reads the same markers on its first render: src/shared/page-markers.ts).
 */

const HTML_TAG = /<html\b([^>]*)>/;
const NOTICE_HIDDEN = new RegExp(`<aside hidden=""(?=[^>]*\\b${TEST_MODE_NOTICE_ATTRIBUTE}="")`);
const ACCOUNT_PLACEHOLDER = new RegExp(`<span[^>]*\\b${ACCOUNT_PLACEHOLDER_ATTRIBUTE}=""[^>]*></span>`);
const LOGIN_WORD: Record<Locale, string> = { en: english["nav.login"], es: spanish["nav.login"] };

const onHtmlTag = (html: string, attribute: string) => html.replace(HTML_TAG, (_tag, attributes: string) => `<html${attributes} ${attribute}>`);

/** Every page: whether payments are a test shop, with the test-mode notice shown when they are. */
export function withPaymentsMode(html: string, testPayments: boolean): string {
  const marked = onHtmlTag(html, `${TEST_PAYMENTS_ATTRIBUTE}="${testPayments}"`);
  return testPayments ? marked.replace(NOTICE_HIDDEN, "<aside") : marked;
}

/**
 * The page as a request without a valid session gets it: signed out from the start, with the header's
 * Login link where the app draws a placeholder while it reads the session. Undefined when the page has
 * no such placeholder.
 */
export function forVisitor(html: string, pathname: string): string | undefined {
  if (!ACCOUNT_PLACEHOLDER.test(html)) return undefined;
  const login = `<a class="${escapeMarkup(loginLinkClass)}" href="${escapeMarkup(loginHref(pathname))}">${escapeMarkup(LOGIN_WORD[localeOfPath(pathname)])}</a>`;
  return onHtmlTag(html, `${VISITOR_ATTRIBUTE}="${VISITOR}"`).replace(ACCOUNT_PLACEHOLDER, () => login);
}

/**
 * An app-shell page whose whole view the server wrote for a visitor (a profile): it works from its HTML, so
 * its app starts only when a control needs it (server/http/first-paint.ts, start "as-marked").
 */
export function withAppOnDemand(html: string): string {
  return onHtmlTag(html, `${APP_ATTRIBUTE}="${APP_ON_DEMAND}"`);
}
