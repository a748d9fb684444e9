// The Spanish edition's route module: the test provider's page with its words in Spanish only.
import { spanishPage } from "../../web/i18n/spanish.ts";
import sandbox from "./sandbox.messages.es.ts";

spanishPage(sandbox);
export { default, loader, meta } from "./SandboxCheckoutPage.tsx";
