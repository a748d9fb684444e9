// The English edition's route module: the page with its words (and the session types' names) in English only.
import "../../web/content/marketing.en.ts";
import "./pages.en.ts";
export { default, loader, meta } from "./BookingPage.tsx";
