import { describe, expect, it } from "vitest";
import type { AdminBooking } from "../bookings/index.ts";
import { filterBookings, NO_FILTERS } from "./booking-filters.ts";

const booking = (id: string, overrides: Partial<AdminBooking>): AdminBooking =>
  ({
    id,
    companion: { id: "1", name: "Sofía R." },
    fullName: "Ana Ruiz",
    email: "ana@example.com",
    phone: "+1 305 555 0100",
    location: "Brickell City Centre",
    status: "confirmed",
    // 6 PM in Miami on December 1st.
    startsAt: "2026-12-01T23:00:00.000Z",
    ...overrides,
  }) as AdminBooking;

const rows = [
  booking("a", {}),
  booking("b", { fullName: "Ben Ortiz", email: "ben@example.com", status: "cancelled", companion: { id: "2", name: "Camila V." } }),
  // 11 PM on December 3rd in Miami is already the 4th in UTC.
  booking("c", { fullName: "Cleo Park", startsAt: "2026-12-04T04:00:00.000Z" }),
];
const ids = (filters: Partial<typeof NO_FILTERS>) => filterBookings(rows, { ...NO_FILTERS, ...filters }).map((row) => row.id);

describe("the back office's booking filters", () => {
  it("narrow by status, companion and Florida dates", () => {
    expect(ids({})).toEqual(["a", "b", "c"]);
    expect(ids({ status: "cancelled" })).toEqual(["b"]);
    expect(ids({ companionId: "1" })).toEqual(["a", "c"]);
    expect(ids({ from: "2026-12-02", to: "2026-12-03" })).toEqual(["c"]);
    expect(ids({ to: "2026-12-01" })).toEqual(["a", "b"]);
  });

  it("search every word in the client's name, e-mail, phone, the companion and the place, accents aside", () => {
    expect(ids({ search: "ben" })).toEqual(["b"]);
    expect(ids({ search: "sofia brickell" })).toEqual(["a", "c"]);
    expect(ids({ search: "555 0100 cleo" })).toEqual(["c"]);
    expect(ids({ search: "nobody" })).toEqual([]);
  });
});
