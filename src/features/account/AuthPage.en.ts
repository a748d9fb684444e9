// The English edition's route module: the page with its words in English only.
import "./pages.en.ts";
export { default, loader, meta } from "./AuthPage.tsx";
