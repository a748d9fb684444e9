import { describe, expect, it } from "vitest";
import { BOOKING_WINDOW_DAYS, MINIMUM_NOTICE_HOURS } from "../../shared/bookings.ts";
import english from "./booking.messages.en.ts";
import spanish from "./booking.messages.es.ts";
import { bookingMessages } from "./schema.ts";

/** A field's message is an id without values, so these sentences state the limits in words: they must be the code's. */
describe("the booking catalog's limits", () => {
  it("states the minimum notice the server applies", () => {
    expect(english[bookingMessages.tooSoon]).toContain(`${MINIMUM_NOTICE_HOURS} hours`);
    expect(spanish[bookingMessages.tooSoon]).toContain(`${MINIMUM_NOTICE_HOURS} horas`);
  });

  it("states how far ahead a session may be booked", () => {
    expect(english[bookingMessages.tooFarAhead]).toContain(`${BOOKING_WINDOW_DAYS} days`);
    expect(spanish[bookingMessages.tooFarAhead]).toContain(`${BOOKING_WINDOW_DAYS} días`);
  });
});
