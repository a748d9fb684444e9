// The English edition's route module: the page with its words in English only.
import "../../web/content/marketing.en.ts";
export { default, meta } from "./AboutPage.tsx";
export { siteFactsLoader as loader } from "./site-facts.ts";
