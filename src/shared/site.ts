/**
 * Facts about the business that pages, structured data and the sitemap share (spec §1, §9).
 * Absolute URLs in prerendered HTML use SITE_ORIGIN_PLACEHOLDER; the server swaps in PUBLIC_URL when it
 * loads the build, so one build serves any domain.
 */
export const SITE_NAME = "Wingmate";
export const SITE_ORIGIN_PLACEHOLDER = "https://wingmate-origin.invalid";
export const SOCIAL_IMAGE_PATH = "/images/social-card.jpg";
/** Opening hours for structured data; the footer shows them as "9:00 AM - 11:00 PM". */
export const BUSINESS_HOURS = { opens: "09:00", closes: "23:00" } as const;
/** The spec's marketing figures (§1); `id` names the label in the marketing catalog ("figures.<id>"). */
export const MARKETING_FIGURES = [
  { value: "300+", id: "companions" },
  { value: "34", id: "areas" },
  { value: "98%", id: "successRate" },
  { value: "1,000+", id: "members" },
] as const;
/** The spec's other claims (§1), shown on the About page. */
export const MORE_MARKETING_FIGURES = [
  { value: "100+", id: "wingWomen" },
  { value: "95%", id: "satisfaction" },
  { value: "24/7", id: "support" },
  { value: "34", id: "areas" },
] as const;
export const FRANCHISE_INVESTMENT_DOLLARS = 25_000;

/** The site's origin: the page's own in the browser, the placeholder while prerendering. */
export function siteOrigin(): string {
  return typeof window === "undefined" ? SITE_ORIGIN_PLACEHOLDER : window.location.origin;
}
