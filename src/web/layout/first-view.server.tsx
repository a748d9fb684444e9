import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { AuthProvider } from "../session/AuthProvider.tsx";
import { MembershipDialogProvider } from "./MembershipDialog.tsx";

/**
 * Part of a page rendered on the server from the API's answers for this viewer (issue 25), inside the
 * providers the app gives every page, so that it is the markup the app itself draws (see FirstView).
 */
export function renderFirstView(pathname: string, view: ReactNode): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[pathname]}>
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <MembershipDialogProvider>{view}</MembershipDialogProvider>
        </AuthProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
