import { z } from "zod";
import type { OutboxStatus } from "../../server/db/platform-tables.ts";
import { ROLES } from "./schema.ts";

// The response schemas of this feature's routes (the serializer keeps only what they name). The web app
// imports their types only (`import type`), so none of this reaches the browser.

const OUTBOX_STATUS_VALUES = ["pending", "sending", "sent", "failed"] as const satisfies readonly OutboxStatus[];
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
  actorName: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  /** The person's or companion's name when the subject is one (a deleted one has none). */
  subjectName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditItem = z.output<typeof auditItemView>;

export const roleChangedView = z.object({ ok: z.literal(true), role: z.enum(ROLES) });
export const accessChangedView = z.object({ ok: z.literal(true), disabled: z.boolean() });
export const auditPageView = z.object({ entries: z.array(auditItemView), nextBefore: z.string().nullable() });

/** The sample data set: installed, removed or never added, what is left of it, and whether SEED_SAMPLE_DATA wants it. */
export const sampleDataView = z.object({
  state: z.enum(["absent", "installed", "removed"]),
  events: z.number(),
  reviews: z.number(),
  wanted: z.boolean(),
});
/** After a removal: what is left, and how much went. */
export const sampleDataRemovedView = sampleDataView.extend({ removed: z.object({ events: z.number(), reviews: z.number() }) });
export const outboxPageView = z.object({ mail: z.array(outboxItemView) });

/** One line of the launch checklist: a setting or adapter, its state, what was found and the one line that fixes it. */
export const launchCheckView = z.object({
  id: z.string(),
  state: z.enum(["ok", "warn", "missing"]),
  detail: z.string(),
  fix: z.string(),
});
export type LaunchCheck = z.output<typeof launchCheckView>;
export const launchChecklistView = z.object({ checks: z.array(launchCheckView) });
export const testMailView = z.object({ to: z.string() });
