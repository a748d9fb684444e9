// The Spanish edition's route module: the page with its words in Spanish only.
import "./pages.es.ts";
export { default, loader, meta } from "./AuthPage.tsx";
