import ical from "node-ical";
import { describe, expect, it } from "vitest";
import { bookingIcs } from "./calendar.server.ts";

describe("the booking's calendar file", () => {
  it("parses back to the same event, whatever the typed text holds", () => {
    const hostile = "Line one\r\nLine two\rthree; with, commas \\ and a very long tail ".repeat(4);
    const text = bookingIcs({
      id: "3f1c2d4e-0000-4000-8000-000000000001",
      startsAt: new Date("2026-12-04T23:00:00Z"),
      endsAt: new Date("2026-12-05T01:00:00Z"),
      summary: "Coffee Chat with Camila V. (Wingmate)",
      location: "Panther Coffee; Wynwood, Miami\r\nBEGIN:VEVENT",
      description: hostile,
    });
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const events = Object.values(ical.sync.parseICS(text)).filter((entry) => entry?.type === "VEVENT");
    expect(events).toHaveLength(1);
    const [event] = events as ical.VEvent[];
    expect(event?.uid).toBe("3f1c2d4e-0000-4000-8000-000000000001@wingmate");
    expect(event?.start.toISOString()).toBe("2026-12-04T23:00:00.000Z");
    expect(event?.location).toBe("Panther Coffee; Wynwood, Miami\nBEGIN:VEVENT");
    expect(String(event?.description).replace(/\r?\n/g, "\n")).toBe(hostile.replace(/\r\n|\r/g, "\n"));
  });

  it("marks a cancellation", () => {
    const text = bookingIcs({ id: "x", startsAt: new Date(), endsAt: new Date(), summary: "s", location: "", description: "", cancelled: true });
    expect(text).toContain("METHOD:CANCEL");
    expect(text).toContain("STATUS:CANCELLED");
  });
});
