import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectEvents, readSource } from "./refresh.server.ts";

const now = new Date("2026-11-22T12:00:00Z");
const page = (blocks: string[]) =>
  `<!doctype html><html><head>${blocks.map((block) => `<script type="application/ld+json">${block}</script>`).join("")}</head><body></body></html>`;

const single = JSON.stringify({
  "@context": "https://schema.org",
  "@type": "MusicEvent",
  name: "Jazz on the River",
  startDate: "2026-12-04T20:00:00-05:00",
  description: "A quartet plays by the water.",
  location: { "@type": "BarOrPub", name: "River Bar" },
  offers: { price: "15" },
  image: ["https://example.com/jazz.jpg"],
  keywords: "jazz, live music",
});
const graph = JSON.stringify({
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "WebPage", name: "Listing" },
    { "@type": ["Event", "SocialEvent"], name: "Rooftop Mixer", startDate: "2026-12-05T18:00:00-05:00", location: { "@type": "Place", name: "Sky Lounge" } },
  ],
});
const array = JSON.stringify([
  { "@type": "Event", name: "Gallery Opening", startDate: "2026-12-06T19:00:00-05:00", location: { name: "Wynwood Art Gallery" } },
  { "@type": "Event", name: "No date here" },
  { "@type": "Event", startDate: "2026-12-07T19:00:00-05:00" },
]);

const ics = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "BEGIN:VTIMEZONE",
  "TZID:America/New_York",
  "BEGIN:STANDARD",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
  "BEGIN:VEVENT",
  "UID:salsa@example.com",
  "SUMMARY:Salsa Thursdays",
  "LOCATION:Havana Club Dance Floor",
  "DTSTART;TZID=America/New_York:20261022T210000",
  "DTEND;TZID=America/New_York:20261022T230000",
  "RRULE:FREQ=WEEKLY;BYDAY=TH",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");

let server: Server;
let base: string;
/** The slow source never answers by itself: its answers wait here until the tests are done. */
const unanswered: ServerResponse[] = [];
/** Called when the slow source has been asked (set by the test that waits for it). */
let slowAsked: () => void = () => undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/single") return response.end(page([single]));
    if (request.url === "/graph") return response.end(page([graph, "{ not json", array]));
    if (request.url === "/calendar.ics") {
      response.setHeader("content-type", "text/calendar");
      return response.end(ics);
    }
    if (request.url === "/broken") {
      response.statusCode = 500;
      return response.end("oops");
    }
    if (request.url === "/slow") {
      unanswered.push(response);
      return slowAsked();
    }
    if (request.url === "/huge") return response.end("x".repeat(3 * 1024 * 1024));
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const response of unanswered) response.end(page([single]));
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("JSON-LD pages", () => {
  it("reads a single event with its venue, price, image and tags", async () => {
    const [event] = await readSource(`${base}/single`, undefined, now);
    expect(event).toMatchObject({
      title: "Jazz on the River",
      venueName: "River Bar",
      priceRange: "$15",
      imageUrl: "https://example.com/jazz.jpg",
      tags: ["jazz", "live music"],
      category: "bar",
    });
    expect(event?.startsAt.toISOString()).toBe("2026-12-05T01:00:00.000Z");
  });

  it("reads @graph and arrays, skips a broken block and events without a name or date", async () => {
    const found = await readSource(`${base}/graph`, undefined, now);
    expect(found.map((event) => [event.title, event.category])).toEqual([
      ["Rooftop Mixer", "lounge"],
      ["Gallery Opening", "art/culture"],
    ]);
  });
});

describe("iCalendar feeds", () => {
  it("expands a weekly rule in Florida time, across the DST change", async () => {
    const found = await readSource(`${base}/calendar.ics`, undefined, now);
    expect(found.length).toBeGreaterThanOrEqual(8);
    expect(found[0]?.category).toBe("nightclub");
    // 9 PM Eastern standard time is 02:00 UTC the next day.
    expect(found.every((event) => event.startsAt.getUTCHours() === 2)).toBe(true);
  });
});

describe("bad sources", () => {
  it("skips broken, slow and huge sources, keeps the rest, and says how each went", async () => {
    const warnings: string[] = [];
    const logger = { warn: (details: object) => void warnings.push(JSON.stringify(details)) };
    const urls = [`${base}/broken`, `${base}/slow`, `${base}/huge`, `${base}/single`];
    // The test is the clock: the slow source's deadline passes once it has been asked (and it has not
    // answered); the others have no deadline at all, so how fast they answer cannot change the outcome.
    const slowDeadline = new AbortController();
    slowAsked = () => slowDeadline.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError"));
    const deadline = (_timeoutMs: number, url: string) => (url.endsWith("/slow") ? slowDeadline.signal : new AbortController().signal);
    const collected = await collectEvents(
      urls.map((url) => ({ url, publicOnly: false })),
      logger,
      now,
      { timeoutMs: 500, maxBytes: 1024 * 1024, deadline },
    );
    expect(warnings).toHaveLength(3);
    expect(collected.events.map((event) => event.title)).toEqual(["Jazz on the River"]);
    expect(collected.events.every((event) => event.startsAt >= now)).toBe(true);
    expect(collected.outcomes.map(({ ok, count }) => [ok, count])).toEqual([
      [false, 0],
      [false, 0],
      [false, 0],
      [true, 1],
    ]);
    expect(collected.outcomes[0]?.error).toMatch(/HTTP 500/);
    expect(collected.outcomes[1]?.error).toMatch(/timeout/);
    expect(collected.outcomes[2]?.error).toMatch(/too large/);
  });

  it("refuses a source staff added on this machine's or a private network's address", async () => {
    const collected = await collectEvents([{ url: `${base}/single`, publicOnly: true }], { warn: () => undefined }, now);
    expect(collected.events).toEqual([]);
    expect(collected.outcomes[0]?.error).toMatch(/internal address refused/);
  });
});
