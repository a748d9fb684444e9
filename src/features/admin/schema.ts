import { z } from "zod";
import { staffNotesText } from "../../shared/staff-notes.ts";
import type { Role } from "../../server/auth/tables.ts";

/** The spec's strings for /admin (§2, §8). */
export const adminText = {
  signedOut: { title: "Access Denied", description: "Please log in to access the admin dashboard." },
  notAdmin: { title: "Admin Access Required", description: "You need admin privileges to access this page." },
  empty: "No Users Found",
  fetchFailed: "Failed to fetch user profiles",
  verifyFailed: "Failed to verify admin access",
} as const;

export const ROLES = ["user", "wingwoman", "admin"] as const satisfies readonly Role[];
export const USER_SORTS = ["newest", "oldest", "name", "email"] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const USER_PAGE_SIZE = 24;

export const userListQuery = z.object({
  q: z.string().trim().max(100).default(""),
  role: z.enum([...ROLES, "all"]).default("all"),
  sort: z.enum(USER_SORTS).default("newest"),
  /** The opaque position after the previous page (keyset paging: as fast on page 4,000 as on page 1). */
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(USER_PAGE_SIZE),
});
export type UserListQuery = z.input<typeof userListQuery>;

export const roleChangeInput = z.object({ role: z.enum(ROLES, { message: "Choose user, wingwoman or admin." }) });
export const accountAccessInput = z.object({ disabled: z.boolean() });

const notes = staffNotesText;

/** A status change, a note, or both: the one shape every admin inbox row is edited with. */
export function statusNotesInput<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z
    .object({ status: z.enum(statuses).optional(), notes: notes.optional() })
    .refine((value) => value.status !== undefined || value.notes !== undefined, { message: "Change the status or the notes." });
}
export const notesOnlyInput = z.object({ notes });

/** The reviews the moderation list shows: those waiting, or those already published. */
export const reviewModerationQuery = z.object({ status: z.enum(["pending", "approved"]).default("pending") });
export const reportListQuery = z.object({ status: z.enum(["open", "all"]).default("all") });
/** The account a companion answers from, by its e-mail address. */
export const companionAccountInput = z.object({ email: z.email().transform((value) => value.toLowerCase()) });

export const OUTBOX_FILTERS = ["all", "pending", "sent", "failed"] as const;
export const outboxQuery = z.object({ status: z.enum(OUTBOX_FILTERS).default("all"), limit: z.coerce.number().int().min(1).max(200).default(100) });
export const auditQuery = z.object({ before: z.iso.datetime().optional(), limit: z.coerce.number().int().min(1).max(200).default(100) });

// ---- Answers ----

export type { AdminUser, UserPage, AdminOverview, OutboxItem, AuditItem, LaunchCheck } from "./responses.ts";
