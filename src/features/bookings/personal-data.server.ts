import { randomUUID } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { bookings, consultations, payments } from "./tables.server.ts";
import { companionNamesOf } from "../companions/index.server.ts";
import { anyOf, personalData, type PersonalDataAccount } from "../../server/personal-data.ts";
import { hasVipAccess } from "../../shared/access.ts";
import { isPreviewCompanion } from "../../shared/catalogue.ts";
import { bookingView, withdrawBookings, withVisibleName } from "./service.server.ts";

/** What stays of a deleted client on the booking and payment records the business must keep. */
const DELETED_CLIENT_NAME = "Deleted client";
/** A placeholder address: the reserved `.invalid` top-level domain never routes (RFC 2606). */
const deletedClientEmail = () => `deleted-${randomUUID()}@deleted.invalid`;

/** The account's bookings, and guest bookings made with its (proven) address. */
const ownBookings = (account: PersonalDataAccount) => anyOf(eq(bookings.userId, account.id), account.byAddress(bookings.email));

/** Ledger rows: the account's, its address's, and every payment for one of its bookings. */
const ownPayments = (account: PersonalDataAccount, bookingIds: readonly string[]) =>
  anyOf(eq(payments.userId, account.id), account.byAddress(payments.email), bookingIds.length > 0 ? inArray(payments.bookingId, [...bookingIds]) : undefined);

const ownConsultations = (account: PersonalDataAccount) => anyOf(eq(consultations.userId, account.id), account.byAddress(consultations.email));

/** Bookings and their payments: financial records the business must keep, so anonymised on deletion, never deleted. */
export const bookingsPersonalData = personalData({
  sections: ["bookings", "payments"],
  tables: [bookings, payments],
  async export(db, account) {
    const ownRows = await db.select().from(bookings).where(ownBookings(account)).orderBy(asc(bookings.startsAt));
    const names = await companionNamesOf(
      db,
      ownRows.map((booking) => booking.companionId),
    );
    const bookingRows = ownRows.flatMap((booking) => {
      const companionName = names.get(booking.companionId);
      return companionName === undefined ? [] : [{ booking, companionName }];
    });
    const seesEvery = hasVipAccess(account.viewer);
    const bookingSection = bookingRows.map(({ booking, companionName }) => ({
      // The client's own view, without a locked companion's name (as on the booking page), plus what they typed.
      ...withVisibleName(bookingView(booking, companionName), seesEvery || isPreviewCompanion(booking.companionId)),
      fullName: booking.fullName,
      email: booking.email,
      phone: booking.phone,
      createdAt: booking.createdAt.toISOString(),
    }));
    const paymentRows = await db
      .select({
        kind: payments.kind,
        bookingId: payments.bookingId,
        email: payments.email,
        amountCents: payments.amountCents,
        currency: payments.currency,
        provider: payments.provider,
        status: payments.status,
        paidAt: payments.paidAt,
        refundedAt: payments.refundedAt,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(
        ownPayments(
          account,
          bookingRows.map(({ booking }) => booking.id),
        ),
      )
      .orderBy(asc(payments.createdAt));
    return { bookings: bookingSection, payments: paymentRows };
  },
  async erase(tx, account, { now }) {
    const owned = await tx.select({ id: bookings.id, status: bookings.status }).from(bookings).where(ownBookings(account)).for("update");
    const bookingIds = owned.map((booking) => booking.id);
    // An unpaid hold is released first; its open checkouts are closed at the provider after the commit.
    const checkouts = await withdrawBookings(
      tx,
      owned.filter((booking) => booking.status === "pending").map((booking) => booking.id),
      now,
    );
    // One placeholder per deleted account, on its bookings and its payments alike.
    const placeholder = deletedClientEmail();
    await anonymiseBookings(tx, bookingIds, placeholder, now);
    await tx.update(payments).set({ userId: null, email: placeholder }).where(ownPayments(account, bookingIds));
    return { recordIds: bookingIds, attachedIds: bookingIds, checkouts };
  },
});

async function anonymiseBookings(tx: Db, bookingIds: string[], placeholder: string, now: Date): Promise<void> {
  if (bookingIds.length === 0) return;
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

/** Consultation and package requests: deleted with the account, by its id or its proven address. */
export const consultationsPersonalData = personalData({
  sections: ["consultations"],
  tables: [consultations],
  async export(db, account) {
    const rows = await db.select().from(consultations).where(ownConsultations(account));
    return { consultations: rows.map(({ notes: _staffNotes, ...row }) => row) };
  },
  async erase(tx, account) {
    const deleted = await tx.delete(consultations).where(ownConsultations(account)).returning({ id: consultations.id });
    return { recordIds: deleted.map((row) => row.id) };
  },
});
