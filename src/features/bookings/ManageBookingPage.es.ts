// The Spanish edition's route module: the page with its words (and the session types' names) in Spanish only.
import "../../web/content/marketing.es.ts";
import "./pages.es.ts";
export { default, loader, meta } from "./ManageBookingPage.tsx";
