import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { memo, useEffect, useState, type ReactNode } from "react";
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { INTL_LOCALE, localeOfPath, LOCALES, pathInLocale } from "../shared/i18n/locales.ts";
import { hasSpanishEdition } from "../shared/paths.ts";
import "./app.css";
import { keepZodFromEval } from "./lib/zod-without-eval.ts";
import { pageContextOf } from "./page-context.ts";
import { useScriptNonce } from "./script-nonce.tsx";
import { useRootData, useSiteOrigin, type RootData } from "./site-settings.ts";
import { LoaderQueries } from "./lib/page-queries.tsx";
import { usePageCatalogs, usePageLoadsApp, type PageHandle } from "./page-handle.ts";
import { useCatalogs } from "./i18n/words.ts";
import { commonWords } from "./layout/words.ts";
import { languageOffer } from "./layout/language-choice.ts";
import { brandFontsCookie, hasBrandFonts } from "./layout/brand-fonts.ts";
// The frame's English words, always: English is the fallback of every language (about 1 KB gzip).
import "./i18n/english.ts";
import { LanguageProvider, useText } from "./i18n/text.tsx";
import type common from "./layout/common.messages.en.ts";
import { LanguageSuggestion } from "./layout/LanguageSwitcher.tsx";
import { Footer } from "./layout/Footer.tsx";
import { AuthProvider } from "./session/AuthProvider.tsx";
import { VerifyEmailBanner } from "./session/VerifyEmailBanner.tsx";
import { PaymentIssueBanner } from "../features/billing/index.ts";
import { Header } from "./layout/Header.tsx";
import { TestModeNotice, TestModeSpace } from "./layout/TestModeNotice.tsx";
import { MembershipDialogProvider } from "./layout/MembershipDialog.tsx";
import NotFoundPage from "./layout/NotFoundPage.tsx";
import { Toaster } from "./ui/toaster.tsx";

keepZodFromEval();

/** Every page's own data: the viewer's account (the header, the banners) and the site's settings. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { account, site } = pageContextOf(context);
  const brandFonts = hasBrandFonts(request);
  const root: RootData = {
    account,
    site: { origin: site.origin, testPayments: site.testPayments, mailSetUp: site.mailSetUp },
    languageOffer: languageOffer(request),
    brandFonts,
  };
  return brandFonts ? root : data(root, { headers: { "set-cookie": brandFontsCookie } });
}

/** Every page shows the frame's words; each route adds its own (PageHandle.words). */
export const handle: PageHandle = { words: [commonWords] };

/** The HTML document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  // The page's one address for search engines and shared links.
  const pathname = useLocation().pathname.replace(/(.)\/+$/, "$1");
  const locale = localeOfPath(pathname);
  // The page's catalogs, before its title and words are drawn. The server has them all (entry.server.tsx) and
  // the app fetches a page's before it starts (page-words.ts), so neither a server render nor hydration waits
  // here; a navigation does, the page before it staying on screen meanwhile.
  const catalogs = usePageCatalogs();
  useCatalogs(catalogs, locale);
  const origin = useSiteOrigin();
  const canonical = `${origin}${pathname}`;
  const nonce = useScriptNonce();
  // A page that works as links and forms for this viewer is sent without scripts (page-handle.ts).
  const loadsApp = usePageLoadsApp();
  const brandFonts = useRootData()?.brandFonts ?? false;
  return (
    <html
      lang={locale}
      data-scripts={loadsApp ? undefined : "none"}
      data-words={loadsApp ? catalogs.map((words) => words.name).join(" ") : undefined}
      data-brand-fonts={brandFonts ? "" : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2a1f3d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <link rel="canonical" href={canonical} />
        <meta property="og:url" content={canonical} />
        <meta property="og:locale" content={INTL_LOCALE[locale].replace("-", "_")} />
        <LanguageAlternates pathname={pathname} origin={origin} />
        <Links />
      </head>
      <body>
        {children}
        {/* Restores scroll on back/forward and scrolls to the top on every new navigation. */}
        {loadsApp ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** hreflang links to each edition of a page that has both, English being the default for other languages. */
function LanguageAlternates({ pathname, origin }: { pathname: string; origin: string }) {
  if (!hasSpanishEdition(pathname)) return null;
  const href = (locale: (typeof LOCALES)[number]) => `${origin}${pathInLocale(pathname, locale)}`;
  return (
    <>
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={href(locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href("en")} />
    </>
  );
}

/** The page's language (from its path) for everything below: messages, formats. */
function Shell({ children }: { children: ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <LanguageProvider locale={locale}>
      <Frame>{children}</Frame>
    </LanguageProvider>
  );
}

/**
 * Memoised: a navigation within the same language redraws the page, not the frame around it.
 */
const Frame = memo(function Frame({ children }: { children: ReactNode }) {
  const t = useText<typeof common>();
  // Says the app has taken over the server's HTML (the end-to-end journeys wait for it before acting).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <LoaderQueries>
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
              <TestModeSpace />
            </div>
            <Toaster />
          </MembershipDialogProvider>
        </AuthProvider>
      </LoaderQueries>
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
