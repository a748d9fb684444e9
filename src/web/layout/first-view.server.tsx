import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { AuthProvider } from "../session/AuthProvider.tsx";
import { MembershipDialogProvider } from "./MembershipDialog.tsx";
import { compileCatalog } from "../../shared/i18n/compile.ts";
import { i18nFor } from "../i18n/i18n.ts";
import common from "./common.messages.en.ts";

// The pages drawn here are English-only so far: they get the frame's English words, compiled once.
i18nFor("en").load("en", compileCatalog(common));

/**
 * Part of a page rendered on the server from the API's answers for this viewer (issue 25), inside the
 * providers the app gives every page, so that it is the markup the app itself draws (see FirstView).
 */
export function renderFirstView(pathname: string, view: ReactNode): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[pathname]}>
      <I18nProvider i18n={i18nFor("en")}>
        <QueryClientProvider client={new QueryClient()}>
          <AuthProvider>
            <MembershipDialogProvider>{view}</MembershipDialogProvider>
          </AuthProvider>
        </QueryClientProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
}
