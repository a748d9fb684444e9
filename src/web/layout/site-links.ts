import { paths } from "../../shared/paths.ts";
import type common from "./common.messages.en.ts";

type Label = keyof typeof common;

/** The header's links (§2 Header); the Profiles dropdown holds the two lists. Labels are message ids. */
export const profileLinks = [
  { to: paths.wingWomen, label: "nav.wingWomen", description: "nav.wingWomen.description" },
  { to: paths.wingMen, label: "nav.wingMen", description: "nav.wingMen.description" },
] as const satisfies readonly { to: string; label: Label; description: Label }[];

export const headerLinksBefore = [
  { to: paths.home, label: "nav.home" },
  { to: paths.about, label: "nav.about" },
] as const satisfies readonly { to: string; label: Label }[];

/** `short`: the label where the desktop header has little room for it (the phone menu says it whole). */
export const headerLinksAfter: readonly { to: string; label: Label; short?: Label }[] = [
  { to: paths.howItWorks, label: "nav.howItWorks" },
  { to: paths.pricing, label: "nav.pricing" },
  { to: paths.booking, label: "nav.book" },
  { to: paths.events, label: "nav.events", short: "nav.events.short" },
  { to: paths.rizz, label: "nav.rizz" },
];

/** Footer coverage areas (§1): place names, the same in every language. */
export const coverageAreas = ["Hollywood Beach", "Las Olas", "Miami Beach", "Wynwood", "Brickell", "Coconut Grove"] as const;

export const footerExploreLinks = [
  { to: paths.services, label: "nav.services" },
  { to: paths.pricing, label: "nav.pricing" },
  { to: paths.events, label: "nav.events" },
  { to: paths.socialTips, label: "nav.socialTips" },
  { to: paths.becomeMember, label: "nav.vipMembership" },
  { to: paths.hiring, label: "nav.hiring" },
  { to: paths.franchise, label: "nav.franchise" },
  { to: paths.contact, label: "nav.contact" },
] as const satisfies readonly { to: string; label: Label }[];

/** The phone menu adds these after the header's links (a phone reaches them without the footer). */
const phoneMenuPaths = new Set<string>([paths.services, paths.socialTips, paths.becomeMember]);
export const phoneMenuMoreLinks = footerExploreLinks.filter((link) => phoneMenuPaths.has(link.to));
