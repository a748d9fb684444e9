import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { paths } from "../../shared/paths.ts";
import { SITE_NAME } from "../../shared/site.ts";
import { cn } from "../lib/cn.ts";
import { Button } from "../ui/button.tsx";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from "../ui/navigation-menu.tsx";
import { useLocalizedPath, useText } from "../i18n/text.tsx";
import { AccountMenu } from "./AccountMenu.tsx";
import type common from "./common.messages.en.ts";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { headerLinksAfter, headerLinksBefore, phoneMenuMoreLinks, profileLinks } from "./site-links.ts";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex h-10 items-center whitespace-nowrap rounded-md px-2 text-sm xl:px-3 font-medium text-foreground/80 hover:bg-accent hover:text-accent-foreground",
    isActive && "text-primary",
  );

/** A menu link to one of the site's pages, marked as the current page where it is. */
function PageLink({
  to,
  end = false,
  onClick,
  className,
  children,
}: {
  to: string;
  end?: boolean;
  onClick?: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <NavLink to={to} end={end} onClick={onClick} className={(state) => cn(navLinkClass(state), className)}>
      {children}
    </NavLink>
  );
}

export function Header() {
  const t = useText<typeof common>();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const native = usePopoverUntilTheAppRuns(menuId, setMenuOpen);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Any navigation closes the mobile menu (not the app's start: a menu opened before it stays open).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    setMenuOpen(false);
  }, [location.pathname]);

  // Escape closes it too, and gives focus back to the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur [anchor-name:--site-header]">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <DesktopNavigation native={native} />
        <div className="flex items-center gap-2">
          <LanguageSwitcher place="header" />
          <AccountMenu />
          {/* Until the app runs, the button opens the menu as a native popover; then the app's state does. */}
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="group lg:hidden"
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            aria-expanded={native ? undefined : menuOpen}
            aria-controls={menuId}
            popoverTarget={native ? menuId : undefined}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Menu aria-hidden className="group-aria-expanded:hidden" />
            <X aria-hidden className="hidden group-aria-expanded:block" />
          </Button>
        </div>
      </div>
      <MobileNavigation id={menuId} open={menuOpen} native={native} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}

/**
 * True until the app runs: until then a menu opens as a native popover (no script needed); then the app's
 * state takes over, open if the reader had opened it.
 */
function usePopoverUntilTheAppRuns(id: string, setOpen: (open: boolean) => void): boolean {
  const [native, setNative] = useState(true);
  useEffect(() => {
    setOpen(isOpenPopover(document.getElementById(id)));
    setNative(false);
  }, [id, setOpen]);
  return native;
}

function isOpenPopover(element: HTMLElement | null): boolean {
  try {
    return element?.matches(":popover-open") ?? false;
  } catch {
    // A browser without popovers: nothing was opened.
    return false;
  }
}

/** The native Profiles popover under its trigger, as the navigation menu places its own (where anchor positioning is supported; else centred). */
const BELOW_THE_TRIGGER =
  "[position-anchor:--profiles-trigger] supports-[top:anchor(bottom)]:m-0 supports-[top:anchor(bottom)]:[right:auto] supports-[top:anchor(bottom)]:[bottom:auto] " +
  "supports-[top:anchor(bottom)]:[top:calc(anchor(bottom)+0.5rem)] supports-[top:anchor(bottom)]:[left:anchor(left)]";

/** A native popover just under the header (where anchor positioning is supported; else under a header at the top). */
const UNDER_THE_HEADER = "inset-x-0 top-16 bottom-auto m-0 w-full [position-anchor:--site-header] supports-[top:anchor(bottom)]:[top:anchor(bottom)]";

function Logo() {
  const t = useText<typeof common>();
  const localized = useLocalizedPath();
  return (
    <Link to={localized(paths.home)} className="flex items-center gap-2 font-display text-xl font-bold text-secondary" aria-label={t("site.home")}>
      <span aria-hidden className="grid size-9 place-items-center rounded-full bg-primary text-base text-primary-foreground">
        W
      </span>
      <span>{SITE_NAME}</span>
    </Link>
  );
}

function DesktopNavigation({ native }: { native: boolean }) {
  const t = useText<typeof common>();
  const localized = useLocalizedPath();
  const profilesMenuId = useId();
  return (
    <NavigationMenu aria-label={t("nav.main")} className="hidden lg:flex">
      <NavigationMenuList>
        {headerLinksBefore.map((link) => (
          <NavigationMenuItem key={link.to}>
            <PageLink to={localized(link.to)} end>
              {t(link.label)}
            </PageLink>
          </NavigationMenuItem>
        ))}
        <NavigationMenuItem>
          {/* Until the app runs, the trigger opens a native popover with the same links; then the navigation menu does. */}
          <NavigationMenuTrigger popoverTarget={native ? profilesMenuId : undefined} className="[anchor-name:--profiles-trigger]">
            {t("nav.profiles")}
            <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
          </NavigationMenuTrigger>
          {native ? (
            <div id={profilesMenuId} popover="auto" className={cn("m-auto w-56 rounded-lg border bg-card p-2 text-foreground shadow-lg", BELOW_THE_TRIGGER)}>
              <ProfileLinks />
            </div>
          ) : null}
          <NavigationMenuContent>
            <ProfileLinks menu />
          </NavigationMenuContent>
        </NavigationMenuItem>
        {headerLinksAfter.map((link) => (
          <NavigationMenuItem key={link.to}>
            <PageLink to={localized(link.to)}>{t(link.short ?? link.label)}</PageLink>
          </NavigationMenuItem>
        ))}
      </NavigationMenuList>
    </NavigationMenu>
  );
}

/** Wing Women and Wing Men with their descriptions: the Profiles dropdown's links (`menu`: inside the navigation menu). */
function ProfileLinks({ menu = false }: { menu?: boolean }) {
  const t = useText<typeof common>();
  const localized = useLocalizedPath();
  return (
    <ul className="grid gap-1">
      {profileLinks.map((link) => {
        const anchor = (
          <Link to={localized(link.to)} className="block rounded-md p-3 hover:bg-accent">
            <span className="block text-sm font-semibold">{t(link.label)}</span>
            <span className="block text-xs text-muted-foreground">{t(link.description)}</span>
          </Link>
        );
        return <li key={link.to}>{menu ? <NavigationMenuLink asChild>{anchor}</NavigationMenuLink> : anchor}</li>;
      })}
    </ul>
  );
}

function MobileNavigation({ id, open, native, onNavigate }: { id: string; open: boolean; native: boolean; onNavigate: () => void }) {
  const t = useText<typeof common>();
  const localized = useLocalizedPath();
  // A phone has no room for the footer's links beside the page: the menu carries the pages people look for.
  const links = [...headerLinksBefore, ...profileLinks, ...headerLinksAfter, ...phoneMenuMoreLinks];
  return (
    <nav
      id={id}
      aria-label={t("nav.mobile")}
      hidden={native ? undefined : !open}
      popover={native ? "auto" : undefined}
      className={cn("max-h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-background lg:hidden", native && UNDER_THE_HEADER)}
    >
      <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3">
        {links.map((link) => (
          <li key={link.to}>
            <PageLink to={localized(link.to)} end onClick={onNavigate} className="w-full">
              {t(link.label)}
            </PageLink>
          </li>
        ))}
        <li>
          <LanguageSwitcher place="menu" />
        </li>
      </ul>
    </nav>
  );
}
