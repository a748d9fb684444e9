import { redirect, type LoaderFunctionArgs } from "react-router";
import { localeOfPath, pathInLocale } from "../../shared/i18n/locales.ts";
import { CHOOSE_TO_BOOK, paths } from "../../shared/paths.ts";

// /booking (and /es/booking) with no companion id goes to the list of wing women in the same language (§2 Booking
// page), which then says to choose a companion to book (`?book=choose`), so "Book Now" never lands silently.
export const loader = ({ request }: LoaderFunctionArgs) =>
  redirect(`${pathInLocale(paths.wingWomen, localeOfPath(new URL(request.url).pathname))}?${CHOOSE_TO_BOOK.key}=${CHOOSE_TO_BOOK.value}`);
