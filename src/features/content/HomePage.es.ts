// The Spanish edition's route module: the page with its words in Spanish only.
import "../../web/content/marketing.es.ts";
export { default, meta } from "./HomePage.tsx";
export { siteFactsLoader as loader } from "./site-facts.ts";
// A visitor gets this page as links and text, without scripts.
export { appWhenSignedIn as handle } from "../../web/page-handle.ts";
