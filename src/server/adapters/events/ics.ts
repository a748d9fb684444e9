import ical from "node-ical";
import { categorize, type SourceEvent } from "./types.ts";

const HORIZON_DAYS = 60;

/** Events of an iCalendar feed, with weekly and other RRULEs expanded over the next 60 days (time zones respected). */
export function eventsFromIcs(body: string, sourceUrl: string, now = new Date()): SourceEvent[] {
  const calendar = ical.sync.parseICS(body);
  const horizon = new Date(now.getTime() + HORIZON_DAYS * 86_400_000);
  const found: SourceEvent[] = [];
  for (const component of Object.values(calendar)) {
    if (!component || component.type !== "VEVENT") continue;
    const event = component as ical.VEvent;
    const title = String(event.summary ?? "").trim();
    if (!title || !event.start) continue;
    const description = String(event.description ?? "").trim();
    const venueName = String(event.location ?? "").trim();
    const starts = event.rrule ? event.rrule.between(now, horizon, true) : [new Date(event.start)];
    for (const startsAt of starts) {
      found.push({
        title,
        description,
        category: categorize(venueName, title, description, Array.isArray(event.categories) ? event.categories.join(" ") : ""),
        venueName,
        startsAt,
        priceRange: null,
        imageUrl: null,
        tags: Array.isArray(event.categories) ? event.categories.slice(0, 5).map(String) : [],
        source: sourceUrl,
      });
    }
  }
  return found;
}
