import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { FIRST_VIEW_ELEMENT_ID } from "../shared/initial-data.ts";
import { siteOrigin } from "../shared/site.ts";
import { config as configureZod } from "zod/v4/core";
import "./app.css";
import { FirstView } from "./layout/FirstView.tsx";
import { Footer } from "./layout/Footer.tsx";
import { AuthProvider } from "./session/AuthProvider.tsx";
import { VerifyEmailBanner } from "./session/VerifyEmailBanner.tsx";
import { PaymentIssueBanner } from "../features/billing/index.ts";
import { Header } from "./layout/Header.tsx";
import { TestModeNotice } from "./layout/TestModeNotice.tsx";
import { MembershipDialogProvider } from "./layout/MembershipDialog.tsx";
import NotFoundPage from "./layout/NotFoundPage.tsx";
import { Toaster } from "./ui/toaster.tsx";

// zod would probe for `new Function` (eval) to speed up parsing; our CSP forbids eval, so it must not try.
configureZod({ jitless: true });

// The fonts are not preloaded: a preload competes with the stylesheet for the first paint. They are
// `font-display: optional`, so text paints at once and never changes face late; later pages have them cached.

/** The HTML document around every page (also used for the prerendered files and the SPA fallback). */
export function Layout({ children }: { children: ReactNode }) {
  // The page's one address for search engines and shared links (the server fills in PUBLIC_URL).
  const canonical = `${siteOrigin()}${useLocation().pathname.replace(/(.)\/+$/, "$1")}`;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2a1f3d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <link rel="canonical" href={canonical} />
        <meta property="og:url" content={canonical} />
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

function Shell({ children }: { children: ReactNode }) {
  // Says the app has taken over the server's HTML (the end-to-end journeys wait for it before acting).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MembershipDialogProvider>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2"
          >
            Skip to content
          </a>
          <div className="flex min-h-screen flex-col">
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
}

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
  const loading = (
    <div role="status" aria-live="polite" className="mx-auto flex max-w-xl justify-center px-4 py-24 text-muted-foreground">
      Loading…
    </div>
  );
  return (
    <Shell>
      <FirstView id={FIRST_VIEW_ELEMENT_ID} ready={false} placeholder={loading} />
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
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-secondary">Something went wrong</h1>
        <p className="mt-3 text-muted-foreground">An unexpected error occurred. Please reload the page and try again.</p>
      </section>
    </Shell>
  );
}
