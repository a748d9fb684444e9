import { redirect } from "react-router";
import { paths } from "../../shared/paths.ts";

// /booking with no companion id goes to the list of wing women (§2 Booking page).
export const clientLoader = () => redirect(paths.wingWomen);
