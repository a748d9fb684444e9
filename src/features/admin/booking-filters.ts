import { floridaToday } from "../../shared/bookings.ts";
import type { AdminBooking } from "../bookings/index.ts";

/** What the back office narrows the bookings to; an empty field does not narrow. */
export interface BookingFilters {
  /** Part of the client's name, e-mail or phone, the companion's name or the place. */
  search: string;
  status: AdminBooking["status"] | "";
  companionId: string;
  /** Florida dates, "YYYY-MM-DD": sessions starting on or after `from` and on or before `to`. */
  from: string;
  to: string;
}

export const NO_FILTERS: BookingFilters = { search: "", status: "", companionId: "", from: "", to: "" };

const normalized = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

export function filterBookings(rows: readonly AdminBooking[], filters: BookingFilters): AdminBooking[] {
  const words = normalized(filters.search).split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    const day = floridaToday(new Date(row.startsAt));
    if (filters.status && row.status !== filters.status) return false;
    if (filters.companionId && row.companion.id !== filters.companionId) return false;
    if (filters.from && day < filters.from) return false;
    if (filters.to && day > filters.to) return false;
    const haystack = normalized([row.fullName, row.email, row.phone ?? "", row.companion.name, row.location].join(" "));
    return words.every((word) => haystack.includes(word));
  });
}
