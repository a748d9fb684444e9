import { localeOfPath, pathInLocale, withoutLocale } from "../../shared/i18n/locales.ts";
import { paths } from "../../shared/paths.ts";
import { buttonVariants } from "../ui/button.tsx";

/** The header's Login link for a visitor on `pathname`: to the sign-in page, and back here afterwards. */
export function loginHref(pathname: string, search = ""): string {
  const signIn = pathInLocale(paths.auth, localeOfPath(pathname));
  return withoutLocale(pathname) === paths.auth ? signIn : `${signIn}?next=${encodeURIComponent(pathname + search)}`;
}

/**
 * Its look: the small primary button (the server draws the same link into a visitor's page). Its classes do not
 * conflict, so they are not merged: merging here would build tailwind-merge's tables while the modules load.
 */
export const loginLinkClass = buttonVariants({ size: "sm" });
