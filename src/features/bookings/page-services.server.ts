import type { Db } from "../../server/db/client.ts";
import { floridaTimeToUtc } from "../../shared/bookings.ts";
import { nextAvailable } from "./availability.server.ts";
import type { BookingPageServices } from "./page-services.ts";
import { nextAvailableView } from "./responses.ts";

/** The bookings' page services: the API's own reads, through its response schemas. */
export function bookingPageServices(db: Db): BookingPageServices {
  return {
    async nextAvailable(companionId) {
      const next = await nextAvailable(db, companionId);
      return nextAvailableView.parse({ nextAvailable: next ? { ...next, startsAt: floridaTimeToUtc(next.date, next.time).toISOString() } : null });
    },
  };
}
