export type { AdminPageServices } from "./page-services.ts";
