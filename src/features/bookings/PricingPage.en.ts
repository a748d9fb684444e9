// The English edition's route module: the page with its words in English only.
import "../../web/content/marketing.en.ts";
export { default, meta } from "./PricingPage.tsx";
// A visitor gets this page as links and text, without scripts.
export { appWhenSignedIn as handle } from "../../web/page-handle.ts";
