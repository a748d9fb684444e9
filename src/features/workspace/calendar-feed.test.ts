import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { BookingRow } from "../bookings/index.server.ts";
import { calendarFeedIcs } from "./calendar-feed.server.ts";

const now = new Date("2026-12-01T15:00:00Z");

function row(overrides: Partial<BookingRow>): BookingRow {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    userId: null,
    companionId: "5",
    sessionType: "wingwoman",
    startsAt: new Date("2026-12-04T23:00:00Z"),
    endsAt: new Date("2026-12-05T03:00:00Z"),
    location: "Wynwood Walls, gate 2; meet at the mural, then \\ the bar\nupstairs",
    specialRequests: "Nervous about dancing",
    fullName: "  Ana María López ",
    email: "ana@example.com",
    locale: "es",
    phone: "+1 305 555 0199",
    totalPriceCents: 32_000,
    status: "confirmed",
    paymentStatus: "paid",
    holdExpiresAt: null,
    consultationId: null,
    paymentRequestSentAt: null,
    confirmedAt: now,
    cancelledAt: null,
    cancelledBy: null,
    adminNotes: "VIP",
    reminderSentAt: null,
    requestKeyHash: null,
    createdAt: now,
    updatedAt: new Date("2026-11-30T10:00:00Z"),
    ...overrides,
  };
}

const parse = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: vevent.getFirstPropertyValue("status"),
      sequence: event.sequence,
    };
  });

describe("the calendar feed's file", () => {
  it("is RFC 5545 a calendar library reads: CRLF lines of at most 75 octets, text escaped, times in UTC", () => {
    const ics = calendarFeedIcs("Sofía", [row({ location: `${"Café Ñandú, ".repeat(12)}Miami` })], now);
    const lines = ics.split("\r\n");
    expect(ics).not.toMatch(/[^\r]\n/);
    expect(lines.every((line) => Buffer.byteLength(line, "utf8") <= 75)).toBe(true);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toMatch(/DTSTART:20261204T230000Z\r\n/);
    const [event] = parse(ics);
    expect(event?.location).toBe(`${"Café Ñandú, ".repeat(12)}Miami`);
  });

  it("escapes commas, semicolons, backslashes and new lines", () => {
    const ics = calendarFeedIcs("Sofía", [row({})], now);
    expect(ics.replace(/\r\n /g, "")).toContain("LOCATION:Wynwood Walls\\, gate 2\\; meet at the mural\\, then \\\\ the bar\\nupstairs");
    expect(parse(ics)[0]).toMatchObject({
      uid: "00000000-0000-4000-8000-000000000001@wingmate",
      summary: "Social Evening with Ana",
      location: "Wynwood Walls, gate 2; meet at the mural, then \\ the bar\nupstairs",
      start: "2026-12-04T23:00:00.000Z",
      end: "2026-12-05T03:00:00.000Z",
      status: "CONFIRMED",
    });
  });

  it("holds the client's first name only: no surname, e-mail, phone, requests or staff notes", () => {
    const ics = calendarFeedIcs("Sofía", [row({})], now);
    for (const secret of ["López", "María", "ana@example.com", "555", "Nervous", "VIP"]) expect(ics).not.toContain(secret);
  });

  it("marks pending sessions tentative and cancelled ones cancelled, and leaves lapsed holds and no-shows out", () => {
    const rows = [
      row({ id: "a", status: "pending", paymentStatus: "unpaid", holdExpiresAt: new Date(now.getTime() + 600_000) }),
      row({ id: "b", status: "cancelled" }),
      row({ id: "c", status: "pending", paymentStatus: "unpaid", holdExpiresAt: new Date(now.getTime() - 600_000) }),
      row({ id: "d", status: "no_show" }),
    ];
    expect(parse(calendarFeedIcs("Sofía", rows, now)).map((event) => [event.uid, event.status])).toEqual([
      ["a@wingmate", "TENTATIVE"],
      ["b@wingmate", "CANCELLED"],
    ]);
  });

  it("keeps a moved session's UID and raises its SEQUENCE, so calendars move it", () => {
    const [before] = parse(calendarFeedIcs("Sofía", [row({})], now));
    const moved = row({ startsAt: new Date("2026-12-06T23:00:00Z"), endsAt: new Date("2026-12-07T03:00:00Z"), updatedAt: now });
    const [after] = parse(calendarFeedIcs("Sofía", [moved], now));
    expect(after?.uid).toBe(before?.uid);
    expect(after?.start).toBe("2026-12-06T23:00:00.000Z");
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Infinity);
  });
});
