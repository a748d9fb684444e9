import { eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { bookings, companionInvitations, consultations, franchiseEnquiries, hiringApplications, payments } from "../../server/db/schema.ts";

/** The account whose rows are looked for: "download my data" and "delete my account" use the same rules. */
export interface AccountOwner {
  id: string;
  email: string;
  emailVerified: boolean;
}

/**
 * Which rows of the tables that may hold a person without pointing at their account are the account's.
 * Forms anyone may send (a guest booking, a consultation, a franchise enquiry, a companion invitation) are
 * matched by e-mail only once the account has proven the address: otherwise signing up with someone else's
 * address would hand over (or delete) that person's bookings and enquiries.
 */
export function ownRows(owner: AccountOwner) {
  const address = owner.email.trim().toLowerCase();
  const byAddress = (column: AnyPgColumn): SQL | undefined => (owner.emailVerified ? sql`lower(${column}) = ${address}` : undefined);
  const nothing = sql`false`;
  return {
    address,
    bookings: or(eq(bookings.userId, owner.id), byAddress(bookings.email)) ?? nothing,
    consultations: or(eq(consultations.userId, owner.id), byAddress(consultations.email)) ?? nothing,
    hiringApplications: or(eq(hiringApplications.userId, owner.id), byAddress(hiringApplications.email)) ?? nothing,
    franchiseEnquiries: byAddress(franchiseEnquiries.email) ?? nothing,
    companionInvitations: byAddress(companionInvitations.email) ?? nothing,
    /** Ledger rows: the account's, its address's, and every payment for one of its bookings. */
    payments: (bookingIds: readonly string[]) =>
      or(eq(payments.userId, owner.id), byAddress(payments.email), bookingIds.length > 0 ? inArray(payments.bookingId, [...bookingIds]) : undefined) ?? nothing,
  };
}
