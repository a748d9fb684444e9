import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser } from "../../server/testing/accounts.ts";
import { signUpAdmin } from "../../server/testing/members.ts";
import { multipartFile } from "../../server/testing/multipart.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { floridaToday } from "../../shared/bookings.ts";
import type { AdminEvent, EventSource, EventView } from "./schema.ts";

// A local events page and calendar feed: the real protocols (schema.org JSON-LD, iCalendar) over HTTP.
const inTenDays = floridaToday(new Date(Date.now() + 10 * 86_400_000));
const jsonLd = (name: string) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({ "@type": "Event", name, startDate: `${inTenDays}T20:00:00-05:00`, location: { name: "River Bar" } })}</script></head></html>`;
let feed: Server;
let feedBase: string;
let pageTitle = "Jazz on the River";

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  feed = createServer((request, response) => {
    if (request.url === "/events") return response.end(jsonLd(pageTitle));
    response.statusCode = 503;
    response.end("down");
  });
  await new Promise<void>((resolve) => feed.listen(0, "127.0.0.1", resolve));
  feedBase = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
  t = await createTestApp({ config: { eventSources: [`${feedBase}/from-env`] } });
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => feed.close(() => resolve()));
});

const as = (cookie: string) => ({ headers: { cookie } });
const publicEvents = async () => (await t.app.inject({ method: "GET", url: "/api/events" })).json().events as EventView[];
const adminEvents = async () => (await t.app.inject({ method: "GET", url: "/api/admin/events", ...as(admin.cookie) })).json().events as AdminEvent[];
const draft = {
  title: "Members' Rooftop Mixer",
  description: "Our own night: hosts at the door make introductions.",
  category: "lounge",
  venue_name: "Aqua Terrace",
  event_date: inTenDays,
  event_time: "19:30",
  price_range: "$20",
  tags: "rooftop, mixer, hosted",
  hidden: false,
};

describe("events staff manage", () => {
  it("refuses visitors and members: every admin events route", async () => {
    const member = await signUpUser(t.app);
    for (const [method, url] of [
      ["GET", "/api/admin/events"],
      ["POST", "/api/admin/events"],
      ["POST", "/api/admin/events/refresh"],
      ["GET", "/api/admin/event-sources"],
      ["POST", "/api/admin/event-sources"],
      ["GET", "/api/admin/sample-data"],
      ["DELETE", "/api/admin/sample-data"],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url} as a visitor`).toBe(401);
      expect((await t.app.inject({ method, url, payload: {}, ...as(member.cookie) })).statusCode, `${method} ${url} as a member`).toBe(403);
    }
  });

  it("creates an event in Florida time, shows it to visitors, and refuses a bad or past one with the field's message", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/admin/events", payload: draft, ...as(admin.cookie) });
    expect(created.statusCode).toBe(201);
    const event = created.json().event as AdminEvent;
    expect(event).toMatchObject({
      title: draft.title,
      event_time: "7:30 PM",
      event_time_24h: "19:30",
      tags: ["rooftop", "mixer", "hosted"],
      source: "admin",
      is_sample: false,
    });
    expect((await publicEvents()).map((item) => item.title)).toContain(draft.title);

    const past = await t.app.inject({
      method: "POST",
      url: "/api/admin/events",
      payload: { ...draft, title: "Old", event_date: "2020-01-01" },
      ...as(admin.cookie),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.event_date).toMatch(/has not passed/);
    const impossible = await t.app.inject({
      method: "POST",
      url: "/api/admin/events",
      payload: { ...draft, title: "Bad", event_date: "2026-02-30" },
      ...as(admin.cookie),
    });
    expect(impossible.statusCode).toBe(400);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/admin/events",
      payload: { ...draft, title: "  members' ROOFTOP mixer " },
      ...as(admin.cookie),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already has this title/);
  });

  it("edits, hides (gone from the page, kept on the dashboard), shows again and deletes", async () => {
    const event = (await adminEvents()).find((item) => item.title === draft.title) as AdminEvent;
    const edited = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/events/${event.id}`,
      payload: { ...draft, venue_name: "Sky Deck", event_time: "20:00" },
      ...as(admin.cookie),
    });
    expect(edited.json().event).toMatchObject({ venue_name: "Sky Deck", event_time: "8:00 PM", edited: true });

    await t.app.inject({ method: "PATCH", url: `/api/admin/events/${event.id}`, payload: { hidden: true }, ...as(admin.cookie) });
    expect((await publicEvents()).some((item) => item.id === event.id)).toBe(false);
    expect((await adminEvents()).find((item) => item.id === event.id)?.hidden).toBe(true);
    await t.app.inject({ method: "PATCH", url: `/api/admin/events/${event.id}`, payload: { hidden: false }, ...as(admin.cookie) });
    expect((await publicEvents()).some((item) => item.id === event.id)).toBe(true);

    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/events/${event.id}`, ...as(admin.cookie) })).json()).toEqual({ ok: true });
    expect((await adminEvents()).some((item) => item.id === event.id)).toBe(false);
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/events/${event.id}`, ...as(admin.cookie) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "PATCH", url: "/api/admin/events/not-a-uuid", payload: { hidden: true }, ...as(admin.cookie) })).statusCode).toBe(400);
    const empty = await t.app.inject({ method: "PATCH", url: `/api/admin/events/${event.id}`, payload: {}, ...as(admin.cookie) });
    expect(empty.statusCode).toBe(400);
  });

  it("takes an uploaded picture for the card, re-encoded, and refuses what is not an image", async () => {
    const event = (await t.app.inject({ method: "POST", url: "/api/admin/events", payload: { ...draft, title: "Gallery Late" }, ...as(admin.cookie) })).json()
      .event as AdminEvent;
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#c04" } })
      .png()
      .toBuffer();
    const upload = multipartFile({ body: png, filename: "night.png", contentType: "image/png" });
    const response = await t.app.inject({
      method: "POST",
      url: `/api/admin/events/${event.id}/image`,
      payload: upload.payload,
      headers: { ...upload.headers, cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const withImage = response.json().event as AdminEvent;
    expect(withImage.has_uploaded_image).toBe(true);
    const image = await t.app.inject({ method: "GET", url: withImage.image_url as string });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\//);

    const text = multipartFile({ body: Buffer.from("not an image"), filename: "x.png", contentType: "image/png" });
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/admin/events/${event.id}/image`,
      payload: text.payload,
      headers: { ...text.headers, cookie: admin.cookie },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
  });
});

describe("event sources", () => {
  it("lists the sources, reads them on refresh and shows each one's last result", async () => {
    const added = await t.app.inject({
      method: "POST",
      url: "/api/admin/event-sources",
      payload: { url: `${feedBase}/events`, label: "River Bar" },
      ...as(admin.cookie),
    });
    expect(added.statusCode).toBe(201);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/admin/event-sources", payload: { url: `${feedBase}/events`, label: "" }, ...as(admin.cookie) }))
        .statusCode,
    ).toBe(409);
    const badUrl = await t.app.inject({
      method: "POST",
      url: "/api/admin/event-sources",
      payload: { url: "file:///etc/passwd", label: "" },
      ...as(admin.cookie),
    });
    expect(badUrl.statusCode).toBe(400);

    const refresh = await t.app.inject({ method: "POST", url: "/api/admin/events/refresh", ...as(admin.cookie) });
    expect(refresh.statusCode).toBe(200);
    const sources = (await t.app.inject({ method: "GET", url: "/api/admin/event-sources", ...as(admin.cookie) })).json().sources as EventSource[];
    expect(sources.map(({ url, origin, last_status, last_count }) => ({ url, origin, last_status, last_count }))).toEqual([
      { url: `${feedBase}/events`, origin: "admin", last_status: "ok", last_count: 1 },
      { url: `${feedBase}/from-env`, origin: "env", last_status: "error", last_count: 0 },
    ]);
    expect(sources[1]?.last_error).toMatch(/HTTP 503/);
    expect((await publicEvents()).map((item) => item.title)).toContain("Jazz on the River");
  });

  it("never lets a refresh overwrite what staff edited; turning a source off stops it; an EVENT_SOURCES source is removed there", async () => {
    const fromFeed = (await adminEvents()).find((item) => item.title === "Jazz on the River") as AdminEvent;
    await t.app.inject({ method: "PATCH", url: `/api/admin/events/${fromFeed.id}`, payload: { description: "Staff wrote this." }, ...as(admin.cookie) });
    await t.app.inject({ method: "POST", url: "/api/admin/events/refresh", ...as(admin.cookie) });
    expect((await adminEvents()).find((item) => item.id === fromFeed.id)?.description).toBe("Staff wrote this.");

    const sources = (await t.app.inject({ method: "GET", url: "/api/admin/event-sources", ...as(admin.cookie) })).json().sources as EventSource[];
    const [mine, fromEnv] = sources as [EventSource, EventSource];
    await t.app.inject({ method: "PATCH", url: `/api/admin/event-sources/${mine.id}`, payload: { enabled: false }, ...as(admin.cookie) });
    pageTitle = "A New Night";
    await t.app.inject({ method: "POST", url: "/api/admin/events/refresh", ...as(admin.cookie) });
    expect((await adminEvents()).some((item) => item.title === "A New Night")).toBe(false);

    const refused = await t.app.inject({ method: "DELETE", url: `/api/admin/event-sources/${fromEnv.id}`, ...as(admin.cookie) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/EVENT_SOURCES/);
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/event-sources/${mine.id}`, ...as(admin.cookie) })).json()).toEqual({ ok: true });
  });
});
