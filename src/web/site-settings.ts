import { useRouteLoaderData } from "react-router";
import { signedOutState } from "../shared/account-state.ts";
import type { AccountState } from "../features/account/index.ts";
import type { Locale } from "../shared/i18n/locales.ts";
import type { SiteSettings } from "./page-context.ts";

/** What the root route's loader gives every page: the viewer's account as the request found it, the site's settings. */
export interface RootData {
  account: AccountState;
  site: Pick<SiteSettings, "origin" | "testPayments" | "mailSetUp">;
  /** The other edition of this page to offer the reader (their browser prefers it, they have not chosen yet). */
  languageOffer: Locale | null;
  /** The browser has been sent the brand's typefaces before: the page uses them (layout/brand-fonts.ts). */
  brandFonts: boolean;
}

/** The root's data; absent only while an error page is drawn without it. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

/** The site's address (PUBLIC_URL) for canonical links and link previews. */
export function useSiteOrigin(): string {
  return useRootData()?.site.origin ?? "";
}

/** The account the page was drawn for (the header, the banners): signed out when unknown. */
export function useDrawnAccount(): AccountState {
  return useRootData()?.account ?? signedOutState;
}
