/**
 * Facts about the business that pages, structured data and the sitemap share (spec §1, §9).
 */
export const SITE_NAME = "Wingmate";
export const SOCIAL_IMAGE_PATH = "/images/social-card.jpg";
/** Opening hours for structured data; the footer shows them as "9:00 AM - 11:00 PM". */
export const BUSINESS_HOURS = { opens: "09:00", closes: "23:00" } as const;
/**
 * The counts the site states about itself, computed from its data (the visible catalogue), never written
 * by hand: the spec's "300+ companions" and "34 areas" were not so. See features/companions/site-facts.
 */
export const SITE_FACT_IDS = ["companions", "wingWomen", "areas"] as const;
export type SiteFactId = (typeof SITE_FACT_IDS)[number];
export type SiteFacts = Record<SiteFactId, number>;

/**
 * A figure on the home and About pages: a count from the data (`fact`), or the operator's own claim
 * (`value`), stated once here so that every page states it the same way. `id` names the label in the
 * marketing catalog ("figures.<id>").
 */
export type MarketingFigure =
  { id: "companions" | "wingWomen" | "areas"; fact: SiteFactId } | { id: "successRate" | "satisfaction" | "support"; value: string };
export const MARKETING_FIGURES: readonly MarketingFigure[] = [
  { id: "companions", fact: "companions" },
  { id: "areas", fact: "areas" },
  { id: "successRate", value: "98%" },
  { id: "satisfaction", value: "95%" },
];
/** The About page's figures; support is stated with the hours it is answered (BUSINESS_HOURS, in its label). */
export const MORE_MARKETING_FIGURES: readonly MarketingFigure[] = [
  { id: "wingWomen", fact: "wingWomen" },
  { id: "satisfaction", value: "95%" },
  { id: "support", value: "7" },
  { id: "areas", fact: "areas" },
];
export const FRANCHISE_INVESTMENT_DOLLARS = 25_000;
