// The Spanish edition's route module for unknown paths.
import "../i18n/spanish.ts";
export { default, loader, meta } from "./NotFoundPage.tsx";
