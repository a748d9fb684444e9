import type { Viewer } from "../../server/auth/request-auth.ts";
import { notFound } from "../../server/http/errors.ts";
import { hasVipAccess } from "../../shared/access.ts";
import { isPreviewCompanion } from "../../shared/catalogue.ts";
import type { Catalogue } from "../companions/index.server.ts";
import type { BookingCompanion, BookingResponse, OwnBookingsResponse } from "./responses.ts";
import { bookingMessages } from "./schema.ts";
import { accessibleBooking, bookingView, listOwnBookings, withVisibleName, type BookingDeps } from "./service.server.ts";

// What a client reads of bookings, the same for the API's routes and the pages' loaders.

/** A companion the site shows (hidden ones answer 404 like unknown ones). */
export async function shownCompanion(catalogue: Catalogue, id: string) {
  const entry = await catalogue.get(id);
  if (!entry || entry.row.hidden) throw notFound(bookingMessages.companionMissing);
  return entry;
}

/** Whether the viewer may see a companion's name: a preview profile, or a member or admin. */
export const maySeeName = (viewer: Viewer | null, companionId: string) => isPreviewCompanion(companionId) || hasVipAccess(viewer);

/** What the booking page may show of a companion: the name, if the viewer may see the profile. */
export async function bookingCompanion(catalogue: Catalogue, viewer: Viewer | null, id: string): Promise<BookingCompanion> {
  const entry = await shownCompanion(catalogue, id);
  return { companion: { id, name: maySeeName(viewer, id) ? entry.row.name : null } };
}

/** The viewer's own bookings, without a locked companion's name until it is paid for. */
export async function ownBookings(deps: Pick<BookingDeps, "db">, viewer: Viewer): Promise<OwnBookingsResponse> {
  const own = await listOwnBookings(deps.db, viewer.user.id);
  return { bookings: own.map((booking) => withVisibleName(booking, maySeeName(viewer, booking.companion.id))) };
}

/** One booking for its owner or whoever holds its signed link (404 for anyone else), shown as to its owner. */
export async function clientBooking(deps: BookingDeps, viewer: Viewer | null, id: string, token: string | undefined): Promise<BookingResponse> {
  const { booking, companionName } = await accessibleBooking(deps, { viewer, token }, id);
  return { booking: withVisibleName(bookingView(booking, companionName), maySeeName(viewer, booking.companionId)) };
}
