import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { useAuth } from "../session/AuthProvider.tsx";
import { useText } from "../i18n/text.tsx";
import type common from "./common.messages.en.ts";
import { loginHref, loginLinkClass } from "./login-link.ts";

// The signed-in menu (a dropdown with its positioning and focus code) loads only for signed-in users.
const SignedInMenu = lazy(() => import("./SignedInMenu.tsx"));
// While the signed-in menu's code loads.
const placeholder = <span aria-hidden className="inline-block h-9 w-16" />;

/** The header's right side: Login for visitors, the avatar menu for signed-in users (§2 Header). */
export function AccountMenu() {
  const auth = useAuth();
  const location = useLocation();
  const t = useText<typeof common>();
  if (auth.loading) return placeholder;
  if (!auth.user) {
    return (
      <Link to={loginHref(location.pathname, location.search)} className={loginLinkClass}>
        {t("nav.login")}
      </Link>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <SignedInMenu />
    </Suspense>
  );
}
