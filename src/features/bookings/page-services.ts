import type { BookingCompanion, BookingResponse, NextAvailable, OwnBookingsResponse } from "./schema.ts";

/** Bookings as the pages' loaders read them (src/web/page-services.ts), each as the API answers the same viewer. */
export interface BookingPageServices {
  /** A shown companion's next free time, as GET /api/booking/next-available answers it. */
  nextAvailable(companionId: string): Promise<NextAvailable>;
  /** What the booking page may show of a companion, as GET /api/booking/companions/:id answers it; null where that is a 404. */
  companion(id: string): Promise<BookingCompanion | null>;
  /** The signed-in viewer's own bookings, as GET /api/bookings/mine answers them; null for a visitor. */
  mine(): Promise<OwnBookingsResponse | null>;
  /**
   * One booking for its owner or whoever holds its signed link (`token`), as GET /api/bookings/:id answers it;
   * null for anyone else, an unknown booking or a malformed address alike.
   */
  booking(id: string, token: string | null): Promise<BookingResponse | null>;
}
