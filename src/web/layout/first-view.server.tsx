import { QueryClient, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { AuthProvider } from "../session/AuthProvider.tsx";
import { MembershipDialogProvider } from "./MembershipDialog.tsx";
import { compileCatalog } from "../../shared/i18n/compile.ts";
import type { Catalog } from "../../shared/i18n/catalog.ts";
import { localeOfPath, type Locale } from "../../shared/i18n/locales.ts";
import { addMessages } from "../i18n/i18n.ts";
import { LanguageProvider } from "../i18n/text.tsx";
import englishCommon from "./common.messages.en.ts";
import spanishCommon from "./common.messages.es.ts";

/** Catalogs for the views drawn here, compiled once as the server starts (the build compiles the browser's). */
export function loadServerCatalogs(locale: Locale, ...catalogs: Catalog[]): void {
  addMessages(locale, ...catalogs.map((catalog) => compileCatalog(catalog)));
}

loadServerCatalogs("en", englishCommon);
loadServerCatalogs("es", spanishCommon);

/** `view` inside the providers the app gives every page, in the language of `address`'s path, with `queries`' answers. */
function inAppProviders(address: string, view: ReactNode, queries: readonly (readonly [QueryKey, unknown])[]): ReactNode {
  const client = new QueryClient();
  for (const [key, data] of queries) if (data !== undefined) client.setQueryData(key, data);
  return (
    <MemoryRouter initialEntries={[address]}>
      <LanguageProvider locale={localeOfPath(address.split("?")[0] ?? "/")}>
        <QueryClientProvider client={client}>
          <AuthProvider>
            <MembershipDialogProvider>{view}</MembershipDialogProvider>
          </AuthProvider>
        </QueryClientProvider>
      </LanguageProvider>
    </MemoryRouter>
  );
}

/** What a control does in a view drawn here: nothing, as no one can press it before the app takes the page over. */
export const serverNoAction = (): void => undefined;

/**
 * Part of a page rendered on the server from the API's answers for this viewer (issue 25), inside the
 * providers the app gives every page, in the language of its path, so that it is the markup the app
 * itself draws (see FirstView). `queries`: answers the view's queries start with (an undefined one is left
 * to load, as the page would show it).
 */
export function renderFirstView(pathname: string, view: ReactNode, queries: readonly (readonly [QueryKey, unknown])[] = []): string {
  return renderToStaticMarkup(inAppProviders(pathname, view, queries));
}

/**
 * Part of a page that the app hydrates, rendered as its first render draws it (with the separators React puts
 * between neighbouring texts, which hydration expects): `address` is the page's path and query.
 */
export function renderHydratedPart(address: string, view: ReactNode): string {
  return renderToString(inAppProviders(address, view, []));
}
