import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { memo, useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { FIRST_VIEW_ELEMENT_ID } from "../shared/initial-data.ts";
import { siteOrigin } from "../shared/site.ts";
import { DEFAULT_LOCALE, INTL_LOCALE, localeOfPath, LOCALES, pathInLocale } from "../shared/i18n/locales.ts";
import { hasSpanishEdition } from "../shared/paths.ts";
import "./app.css";
import { keepZodFromEval } from "./lib/zod-without-eval.ts";
import { keepLinkPressesThroughRedraws } from "./lib/link-press.ts";
import { FirstView } from "./layout/FirstView.tsx";
import { BRAND_FONTS_SCRIPT, useBrandFontsFromNextPage } from "./layout/brand-fonts.ts";
// The frame's English words, always: the app shell (every page that is not prerendered) is drawn before
// its page's module loads, and English is the fallback of every language (about 1 KB gzip).
import "./i18n/english.ts";
import { LanguageProvider, ShellLocale, useText } from "./i18n/text.tsx";
import type common from "./layout/common.messages.en.ts";
import { LanguageSuggestion } from "./layout/LanguageSwitcher.tsx";
import { Footer } from "./layout/Footer.tsx";
import { AuthProvider } from "./session/AuthProvider.tsx";
import { VerifyEmailBanner } from "./session/VerifyEmailBanner.tsx";
import { PaymentIssueBanner } from "../features/billing/index.ts";
import { Header } from "./layout/Header.tsx";
import { TestModeNotice } from "./layout/TestModeNotice.tsx";
import { MembershipDialogProvider } from "./layout/MembershipDialog.tsx";
import NotFoundPage from "./layout/NotFoundPage.tsx";
import { Toaster } from "./ui/toaster.tsx";

keepZodFromEval();
if (typeof document !== "undefined") keepLinkPressesThroughRedraws();

/** The HTML document around every page (also used for the prerendered files and the SPA fallback). */
export function Layout({ children }: { children: ReactNode }) {
  // The page's one address for search engines and shared links (the server fills in PUBLIC_URL).
  const pathname = useLocation().pathname.replace(/(.)\/+$/, "$1");
  const canonical = `${siteOrigin()}${pathname}`;
  const locale = localeOfPath(pathname);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the stylesheet: whether this page may use the brand's faces from its first layout. */}
        <script dangerouslySetInnerHTML={{ __html: BRAND_FONTS_SCRIPT }} />
        <meta name="theme-color" content="#2a1f3d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <link rel="canonical" href={canonical} />
        <meta property="og:url" content={canonical} />
        <meta property="og:locale" content={INTL_LOCALE[locale].replace("-", "_")} />
        <LanguageAlternates pathname={pathname} />
        <Links />
      </head>
      <body>
        {children}
        {/* Restores scroll on back/forward and scrolls to the top on every new navigation. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** hreflang links to each edition of a page that has both, English being the default for other languages. */
function LanguageAlternates({ pathname }: { pathname: string }) {
  if (!hasSpanishEdition(pathname)) return null;
  const href = (locale: (typeof LOCALES)[number]) => `${siteOrigin()}${pathInLocale(pathname, locale)}`;
  return (
    <>
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={href(locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href("en")} />
    </>
  );
}

/**
 * The app shell (__spa-fallback.html) is drawn once at build time, in English, for every page that is not
 * prerendered. Served for a Spanish path, it must first hydrate as drawn; the page turns Spanish in the
 * render that follows, before the browser paints.
 */
let hydratingShell = typeof window !== "undefined" && (window as { __reactRouterContext?: { isSpaMode?: boolean } }).__reactRouterContext?.isSpaMode === true;

function useHydratingShell(): boolean {
  const [hydrating, setHydrating] = useState(() => hydratingShell);
  useLayoutEffect(() => {
    if (!hydrating) return;
    hydratingShell = false;
    setHydrating(false);
  }, [hydrating]);
  return hydrating;
}

/**
 * The page's language (from its path) for everything below: messages, formats. While it draws the shell
 * (`isShell`, or hydrating it), the frame draws nothing that depends on the path (useDrawnForAnyPath).
 */
function Shell({ children, isShell = false }: { children: ReactNode; isShell?: boolean }) {
  const pathLocale = localeOfPath(useLocation().pathname);
  const asDrawn = useHydratingShell() || isShell;
  const locale = asDrawn ? DEFAULT_LOCALE : pathLocale;
  return (
    <ShellLocale value={asDrawn ? DEFAULT_LOCALE : null}>
      <LanguageProvider locale={locale}>
        <Frame>{children}</Frame>
      </LanguageProvider>
    </ShellLocale>
  );
}

/**
 * Memoised: the shell redraws itself once as it finishes hydrating (useHydratingShell), which would otherwise
 * redraw the whole page synchronously (about 35 ms at 4× CPU slowdown) where nothing it shows has changed.
 */
const Frame = memo(function Frame({ children }: { children: ReactNode }) {
  const t = useText<typeof common>();
  // Says the app has taken over the server's HTML (the end-to-end journeys wait for it before acting).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useBrandFontsFromNextPage();
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MembershipDialogProvider>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2"
          >
            {t("site.skipToContent")}
          </a>
          <div className="flex min-h-screen flex-col">
            <LanguageSuggestion />
            <TestModeNotice />
            <Header />
            <VerifyEmailBanner />
            <PaymentIssueBanner />
            <main id="main" className="flex-1">
              {children}
            </main>
            <Footer />
          </div>
          <Toaster />
        </MembershipDialogProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
});

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/**
 * Shown while the app starts on a page that was not prerendered: "Loading…", or the page's first view
 * when the server rendered one into the HTML (a profile), until the page itself replaces it.
 */
export function HydrateFallback() {
  return (
    <Shell isShell>
      <FirstView id={FIRST_VIEW_ELEMENT_ID} ready={false} placeholder={<Loading />} />
    </Shell>
  );
}

function Loading() {
  const t = useText<typeof common>();
  return (
    <div role="status" aria-live="polite" className="mx-auto flex max-w-xl justify-center px-4 py-24 text-muted-foreground">
      {t("site.loading")}
    </div>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFoundPage />
      </Shell>
    );
  }
  return (
    <Shell>
      <UnexpectedError />
    </Shell>
  );
}

function UnexpectedError() {
  const t = useText<typeof common>();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-secondary">{t("error.title")}</h1>
      <p className="mt-3 text-muted-foreground">{t("error.text")}</p>
    </section>
  );
}
