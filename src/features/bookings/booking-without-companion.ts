// An English-only page so far: the frame around it (header, footer) speaks English.
import "../../web/i18n/english.ts";
import { redirect } from "react-router";
import { paths } from "../../shared/paths.ts";

// /booking with no companion id goes to the list of wing women (§2 Booking page).
export const clientLoader = () => redirect(paths.wingWomen);
