import type { EventCategory } from "../../../shared/events.ts";

/** An event as a source describes it, before it is stored. */
export interface SourceEvent {
  title: string;
  description: string;
  category: EventCategory;
  venueName: string;
  startsAt: Date;
  priceRange: string | null;
  imageUrl: string | null;
  tags: string[];
  source: string;
  /** The Spanish title and description, when the source has them (the sample data set's few); null otherwise. */
  titleEs?: string | null;
  descriptionEs?: string | null;
}

/** The category from the venue type and the text (§3: bar, lounge, nightclub, restaurant, art/culture). */
export function categorize(...texts: (string | null | undefined)[]): EventCategory {
  const text = texts.filter(Boolean).join(" ").toLowerCase();
  if (/\b(nightclub|night club|club|dj|dance floor|dance party|techno|house music)\b/.test(text)) return "nightclub";
  if (/\b(lounge|rooftop|speakeasy|hookah)\b/.test(text)) return "lounge";
  if (/\b(restaurant|dinner|brunch|tasting|chef|food|supper)\b|wine pairing/.test(text)) return "restaurant";
  if (/\b(gallery|museum|arts?|exhibit\w*|theat(er|re)|film|opera|ballet|culture|poetry)\b/.test(text)) return "art/culture";
  return "bar";
}
