import { z } from "zod";
import { staffNotesText } from "../../shared/staff-notes.ts";
import type { OutboxStatus, Role } from "../../server/db/schema.ts";

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

const OUTBOX_STATUS_VALUES = ["pending", "sending", "sent", "failed"] as const satisfies readonly OutboxStatus[];
export const OUTBOX_FILTERS = ["all", "pending", "sent", "failed"] as const;
export const outboxQuery = z.object({ status: z.enum(OUTBOX_FILTERS).default("all"), limit: z.coerce.number().int().min(1).max(200).default(100) });
export const auditQuery = z.object({ before: z.iso.datetime().optional(), limit: z.coerce.number().int().min(1).max(200).default(100) });

// ---- Answers ----

export const adminUserView = z.object({
  userId: z.string(),
  profileId: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  zipCode: z.string().nullable(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  adminNotes: z.string().nullable(),
  membership: z.object({ isMember: z.boolean(), status: z.string().nullable(), provider: z.string().nullable(), currentPeriodEnd: z.string().nullable() }),
  createdAt: z.string(),
});
export type AdminUser = z.output<typeof adminUserView>;

export const userPageView = z.object({
  users: z.array(adminUserView),
  /** Matching accounts (for the filter in force). */
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type UserPage = z.output<typeof userPageView>;

/** What waits for an admin, for the side navigation's badges and the overview. */
export const adminOverviewView = z.object({
  users: z.number(),
  admins: z.number(),
  members: z.number(),
  waiting: z.object({
    reviews: z.number(),
    reports: z.number(),
    consultations: z.number(),
    bookings: z.number(),
    applications: z.number(),
    conversations: z.number(),
    failedMail: z.number(),
    franchise: z.number(),
  }),
});
export type AdminOverview = z.output<typeof adminOverviewView>;

export const outboxItemView = z.object({
  id: z.string(),
  kind: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUS_VALUES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  deliveredVia: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type OutboxItem = z.output<typeof outboxItemView>;

export const auditItemView = z.object({
  id: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditItem = z.output<typeof auditItemView>;

export const roleChangedView = z.object({ ok: z.literal(true), role: z.enum(ROLES) });
export const accessChangedView = z.object({ ok: z.literal(true), disabled: z.boolean() });
export const auditPageView = z.object({ entries: z.array(auditItemView), nextBefore: z.string().nullable() });
