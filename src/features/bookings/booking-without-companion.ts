import { redirect, type LoaderFunctionArgs } from "react-router";
import { sessionTypeIdOf } from "../../shared/bookings.ts";
import { localeOfPath, pathInLocale } from "../../shared/i18n/locales.ts";
import { chooseToBookPath, PACKAGE_PARAM } from "../../shared/paths.ts";

// /booking (and /es/booking) with no companion id goes to the list of wing women in the same language (§2 Booking
// page), which then says to choose a companion to book (`?book=choose`), so "Book Now" never lands silently. A
// package named in the address (`?package=coaching`) goes along, for the booking form to open with it chosen.
export const loader = ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const sessionType = sessionTypeIdOf(url.searchParams.get(PACKAGE_PARAM));
  return redirect(pathInLocale(chooseToBookPath(sessionType), localeOfPath(url.pathname)));
};
