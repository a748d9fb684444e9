import { load } from "cheerio";
import { categorize, type SourceEvent } from "./types.ts";

const EVENT_TYPES =
  /^(Event|MusicEvent|SocialEvent|FoodEvent|Festival|TheaterEvent|ComedyEvent|DanceEvent|ExhibitionEvent|ScreeningEvent|LiteraryEvent|VisualArtsEvent)$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const typesOf = (node: Json): string[] => (Array.isArray(node["@type"]) ? node["@type"].map(String) : [String(node["@type"] ?? "")]);

/** Every object in a JSON-LD block: top-level arrays and @graph lists included. */
function nodes(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (!isObject(value)) return [];
  return [value, ...nodes(value["@graph"])];
}

function priceOf(offers: unknown): string | null {
  const offer = Array.isArray(offers) ? offers[0] : offers;
  if (!isObject(offer)) return null;
  const price = offer.price ?? offer.lowPrice;
  if (price === undefined || price === null || price === "") return null;
  return Number(price) === 0 ? "Free" : `$${price}${offer.highPrice ? ` - $${String(offer.highPrice)}` : ""}`;
}

function imageOf(image: unknown): string | null {
  const first = Array.isArray(image) ? image[0] : image;
  if (typeof first === "string") return first;
  return isObject(first) ? text(first.url) || null : null;
}

/** schema.org Event JSON-LD in a web page (single events, arrays, @graph); broken blocks are skipped. */
export function eventsFromJsonLd(html: string, sourceUrl: string): SourceEvent[] {
  const $ = load(html);
  const found: SourceEvent[] = [];
  $('script[type="application/ld+json"]').each((_, element) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse($(element).text());
    } catch {
      return; // one broken block never hides the others
    }
    for (const node of nodes(parsed)) {
      if (!typesOf(node).some((type) => EVENT_TYPES.test(type))) continue;
      const title = text(node.name);
      const startsAt = new Date(text(node.startDate));
      if (!title || Number.isNaN(startsAt.getTime())) continue;
      const place = isObject(node.location) ? node.location : {};
      const venueName = text(place.name);
      const description = text(node.description);
      const keywords =
        typeof node.keywords === "string"
          ? node.keywords
              .split(",")
              .map((word) => word.trim())
              .filter(Boolean)
          : [];
      found.push({
        title,
        description,
        category: categorize(typesOf(place).join(" "), venueName, title, description),
        venueName,
        startsAt,
        priceRange: priceOf(node.offers),
        imageUrl: imageOf(node.image),
        tags: keywords.slice(0, 5),
        source: sourceUrl,
      });
    }
  });
  return found;
}
