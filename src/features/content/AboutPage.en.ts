// The English edition's route module: the page with its words in English only.
import "../../web/content/marketing.en.ts";
export { default, meta } from "./AboutPage.tsx";
export { siteFactsLoader as loader } from "./site-facts.ts";
// A visitor gets this page as links and text, without scripts.
export { appWhenSignedIn as handle } from "../../web/page-handle.ts";
