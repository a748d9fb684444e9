// The dashboard's route module (the dashboard stays in English): the words of the parts it borrows.
import "../messages/pages.en.ts";
export { default, loader, meta, shouldRevalidate } from "./AdminPage.tsx";
