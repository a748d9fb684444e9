import { describe, expect, it } from "vitest";
import { canChangeBooking, floridaTimeToUtc, floridaToday, PACKAGES, SESSION_TYPES, sessionTypeIdOf, slotLabel, TIME_SLOTS } from "./bookings.ts";

describe("prices", () => {
  it("follows the spec's table", () => {
    expect(Object.fromEntries(SESSION_TYPES.map((type) => [type.id, type.priceCents]))).toEqual({
      consultation: 0,
      coaching: 22_000,
      wingwoman: 32_000,
      intensive: 64_000,
      weekend: 150_000,
      executive: 750_000,
      transformation: 2_500_000,
      custom: null,
    });
    expect(PACKAGES.filter((item) => item.popular).map((item) => item.name)).toEqual(["Social Evening"]);
  });
});

describe("a session type named in an address", () => {
  it("is one of ours, or none", () => {
    expect(sessionTypeIdOf("coaching")).toBe("coaching");
    expect(sessionTypeIdOf("custom")).toBe("custom");
    for (const other of [null, undefined, "", "Coaching", "coaching ", "toString", "<script>"]) expect(sessionTypeIdOf(other), String(other)).toBeNull();
  });
});

describe("time slots", () => {
  it("are the 15 hourly slots from 9:00 AM to 11:00 PM", () => {
    expect(TIME_SLOTS).toHaveLength(15);
    expect(slotLabel(TIME_SLOTS[0] ?? "")).toBe("9:00 AM");
    expect(slotLabel("12:00")).toBe("12:00 PM");
    expect(slotLabel(TIME_SLOTS.at(-1) ?? "")).toBe("11:00 PM");
  });
});

describe("Florida time to UTC", () => {
  it("uses -5 hours in winter and -4 in summer", () => {
    expect(floridaTimeToUtc("2026-01-15", "10:00").toISOString()).toBe("2026-01-15T15:00:00.000Z");
    expect(floridaTimeToUtc("2026-07-15", "10:00").toISOString()).toBe("2026-07-15T14:00:00.000Z");
  });

  it("is right on the DST change days", () => {
    // 8 March 2026: clocks go forward at 2 AM. 9 AM is already daylight time.
    expect(floridaTimeToUtc("2026-03-08", "09:00").toISOString()).toBe("2026-03-08T13:00:00.000Z");
    // 1 November 2026: clocks go back at 2 AM. 9 AM is standard time again.
    expect(floridaTimeToUtc("2026-11-01", "09:00").toISOString()).toBe("2026-11-01T14:00:00.000Z");
    expect(floridaTimeToUtc("2026-11-01", "23:00").toISOString()).toBe("2026-11-02T04:00:00.000Z");
  });

  it("knows today's date in Florida after UTC midnight", () => {
    expect(floridaToday(new Date("2026-07-16T02:00:00Z"))).toBe("2026-07-15");
  });
});

describe("the cancellation policy", () => {
  it("allows free changes until 24 hours before the start", () => {
    const now = new Date("2026-07-10T12:00:00Z");
    expect(canChangeBooking(new Date("2026-07-11T12:00:00Z"), now)).toBe(true);
    expect(canChangeBooking(new Date("2026-07-11T11:59:00Z"), now)).toBe(false);
  });
});
