import { createContext, type RouterContextProvider } from "react-router";
import type { AccountState } from "../features/account/index.ts";
import type { PageServices } from "./page-services.ts";

/**
 * What a route's loader and action may use, for the request being answered: the viewer's account (the same
 * session lookup the API makes), the site's settings, and the features' services bound to that viewer. The
 * server sets it for every page request (src/server/http/pages.ts); loaders never reach the database or
 * the HTTP stack any other way.
 */
export interface PageContext {
  /** What /api/account/me answers for this request. */
  account: AccountState;
  site: SiteSettings;
  services: PageServices;
  /** The client's address, for the services' rate limits. */
  clientIp: string;
}

export interface SiteSettings {
  /** The site's address (PUBLIC_URL, no trailing slash): canonical links and link previews. */
  origin: string;
  /** Payments are a test shop: every page says so. */
  testPayments: boolean;
  /** Mail goes out (SMTP is set): a page may say a mail was sent. Otherwise it waits in the outbox. */
  mailSetUp: boolean;
  /** Origins images may come from besides ours (an S3 public URL), for the page's CSP. */
  imageOrigins: readonly string[];
  /** Origins a form may lead to besides ours (Stripe's Checkout), for the page's CSP. */
  formOrigins: readonly string[];
}

export const pageContext = createContext<PageContext>();

/** The request's page context (set by the server before any loader runs). */
export function pageContextOf(context: Readonly<RouterContextProvider>): PageContext {
  return context.get(pageContext);
}
