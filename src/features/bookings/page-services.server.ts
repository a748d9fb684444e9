import type { Viewer } from "../../server/auth/request-auth.ts";
import { AppError } from "../../server/http/errors.ts";
import { floridaTimeToUtc } from "../../shared/bookings.ts";
import type { Catalogue } from "../companions/index.server.ts";
import { nextAvailable } from "./availability.server.ts";
import { bookingCompanion, clientBooking, ownBookings } from "./client-reads.server.ts";
import type { BookingPageServices } from "./page-services.ts";
import { bookingCompanionView, bookingResponse, nextAvailableView, ownBookingsResponse } from "./responses.ts";
import { bookingAccessQuery, bookingCompanionParams, bookingIdParams } from "./schema.ts";
import type { BookingDeps } from "./service.server.ts";

/** What the API answers with a 400 or a 404 is, for a page, nothing to show. */
async function unlessRefused<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && (error.status === 400 || error.status === 404)) return null;
    throw error;
  }
}

/** The bookings' page services for one viewer: the API's own reads, with its validation and its response schemas. */
export function bookingPageServices(deps: BookingDeps, catalogue: Catalogue, viewer: () => Promise<Viewer | null>): BookingPageServices {
  return {
    async nextAvailable(companionId) {
      const next = await nextAvailable(deps.db, companionId);
      return nextAvailableView.parse({ nextAvailable: next ? { ...next, startsAt: floridaTimeToUtc(next.date, next.time).toISOString() } : null });
    },
    async companion(id) {
      const params = bookingCompanionParams.safeParse({ id });
      if (!params.success) return null;
      return unlessRefused(async () => bookingCompanionView.parse(await bookingCompanion(catalogue, await viewer(), params.data.id)));
    },
    async mine() {
      const current = await viewer();
      return current ? ownBookingsResponse.parse(await ownBookings(deps, current)) : null;
    },
    async booking(id, token) {
      const params = bookingIdParams.safeParse({ id });
      const query = bookingAccessQuery.safeParse({ token: token || undefined });
      if (!params.success || !query.success) return null;
      return unlessRefused(async () => bookingResponse.parse(await clientBooking(deps, await viewer(), params.data.id, query.data.token)));
    },
  };
}
