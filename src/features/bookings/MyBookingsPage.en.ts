// The route module: My Bookings is in English so far; its cancel and reschedule parts take the booking catalog's words.
import "../../web/content/marketing.en.ts";
import "./pages.en.ts";
export { default, meta } from "./MyBookingsPage.tsx";
