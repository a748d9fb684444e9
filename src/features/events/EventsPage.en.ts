// The English edition's route module: the page with its words in English only.
import "./pages.en.ts";
export { action, default, loader, meta } from "./EventsPage.tsx";
