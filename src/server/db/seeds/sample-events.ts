import { floridaTimeToUtc, floridaToday } from "../../../shared/bookings.ts";
import { CATEGORY_IMAGES, SAMPLE_EVENT_SOURCE } from "../../../shared/events.ts";
import type { SourceEvent } from "../../adapters/events/types.ts";
import type { EventCategory } from "../schema.ts";

interface VenueNight {
  title: string;
  venueName: string;
  area: string;
  category: EventCategory;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  time: string;
  priceRange: string;
  tags: string[];
  description: string;
  /** The Spanish title and description, for the few nights written in Spanish (the others show the English, marked). */
  spanish?: { title: string; description: string };
}

/**
 * Sample data: invented weekly nights at invented venues in the footer's areas, so a new site's events page
 * has something to show. Labelled "Sample event" on the page; part of the sample data set (../sample-data.ts).
 */
const VENUE_NIGHTS: VenueNight[] = [
  {
    title: "Brickell After-Work Social",
    venueName: "The Sable Room",
    area: "Brickell",
    category: "lounge",
    weekday: 3,
    time: "18:00",
    priceRange: "Free entry",
    tags: ["networking", "cocktails", "after work"],
    description: "A relaxed mid-week mixer for professionals new to Brickell: small tables, good music, easy introductions.",
    spanish: {
      title: "Afterwork social en Brickell",
      description: "Un encuentro relajado entre semana para profesionales recién llegados a Brickell: mesas pequeñas, buena música y presentaciones fáciles.",
    },
  },
  {
    title: "Wynwood Gallery Night",
    venueName: "Canvas & Co. Gallery",
    area: "Wynwood",
    category: "art/culture",
    weekday: 6,
    time: "19:00",
    priceRange: "Free",
    tags: ["art", "gallery", "live painting"],
    description: "New shows from local artists, live painting and a crowd that loves talking about what they see.",
    spanish: {
      title: "Noche de galerías en Wynwood",
      description: "Nuevas exposiciones de artistas locales, pintura en vivo y un público al que le encanta hablar de lo que ve.",
    },
  },
  {
    title: "Las Olas Jazz & Wine",
    venueName: "Blue Cypress Wine Bar",
    area: "Las Olas",
    category: "bar",
    weekday: 4,
    time: "20:00",
    priceRange: "$10 cover",
    tags: ["jazz", "wine", "live music"],
    description: "A trio plays standards while the bar pours Spanish and Italian wines. Quiet enough to talk.",
  },
  {
    title: "South Beach Rooftop Sunset",
    venueName: "Aqua Terrace Rooftop",
    area: "Miami Beach",
    category: "lounge",
    weekday: 5,
    time: "18:00",
    priceRange: "$15 - $25",
    tags: ["rooftop", "sunset", "DJ"],
    description: "Golden-hour views over the ocean with a soft house DJ set; the friendliest crowd of the week.",
  },
  {
    title: "Coconut Grove Supper Club",
    venueName: "Mangrove Table",
    area: "Coconut Grove",
    category: "restaurant",
    weekday: 2,
    time: "19:00",
    priceRange: "$65 prix fixe",
    tags: ["dinner", "communal table", "chef's menu"],
    description: "A communal four-course dinner: twelve strangers, one long table, and a chef who tells the story of each dish.",
  },
  {
    title: "Hollywood Beach Salsa Night",
    venueName: "Broadwalk Bandstand",
    area: "Hollywood Beach",
    category: "nightclub",
    weekday: 5,
    time: "21:00",
    priceRange: "$10",
    tags: ["salsa", "dance class", "live band"],
    description: "A free beginner lesson at nine, then a live band until late. Nobody stays a wallflower for long.",
  },
  {
    title: "Brickell Trivia Night",
    venueName: "The Tap & Ledger",
    area: "Brickell",
    category: "bar",
    weekday: 2,
    time: "20:00",
    priceRange: "Free",
    tags: ["trivia", "teams", "craft beer"],
    description: "Teams of up to six; come alone and the host will place you with a friendly table.",
  },
  {
    title: "Wynwood Late-Night House Party",
    venueName: "Volt Warehouse",
    area: "Wynwood",
    category: "nightclub",
    weekday: 6,
    time: "23:00",
    priceRange: "$20 - $35",
    tags: ["house", "DJ", "late night"],
    description: "Two rooms of house and disco in a converted warehouse, with a mural-lined patio to cool off.",
  },
  {
    title: "Las Olas Chef's Counter Tasting",
    venueName: "Riverfront Kitchen",
    area: "Las Olas",
    category: "restaurant",
    weekday: 4,
    time: "19:00",
    priceRange: "$90",
    tags: ["tasting menu", "wine pairing", "chef's counter"],
    description: "Eight small plates at the counter, with the chef explaining each one: conversation guaranteed.",
  },
  {
    title: "Miami Beach Museum Late",
    venueName: "Bayfront Art Museum",
    area: "Miami Beach",
    category: "art/culture",
    weekday: 4,
    time: "18:00",
    priceRange: "$15",
    tags: ["museum", "talks", "music"],
    description: "The galleries stay open late with short curator talks, a DJ in the courtyard and a cash bar.",
  },
  {
    title: "Coconut Grove Speakeasy Evening",
    venueName: "The Banyan Door",
    area: "Coconut Grove",
    category: "lounge",
    weekday: 5,
    time: "21:00",
    priceRange: "$12 - $18 cocktails",
    tags: ["speakeasy", "cocktails", "vintage jazz"],
    description: "Find the unmarked door, say the password on the chalkboard outside, and settle into velvet booths.",
  },
  {
    title: "Brickell Sunday Brunch Club",
    venueName: "Palma Brasserie",
    area: "Brickell",
    category: "restaurant",
    weekday: 0,
    time: "11:00",
    priceRange: "$45",
    tags: ["brunch", "bottomless", "social"],
    description: "Long brunch tables set aside for people meeting new friends, with a host who makes introductions.",
  },
];

/** The next occurrence of each venue night within `days` from today (Florida time), always ahead of now. */
export function sampleEvents(now = new Date(), days = 21): SourceEvent[] {
  const today = floridaToday(now);
  const found: SourceEvent[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = floridaToday(new Date(new Date(`${today}T12:00:00Z`).getTime() + offset * 86_400_000));
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    for (const night of VENUE_NIGHTS.filter((item) => item.weekday === weekday)) {
      const startsAt = floridaTimeToUtc(date, night.time);
      if (startsAt <= now) continue;
      const day = (locale: string) =>
        new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
      found.push({
        // A dated title keeps each week's night apart when titles are de-duplicated.
        title: `${night.title} · ${day("en-US")}`,
        description: `${night.description} ${night.area}.`,
        titleEs: night.spanish ? `${night.spanish.title} · ${day("es-US")}` : null,
        descriptionEs: night.spanish ? `${night.spanish.description} ${night.area}.` : null,
        category: night.category,
        venueName: night.venueName,
        startsAt,
        priceRange: night.priceRange,
        imageUrl: CATEGORY_IMAGES[night.category],
        tags: night.tags,
        source: SAMPLE_EVENT_SOURCE,
      });
    }
  }
  return found;
}
