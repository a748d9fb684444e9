import { and, eq, isNotNull, ne } from "drizzle-orm";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { payments, type bookings } from "./tables.server.ts";
import { profiles } from "../../server/auth/tables.ts";
import { subscriptionOf } from "../billing/index.server.ts";
import { membershipOf } from "../../server/auth/membership.ts";
import { hasVipAccess } from "../../shared/access.ts";
import { isPreviewCompanion } from "../../shared/catalogue.ts";
import { bookingLink } from "./links.server.ts";
import type { BookingMailContext } from "./mails.server.ts";

type BookingRow = typeof bookings.$inferSelect;

/** Payment states that mean the client paid for the session (whatever happened to the money since). */
const PAID_FOR = new Set<BookingRow["paymentStatus"]>(["paid", "refund_pending", "refunded", "non_refundable"]);

/** Whether the client paid for the booking: from then on they may know whom they paid for. */
export const isPaidFor = (paymentStatus: BookingRow["paymentStatus"]) => PAID_FOR.has(paymentStatus);

/**
 * Whether the booking's mails may name the companion: the profile is a preview, the team arranged the
 * session by request, the client paid for it, or the booking's account may see every profile.
 */
async function clientMaySeeCompanionName(tx: Db, booking: BookingRow): Promise<boolean> {
  if (isPreviewCompanion(booking.companionId) || booking.consultationId || isPaidFor(booking.paymentStatus)) return true;
  if (!booking.userId) return false;
  const [profile] = await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, booking.userId));
  if (!profile) return false;
  return hasVipAccess({ isMember: membershipOf(await subscriptionOf(tx, booking.userId)).isMember, role: profile.role });
}

/**
 * Whether a mail to the client may repeat what was typed into the form: the team arranged the booking, or
 * it was paid through a real provider. A payment in the test shop costs nothing, so it proves nothing.
 */
async function mayEchoTypedText(tx: Db, booking: BookingRow): Promise<boolean> {
  if (booking.consultationId) return true;
  const [realPayment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), isNotNull(payments.paidAt), ne(payments.provider, "sandbox")))
    .limit(1);
  return Boolean(realPayment);
}

/** Whether the booking was paid in the test shop: its receipt says test mode, never a card. */
async function paidInTestShop(tx: Db, booking: BookingRow): Promise<boolean> {
  const [testPayment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), isNotNull(payments.paidAt), eq(payments.provider, "sandbox")))
    .limit(1);
  return Boolean(testPayment);
}

/** What a booking's mails are written from, read inside the transaction that queues them. */
export async function mailContext(
  tx: Db,
  deps: { config: AppConfig; secret: string },
  booking: BookingRow,
  companionName: string,
): Promise<BookingMailContext> {
  return {
    booking,
    companionName,
    clientCompanionName: (await clientMaySeeCompanionName(tx, booking)) ? companionName : null,
    echoesTypedText: await mayEchoTypedText(tx, booking),
    testPayment: await paidInTestShop(tx, booking),
    link: bookingLink(deps.config.publicUrl, deps.secret, booking),
  };
}
