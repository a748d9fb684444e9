import { randomUUID } from "node:crypto";
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { PaymentsProvider } from "../../server/adapters/payments/provider.ts";
import type { BucketName } from "../../server/adapters/storage/buckets.ts";
import { keyFromPublicUrl, type ObjectStore } from "../../server/adapters/storage/store.ts";
import { recordAudit } from "../../server/audit.ts";
import { keepingOneAdmin } from "../../server/auth/last-admin.ts";
import type { Db } from "../../server/db/client.ts";
import {
  auditLog,
  bookings,
  companionInvitations,
  consultations,
  conversations,
  franchiseEnquiries,
  hiringApplications,
  memberProfiles,
  outbox,
  payments,
  profiles,
  rateLimitCounters,
  reports,
  reviews,
  subscriptions,
  users,
  verifications,
} from "../../server/db/schema.ts";
import { AppError, notFound } from "../../server/http/errors.ts";
import { anyJsonString, keyPart, namesAddress, namesId, ownRows } from "./own-rows.server.ts";

/** What stays of a deleted client on the booking and payment records the business must keep. */
export const DELETED_CLIENT_NAME = "Deleted client";
/** The reason kept on a deleted member's report: the report stays in the moderation record, the words go. */
export const REMOVED_REASON = "(removed with the account)";
/** The name a deleted member's published reviews are shown under. */
export const FORMER_MEMBER = "Former member";
/** A placeholder address: the reserved `.invalid` top-level domain never routes (RFC 2606). */
export const deletedClientEmail = () => `deleted-${randomUUID()}@deleted.invalid`;

export const BILLING_NOT_CANCELLED =
  "We could not stop your membership payments with our payment provider, so your account was not deleted. Please try again in a few minutes.";

/** The buckets whose objects sit in a folder named after the uploading user (see `newObjectKey`). */
const USER_FOLDER_BUCKETS = ["profile-pictures", "vip-profile-images", "hiring-headshots"] as const satisfies readonly BucketName[];

export interface AccountDeletionDeps {
  db: Db;
  store: ObjectStore;
  provider: PaymentsProvider;
  log: FastifyBaseLogger;
}

/** What is left to do once the deletion is committed: outside calls never run inside the transaction. */
interface AfterCommit {
  objects: { bucket: BucketName; key: string }[];
  avatarUrl: string | null;
  checkouts: string[];
}

const losesAdmin = (profile: typeof profiles.$inferSelect) => profile.role === "admin";

/**
 * Deletes an account. In order: the last active admin is refused (nothing changes); a Stripe subscription is
 * cancelled at Stripe, and if that fails nothing is deleted; then every row tied to the account is deleted or
 * anonymised in one transaction (the rule per table is in README, "Account deletion"); then, after the commit,
 * the stored files go and unpaid checkouts are closed at the provider (failures are logged, not fatal).
 */
export async function deleteAccount(deps: AccountDeletionDeps, userId: string, now = new Date()): Promise<void> {
  const { db } = deps;
  // Checked (under the admins' lock) before billing is touched, and again in the deleting transaction.
  await keepingOneAdmin(db, userId, losesAdmin, async () => undefined);
  await cancelMembershipBilling(deps, userId);
  const after = await keepingOneAdmin(db, userId, losesAdmin, (tx) => removeAccountRows(tx, userId, now));
  await cleanUpAfterCommit(deps, userId, after);
}

/** A Stripe subscription would keep charging the card after the account is gone: it ends first, or nothing does. */
async function cancelMembershipBilling({ db, provider, log }: AccountDeletionDeps, userId: string): Promise<void> {
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (subscription?.provider !== "stripe" || !subscription.providerSubscriptionId || subscription.status === "canceled") return;
  if (provider.name !== "stripe") {
    log.error({ userId }, "account deletion refused: the member pays through Stripe, which is not configured");
    throw new AppError(503, "billing_unavailable", BILLING_NOT_CANCELLED);
  }
  try {
    await provider.cancelSubscription(subscription.providerSubscriptionId);
  } catch (error) {
    log.error({ err: error, userId }, "account deletion refused: the Stripe subscription could not be cancelled");
    throw new AppError(502, "billing_cancel_failed", BILLING_NOT_CANCELLED);
  }
}

async function removeAccountRows(tx: Db, userId: string, now: Date): Promise<AfterCommit> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!user) throw notFound("This account does not exist.");
  const own = ownRows(user);
  const address = own.address;
  const [profile] = await tx.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.userId, userId));
  const [memberProfile] = await tx.select({ images: memberProfiles.images }).from(memberProfiles).where(eq(memberProfiles.userId, userId));

  // Bookings and payments are financial records the business must keep: anonymised, never deleted. An unpaid
  // hold is released first (its open checkouts are closed at the provider after the commit).
  const ownBookings = await tx.select({ id: bookings.id, status: bookings.status }).from(bookings).where(own.bookings).for("update");
  const bookingIds = ownBookings.map((booking) => booking.id);
  const pendingIds = ownBookings.filter((booking) => booking.status === "pending").map((booking) => booking.id);
  let checkouts: string[] = [];
  if (pendingIds.length > 0) {
    await tx
      .update(bookings)
      .set({ status: "cancelled", paymentStatus: "expired", cancelledAt: now, cancelledBy: "client", holdExpiresAt: null })
      .where(inArray(bookings.id, pendingIds));
    const open = await tx
      .update(payments)
      .set({ status: "expired" })
      .where(and(inArray(payments.bookingId, pendingIds), eq(payments.status, "open")))
      .returning({ checkoutId: payments.providerCheckoutId });
    checkouts = open.map((row) => row.checkoutId).filter((id): id is string => Boolean(id));
  }
  const placeholder = deletedClientEmail();
  if (bookingIds.length > 0) {
    await tx
      .update(bookings)
      .set({
        userId: null,
        fullName: DELETED_CLIENT_NAME,
        email: placeholder,
        phone: null,
        location: "",
        specialRequests: null,
        adminNotes: null,
        // No reminder goes to the placeholder address.
        reminderSentAt: sql`coalesce(${bookings.reminderSentAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(inArray(bookings.id, bookingIds));
  }
  await tx.update(payments).set({ userId: null, email: placeholder }).where(own.payments(bookingIds));

  const consultationIds = (await tx.delete(consultations).where(own.consultations).returning({ id: consultations.id })).map((row) => row.id);
  const applications = await tx
    .delete(hiringApplications)
    .where(own.hiringApplications)
    .returning({ id: hiringApplications.id, headshotKey: hiringApplications.headshotKey });
  const enquiryIds = (await tx.delete(franchiseEnquiries).where(own.franchiseEnquiries).returning({ id: franchiseEnquiries.id })).map((row) => row.id);
  await tx.delete(companionInvitations).where(own.companionInvitations);

  // Reports stay in the moderation record, without who sent them or their words; reviews without the name.
  const reportIds = (
    await tx.update(reports).set({ reporterId: null, reason: REMOVED_REASON }).where(eq(reports.reporterId, userId)).returning({ id: reports.id })
  ).map((row) => row.id);
  const reviewIds = (
    await tx.update(reviews).set({ userId: null, reviewerName: FORMER_MEMBER }).where(eq(reviews.userId, userId)).returning({ id: reviews.id })
  ).map((row) => row.id);
  const conversationIds = (await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.memberId, userId))).map((row) => row.id);

  // Mail about one of the account's records (business notices carry the record's id, a companion's notice
  // its calendar file) or naming the account's id; and, once the address is proven, every mail to it,
  // answering to it, or naming it. Addresses and ids are matched whole: `a@gmail.co` is not a piece of
  // `newhire.maria@gmail.com`, and an unproven address reaches nobody's mail (it may be a guest's).
  const recordIds = [...bookingIds, ...consultationIds, ...applications.map((row) => row.id), ...enquiryIds];
  const proven = own.addressProven;
  const ids = [userId, ...recordIds];
  await tx.delete(outbox).where(
    or(
      proven ? own.mailToAddress : undefined,
      proven ? sql`lower(${outbox.replyTo}) = ${address}` : undefined,
      proven ? namesAddress(outbox.subject, address) : undefined,
      proven ? namesAddress(outbox.textBody, address) : undefined,
      proven ? namesAddress(outbox.htmlBody, address) : undefined,
      namesId(outbox.textBody, ids),
      namesId(outbox.htmlBody, ids),
      // Booking ids are UUIDs: one found in a calendar file's bytes is that booking, never a piece of another id.
      ...bookingIds.map(
        (id) =>
          sql`exists (select 1 from jsonb_array_elements(${outbox.attachments}) as attachment
                        where position(convert_to(${id}, 'UTF8') in decode(attachment->>'contentBase64', 'base64')) > 0)`,
      ),
    ) ?? sql`false`,
  );

  // The audit log keeps who did what, and when; the copies of the records go: the account's records', and
  // any copy with a value naming the account's id, one of its records' ids, or (proven) its whole address.
  const subjectIds = [userId, ...recordIds, ...reportIds, ...reviewIds, ...conversationIds];
  const namesAccount = (text: SQL) => or(namesId(text, ids), proven ? namesAddress(text, address) : undefined);
  await tx
    .update(auditLog)
    .set({ before: null, after: null })
    .where(or(inArray(auditLog.subjectId, subjectIds), anyJsonString(auditLog.before, namesAccount), anyJsonString(auditLog.after, namesAccount)));

  // Counters keyed by the account; by the address only once it is proven (else they lapse with their
  // window), so deleting an account cannot reset the mail limits of someone else's address. A key names
  // them as one whole `:`-separated part (`mail-to:<address>`, `sign-in-failures:account:<address>:ip:...`).
  await tx
    .delete(rateLimitCounters)
    .where(
      or(keyPart(rateLimitCounters.key, userId, { ignoreCase: false }), proven ? keyPart(rateLimitCounters.key, address, { ignoreCase: true }) : undefined),
    );
  // Tokens for the account (a reset link's value is the user id); by the address only once it is proven.
  await tx
    .delete(verifications)
    .where(
      or(
        eq(verifications.value, userId),
        proven ? sql`lower(${verifications.identifier}) = ${address}` : undefined,
        proven ? keyPart(verifications.identifier, address, { ignoreCase: true }) : undefined,
      ),
    );

  // Sessions, accounts, profile, subscription, saved profiles, conversations and their messages, event
  // interests, the member profile, sandbox checkouts and a companion link go with the user (ON DELETE CASCADE).
  await tx.delete(users).where(eq(users.id, userId));
  await recordAudit(tx, { actorId: userId, action: "account.delete", subjectType: "user", subjectId: userId });

  return {
    objects: [
      ...(memberProfile?.images ?? []).map((image) => ({ bucket: "vip-profile-images" as const, key: image.key })),
      ...applications.flatMap((row) => (row.headshotKey ? [{ bucket: "hiring-headshots" as const, key: row.headshotKey }] : [])),
    ],
    avatarUrl: profile?.avatarUrl ?? null,
    checkouts,
  };
}

async function cleanUpAfterCommit({ store, provider, log }: AccountDeletionDeps, userId: string, after: AfterCommit): Promise<void> {
  for (const checkoutId of after.checkouts) {
    await provider.expireCheckout(checkoutId).catch((error: unknown) => log.warn({ err: error, checkoutId }, "account deletion: could not close a checkout"));
  }
  const avatarKey = after.avatarUrl ? keyFromPublicUrl(store, "profile-pictures", after.avatarUrl) : null;
  const objects = [...after.objects, ...(avatarKey ? [{ bucket: "profile-pictures" as const, key: avatarKey }] : [])];
  for (const { bucket, key } of objects) {
    await store.delete(bucket, key).catch((error: unknown) => log.error({ err: error, bucket, key }, "account deletion: a stored file was not deleted"));
  }
  // Anything else uploaded under the user's folder (a headshot never sent, a picture whose removal failed).
  for (const bucket of USER_FOLDER_BUCKETS) {
    await store.deleteFolder(bucket, userId).catch((error: unknown) => log.error({ err: error, bucket }, "account deletion: a stored folder was not deleted"));
  }
}
