import { pathInLocale, withoutLocale, type Locale } from "./i18n/locales.ts";

/**
 * Every route of the spec's route table (§2), in one place: the web router, the links and the
 * server's "is this a page of ours?" check (a known path gets the app with 200, anything else 404)
 * all read from here.
 */

export const paths = {
  home: "/",
  about: "/about",
  wingWomen: "/profiles",
  wingMen: "/men-profiles",
  services: "/services",
  howItWorks: "/how-it-works",
  pricing: "/pricing",
  contact: "/contact",
  franchise: "/franchise",
  events: "/events",
  socialTips: "/social-tips",
  rizz: "/rizz",
  hiring: "/hiring",
  becomeMember: "/become-member",
  vipSignup: "/vip-signup",
  terms: "/terms",
  privacy: "/privacy",
  admin: "/admin",
  userProfile: "/user-profile",
  /** Password, membership, data and deletion: every signed-in account. */
  account: "/account",
  savedProfiles: "/saved-profiles",
  vipProfileManager: "/vip-profile-manager",
  auth: "/auth",
  booking: "/booking",
  /** After paying: waits for the membership to be active, then welcomes the member. */
  membershipWelcome: "/membership/welcome",
  messages: "/messages",
  myBookings: "/my-bookings",
  /** A companion's own sessions, conversations and availability. */
  workspace: "/workspace",
  /** The sandbox payment provider's pages (no real money). */
  sandboxPortal: "/sandbox/portal",
} as const;

/** A companion's detail page: men's ids start with "m" (m1..m6) and live under /men-profiles. */
export function companionPath(id: string): string {
  return isMenCompanionId(id) ? `${paths.wingMen}/${encodeURIComponent(id)}` : `${paths.wingWomen}/${encodeURIComponent(id)}`;
}

export function isMenCompanionId(id: string): boolean {
  return /^m\d+$/.test(id);
}

/** The query parameter naming a package: the booking form opens with it chosen, the consultation request names it. */
export const PACKAGE_PARAM = "package";

/** The booking form for a companion; `sessionType`: the package it opens with chosen. */
export function bookingPath(companionId: string, companionName?: string, sessionType?: string | null): string {
  const base = `${paths.booking}/${encodeURIComponent(companionId)}`;
  const query = new URLSearchParams();
  if (companionName) query.set("name", companionName);
  if (sessionType) query.set(PACKAGE_PARAM, sessionType);
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

/** One booking's page: status, payment, reschedule and cancel. A guest's link carries a signed token. */
export function bookingManagePath(bookingId: string, token?: string | null): string {
  const base = `/bookings/${encodeURIComponent(bookingId)}`;
  return token ? `${base}?${new URLSearchParams({ token })}` : base;
}

/** A page's full address in a reader's language, for a mail or a payment provider: `${publicUrl}/es/auth`. */
export function pageLink(publicUrl: string, path: string, locale: Locale): string {
  return `${publicUrl}${pathInLocale(path, locale)}`;
}

/**
 * A place on this site to send someone back to (`?next=`, a checkout's way back), or null: only a path of
 * ours, never another site's ("//evil.example" and "/\evil.example" both leave the site in a browser).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500 || !value.startsWith("/")) return null;
  const unsafe = (char: string) => char === "\\" || char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127;
  if (value.startsWith("//") || [...value].some(unsafe)) return null;
  return value;
}

/** The search a list of profiles is opened with from a "Book" link that names no companion: it says to choose one. */
export const CHOOSE_TO_BOOK = { key: "book", value: "choose" } as const;

/** The list of wing women asking to choose a companion to book, with the package to book when one was chosen. */
export function chooseToBookPath(sessionType?: string | null): string {
  const query = new URLSearchParams({ [CHOOSE_TO_BOOK.key]: CHOOSE_TO_BOOK.value });
  if (sessionType) query.set(PACKAGE_PARAM, sessionType);
  return `${paths.wingWomen}?${query}`;
}

/** The search a list of profiles is opened with when the profile asked for is not on it (unknown id, or the other list's). */
export const PROFILE_NOT_FOUND = { key: "notFound", value: "profile" } as const;

/** The screen's own link form; /vip-profiles/{id} (the route table's form) shows the same page. */
export function vipProfilePath(id: string): string {
  return `/vip-profile/${encodeURIComponent(id)}`;
}

/** Public pages that need no signed-in user, each in English and in Spanish (under /es/). */
const publicPaths: readonly string[] = [
  paths.home,
  paths.about,
  paths.wingWomen,
  paths.wingMen,
  paths.services,
  paths.howItWorks,
  paths.pricing,
  paths.contact,
  paths.franchise,
  paths.events,
  paths.socialTips,
  paths.rizz,
  paths.hiring,
  paths.becomeMember,
  paths.vipSignup,
  paths.terms,
  paths.privacy,
  paths.auth,
];

/** The staff's screens stay in English (the admin dashboard is the team's own tool); every other page has a Spanish edition under /es/. */
const englishOnlyPaths = new Set<string>([paths.admin, paths.workspace]);

/** True when a path (query and hash ignored, either language) has a Spanish edition. */
export function hasSpanishEdition(path: string): boolean {
  const englishPath = withoutLocale(trimmedPathname(path));
  return !englishOnlyPaths.has(englishPath) && isEnglishAppPath(englishPath);
}

/** The public pages and their Spanish editions (the sitemap lists them). */
export const publicPagePaths: string[] = [...publicPaths, ...publicPaths.map((path) => pathInLocale(path, "es"))];

/** The pathname alone, without query, hash or trailing slash. */
function trimmedPathname(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

const staticPaths = new Set<string>(Object.values(paths));

/** One path segment: anything but a slash, not empty. */
const dynamicPatterns = [
  /^\/profiles\/[^/]+$/,
  /^\/men-profiles\/[^/]+$/,
  /^\/booking\/[^/]+$/,
  /^\/bookings\/[^/]+$/,
  /^\/vip-profiles?\/[^/]+$/,
  /^\/sandbox\/checkout\/[^/]+$/,
];

/** True when the path (without query, trailing slash ignored) is a page of the route table. */
export function isKnownAppPath(pathname: string): boolean {
  const trimmed = trimmedPathname(pathname);
  if (withoutLocale(trimmed) !== trimmed) return hasSpanishEdition(trimmed);
  return isEnglishAppPath(trimmed);
}

function isEnglishAppPath(trimmed: string): boolean {
  return staticPaths.has(trimmed) || dynamicPatterns.some((pattern) => pattern.test(trimmed));
}
