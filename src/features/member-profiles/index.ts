export type { MemberProfilePageServices } from "./page-services.ts";
