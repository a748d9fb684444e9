import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { PaymentsProvider } from "../../server/adapters/payments/provider.ts";
import type { BucketName } from "../../server/adapters/storage/buckets.ts";
import { keyFromPublicUrl, type ObjectStore } from "../../server/adapters/storage/store.ts";
import { recordAudit } from "../../server/audit.ts";
import { keepingOneAdmin } from "../../server/auth/last-admin.ts";
import type { Db } from "../../server/db/client.ts";
import { type profiles, users } from "../../server/auth/tables.ts";
import { subscriptionOf } from "../billing/index.server.ts";
import { AppError, notFound } from "../../server/http/errors.ts";
import { combineErasures, ERASURE_STEPS, NOTHING_ERASED, personalDataAccount, type Erasure, type StoredFile } from "../../server/personal-data.ts";
import { personalDataRegistry } from "./personal-data-registry.server.ts";

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

const losesAdmin = (profile: typeof profiles.$inferSelect) => profile.role === "admin";

/**
 * Deletes an account. In order: the last active admin is refused (nothing changes); a Stripe subscription is
 * cancelled at Stripe, and if that fails nothing is deleted; then every contribution of the personal-data registry
 * deletes or anonymises its rows in one transaction (the rule per table is in docs/security.md, "Account deletion"); then,
 * after the commit, the stored files go and unpaid checkouts are closed at the provider (failures are logged,
 * not fatal).
 */
export async function deleteAccount(deps: AccountDeletionDeps, userId: string, now = new Date()): Promise<void> {
  const { db } = deps;
  // Checked (under the admins' lock) before billing is touched, and again in the deleting transaction.
  await keepingOneAdmin(db, userId, losesAdmin, async () => undefined);
  await cancelMembershipBilling(deps, userId);
  const erased = await keepingOneAdmin(db, userId, losesAdmin, (tx) => eraseAccount(tx, userId, now));
  await cleanUpAfterCommit(deps, userId, erased);
}

/** A Stripe subscription would keep charging the card after the account is gone: it ends first, or nothing does. */
async function cancelMembershipBilling({ db, provider, log }: AccountDeletionDeps, userId: string): Promise<void> {
  const subscription = await subscriptionOf(db, userId);
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

/** Every contribution erases its rows, step by step; the outside work it reports is done after the commit. */
async function eraseAccount(tx: Db, userId: string, now: Date): Promise<Erasure> {
  const [owner] = await tx
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!owner) throw notFound("This account does not exist.");
  const account = personalDataAccount(owner);
  let erased = NOTHING_ERASED;
  for (const step of ERASURE_STEPS) {
    for (const contribution of personalDataRegistry.filter((each) => (each.erasureStep ?? "records") === step)) {
      erased = combineErasures(erased, (await contribution.erase(tx, account, { now, earlier: erased })) ?? {});
    }
  }
  await recordAudit(tx, { actorId: userId, action: "account.delete", subjectType: "user", subjectId: userId });
  return erased;
}

async function cleanUpAfterCommit({ store, provider, log }: AccountDeletionDeps, userId: string, erased: Erasure): Promise<void> {
  for (const checkoutId of erased.checkouts) {
    await provider.expireCheckout(checkoutId).catch((error: unknown) => log.warn({ err: error, checkoutId }, "account deletion: could not close a checkout"));
  }
  const objects = erased.files.flatMap((file) => storedObject(store, file) ?? []);
  for (const { bucket, key } of objects) {
    await store.delete(bucket, key).catch((error: unknown) => log.error({ err: error, bucket, key }, "account deletion: a stored file was not deleted"));
  }
  // Anything else uploaded under the user's folder (a headshot never sent, a picture whose removal failed).
  for (const bucket of USER_FOLDER_BUCKETS) {
    await store.deleteFolder(bucket, userId).catch((error: unknown) => log.error({ err: error, bucket }, "account deletion: a stored folder was not deleted"));
  }
}

/** A file's bucket and key; a public file known by its URL is ours only when the URL is the store's. */
function storedObject(store: ObjectStore, file: StoredFile): { bucket: BucketName; key: string } | null {
  if ("key" in file) return file;
  const key = keyFromPublicUrl(store, file.bucket, file.publicUrl);
  return key ? { bucket: file.bucket, key } : null;
}
