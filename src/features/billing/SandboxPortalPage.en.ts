// The English edition's route module: the test provider's page with its words in English only.
import { englishPage } from "../../web/i18n/english.ts";
import sandbox from "./sandbox.messages.en.ts";

englishPage(sandbox);
export { default, loader, meta } from "./SandboxPortalPage.tsx";
