import type { NextAvailable } from "./schema.ts";

/** Bookings as the pages' loaders read them (src/web/page-services.ts). */
export interface BookingPageServices {
  /** A shown companion's next free time, as GET /api/booking/next-available answers it. */
  nextAvailable(companionId: string): Promise<NextAvailable>;
}
