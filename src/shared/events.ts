/** Event rules both sides use (§9 Events). */
export const EVENT_CATEGORIES = ["bar", "lounge", "nightclub", "restaurant", "art/culture"] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
/** The page's filter buttons (§9), with one for art and culture too: those events exist. */
export const EVENT_FILTERS = ["all", ...EVENT_CATEGORIES] as const;
export const EVENT_CAP = 15;
/** `events.source` of what staff wrote on the dashboard (otherwise a source's URL, or the sample data set's). */
export const ADMIN_EVENT_SOURCE = "admin";
export const SAMPLE_EVENT_SOURCE = "sample";

/** The second step of the image chain (§4): each category's own picture (files in public/images/events). */
export const CATEGORY_IMAGES: Record<EventCategory, string> = {
  bar: "/images/events/bar.svg",
  lounge: "/images/events/lounge.svg",
  nightclub: "/images/events/nightclub.svg",
  restaurant: "/images/events/restaurant.svg",
  "art/culture": "/images/events/art.svg",
};
export const MAX_CARD_TAGS = 3;

export interface EventLike {
  title: string;
  startsAt: string | Date;
}

const titleKey = (title: string) => title.trim().toLowerCase();

/** Only events that have not started, de-duplicated by title (case-insensitive, trimmed), soonest first. */
export function futureUnique<T extends EventLike>(items: T[], now = new Date()): T[] {
  const seen = new Set<string>();
  return [...items]
    .filter((item) => new Date(item.startsAt).getTime() >= now.getTime())
    .sort((a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime())
    .filter((item) => {
      const key = titleKey(item.title);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The cap applies before the category filter (§9): a filter shows what is left of the 15. */
export function visibleEvents<T extends EventLike & { category: string }>(items: T[], filter: string, now = new Date()): T[] {
  const capped = futureUnique(items, now).slice(0, EVENT_CAP);
  return filter === "all" ? capped : capped.filter((item) => item.category === filter);
}

/**
 * How well two members' interests match: the Jaccard index of the two sets (shared / all distinct),
 * compared case-insensitively. 0 for disjoint or empty sets, 1 for identical ones, symmetric.
 */
export function matchScore(a: readonly string[], b: readonly string[]): number {
  const left = new Set(a.map((item) => item.trim().toLowerCase()).filter(Boolean));
  const right = new Set(b.map((item) => item.trim().toLowerCase()).filter(Boolean));
  const union = new Set([...left, ...right]);
  if (union.size === 0) return 0;
  let shared = 0;
  for (const item of left) if (right.has(item)) shared += 1;
  return shared / union.size;
}

export { titleKey as eventTitleKey };
