import { paths } from "../../shared/paths.ts";

/** The header's links (§2 Header); the Profiles dropdown holds the two lists. */
export const profileLinks = [
  { to: paths.wingWomen, label: "Wing Women", description: "Confident, friendly wing women across South Florida" },
  { to: paths.wingMen, label: "Wing Men", description: "Wing men for social coaching and events" },
] as const;

export const headerLinksBefore = [
  { to: paths.home, label: "Home" },
  { to: paths.about, label: "About" },
] as const;

export const headerLinksAfter = [
  { to: paths.howItWorks, label: "How It Works" },
  { to: paths.booking, label: "Book" },
  { to: paths.rizz, label: "Rizz" },
] as const;

/** Footer coverage areas and contact hours (§1). */
export const coverageAreas = ["Hollywood Beach", "Las Olas", "Miami Beach", "Wynwood", "Brickell", "Coconut Grove"] as const;
export const contactHours = "9:00 AM - 11:00 PM";

export const footerExploreLinks = [
  { to: paths.services, label: "Services" },
  { to: paths.pricing, label: "Pricing" },
  { to: paths.events, label: "Local Events" },
  { to: paths.socialTips, label: "Social Tips" },
  { to: paths.becomeMember, label: "VIP Membership" },
  { to: paths.hiring, label: "Join Our Team" },
  { to: paths.franchise, label: "Franchise" },
  { to: paths.contact, label: "Contact" },
] as const;
