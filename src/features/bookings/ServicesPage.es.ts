// The Spanish edition's route module: the page with its words in Spanish only.
import "../../web/content/marketing.es.ts";
export { default, meta } from "./ServicesPage.tsx";
// A visitor gets this page as links and text, without scripts.
export { appWhenSignedIn as handle } from "../../web/page-handle.ts";
