// The English edition's route module: the page with its words (and the packages' and services' names) in English only.
import "../../web/content/marketing.en.ts";
import "./pages.en.ts";
export { default, loader, meta } from "./ContactPage.tsx";
