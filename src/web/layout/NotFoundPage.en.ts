// The English edition's route module for unknown paths.
import "../i18n/english.ts";
export { default, loader, meta } from "./NotFoundPage.tsx";
