/**
 * What the server writes into every HTML document it sends, for the app to read on its first render so
 * that it draws what the HTML already shows (src/server/http/visitor-page.ts).
 */

/** `<html data-test-payments="true|false">`: whether payments are a test shop (the notice on every page). */
export const TEST_PAYMENTS_ATTRIBUTE = "data-test-payments";

/** `<html data-viewer="visitor">`: the request carried no valid session, so the header shows Login. */
export const VISITOR_ATTRIBUTE = "data-viewer";
export const VISITOR = "visitor";

/** The header's account area while the session is read: the server puts Login there for a visitor. */
export const ACCOUNT_PLACEHOLDER_ATTRIBUTE = "data-account-placeholder";

/** The test-mode notice: drawn hidden at build time, shown by the server when payments are a test shop. */
export const TEST_MODE_NOTICE_ATTRIBUTE = "data-test-mode-notice";

/**
 * `<html data-app="on-demand">`: a page that works without the app, which starts when a control needs it. Set
 * by the page's start script, or by the server on an app-shell page whose whole view it wrote for a visitor.
 */
export const APP_ATTRIBUTE = "data-app";
export const APP_ON_DEMAND = "on-demand";

/**
 * `<span data-language-place="footer">`: where the app shell, drawn for every path, holds the language
 * switcher; the server writes the path's link into it (src/server/http/language-links.tsx).
 */
export const LANGUAGE_PLACE_ATTRIBUTE = "data-language-place";

/** The phone menu's button, with its two labels (`data-label-open`, `data-label-close`) for a page without the app. */
export const MENU_BUTTON_ATTRIBUTE = "data-menu-button";

/** Where the browser keeps the reader's answer to the offer of the other language (never offered again). */
export const LANGUAGE_CHOICE_KEY = "wingmate.language";

/** `<html data-brand-fonts>`: set by the page's first script when the browser has the brand's faces (app.css uses them under it). */
export const BRAND_FONTS_ATTRIBUTE = "data-brand-fonts";

/** Where the browser remembers that it has downloaded the brand's faces (src/web/layout/brand-fonts.ts; no personal data). */
export const BRAND_FONTS_KEY = "wingmate.brand-fonts";

/**
 * `<meta data-page-head>`: a page's own title and description, written by the server from its data (a profile's);
 * the app puts them into its route's tags once it runs and drops these, so the head never holds two.
 */
export const PAGE_HEAD_ATTRIBUTE = "data-page-head";
