import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ComponentProps, type MouseEvent, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { localeOfPath, pathInLocale } from "../../shared/i18n/locales.ts";
import { paths } from "../../shared/paths.ts";
import { useAuth } from "../session/AuthProvider.tsx";

interface MembershipDialogControls {
  openMembershipDialog(tab?: "login" | "signup"): void;
}

const MembershipDialogContext = createContext<MembershipDialogControls | null>(null);

export function useMembershipDialog(): MembershipDialogControls {
  const context = useContext(MembershipDialogContext);
  if (!context) throw new Error("useMembershipDialog must be used within a MembershipDialogProvider");
  return context;
}

// The dialog (forms, validation, tabs) is fetched the first time someone opens it, not with every page.
const MembershipDialogWindow = lazy(() => import("./MembershipDialogWindow.tsx"));

export function MembershipDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<"login" | "signup">("login");
  const openMembershipDialog = useCallback((initialTab: "login" | "signup" = "login") => {
    setTab(initialTab);
    setOpened(true);
    setOpen(true);
  }, []);
  const controls = useMemo(() => ({ openMembershipDialog }), [openMembershipDialog]);
  return (
    <MembershipDialogContext.Provider value={controls}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <MembershipDialogWindow open={open} onOpenChange={setOpen} tab={tab} onTabChange={setTab} />
        </Suspense>
      ) : null}
    </MembershipDialogContext.Provider>
  );
}

/**
 * Where the membership dialog leads, as a page: a visitor signs up (then pays, §4) and comes back here; a
 * signed-in non-member goes on to the membership's sign-up and payment; a member to the account's page.
 */
export function membershipPath(here: string, signedIn: boolean, member: boolean): string {
  const locale = localeOfPath(here);
  if (member) return pathInLocale(paths.account, locale);
  if (signedIn) return pathInLocale(paths.vipSignup, locale);
  return `${pathInLocale(paths.auth, locale)}?${new URLSearchParams({ tab: "signup", next: here })}`;
}

/**
 * "Join VIP" and its kind: a link to the page the membership dialog leads to, so it works before the app
 * has started; once the app runs, it opens the dialog in place instead.
 */
export function MembershipLink({ tab, onClick, ...props }: { tab: "login" | "signup" } & Omit<ComponentProps<typeof Link>, "to">) {
  const { user, isMember } = useAuth();
  const { pathname, search } = useLocation();
  const { openMembershipDialog } = useMembershipDialog();
  const open = (click: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(click);
    if (click.defaultPrevented || click.metaKey || click.ctrlKey || click.shiftKey || click.button !== 0) return;
    click.preventDefault();
    openMembershipDialog(tab);
  };
  return <Link to={membershipPath(pathname + search, user !== null, isMember)} onClick={open} {...props} />;
}
