import type { ApplicationStatus } from "./tables.server.ts";

/** The steps an application goes through in the back office (plain data: the admin page loads no hiring form code). */
export const APPLICATION_STATUSES = ["new", "interviewing", "accepted", "rejected"] as const satisfies readonly ApplicationStatus[];
