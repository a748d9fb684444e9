import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { useAuth } from "../session/AuthProvider.tsx";
import { paths } from "../../shared/paths.ts";
import { Button } from "../ui/button.tsx";
import { useLocalizedPath, useText } from "../i18n/text.tsx";
import { withoutLocale } from "../../shared/i18n/locales.ts";
import type common from "./common.messages.en.ts";

// The signed-in menu (a dropdown with its positioning and focus code) loads only for signed-in users.
const SignedInMenu = lazy(() => import("./SignedInMenu.tsx"));
const placeholder = <span aria-hidden className="inline-block h-9 w-16" />;

/** The header's right side: Login for visitors, the avatar menu for signed-in users (§2 Header). */
export function AccountMenu() {
  const auth = useAuth();
  const location = useLocation();
  const t = useText<typeof common>();
  const localized = useLocalizedPath();
  if (auth.loading) return placeholder;
  if (!auth.user) {
    const next = withoutLocale(location.pathname) === paths.auth ? "" : `?next=${encodeURIComponent(location.pathname + location.search)}`;
    return (
      <Button asChild size="sm">
        <Link to={`${localized(paths.auth)}${next}`}>{t("nav.login")}</Link>
      </Button>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <SignedInMenu />
    </Suspense>
  );
}
