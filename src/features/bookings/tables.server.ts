/** The bookings feature's tables: only this feature queries them (others call its service). */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { BookingPaymentStatus, BookingStatus, SessionTypeId } from "../../shared/bookings.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import type { PaymentKind, PaymentStatus } from "../../shared/payments.ts";
import { createdAt, updatedAt } from "../../server/db/columns.ts";
import { users } from "../../server/auth/tables.ts";
import type { BillingProvider } from "../billing/tables.server.ts";
import { companions } from "../companions/tables.server.ts";

/**
 * The ledger: one row per checkout opened for a booking and per membership payment. The admin's
 * payments view and refunds read it; a booking's payment state is kept beside the booking.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text("kind").$type<PaymentKind>().notNull(),
    bookingId: uuid("booking_id"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    provider: text("provider").$type<BillingProvider>().notNull(),
    /** The provider's checkout session (Stripe `cs_...`, sandbox checkout id). */
    providerCheckoutId: text("provider_checkout_id"),
    /** What a refund is made against (Stripe payment intent or invoice, sandbox checkout id). */
    providerPaymentId: text("provider_payment_id"),
    providerRefundId: text("provider_refund_id"),
    status: text("status").$type<PaymentStatus>().notNull().default("open"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("payments_booking_idx").on(table.bookingId),
    index("payments_paid_idx").on(table.paidAt),
    uniqueIndex("payments_provider_payment_idx").on(table.provider, table.providerPaymentId),
  ],
);

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    companionId: text("companion_id")
      .notNull()
      .references(() => companions.id, { onDelete: "restrict" }),
    sessionType: text("session_type").$type<SessionTypeId>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    location: text("location").notNull(),
    specialRequests: text("special_requests"),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    /** The language the booking was made in: its mails go out in it. */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    phone: text("phone"),
    /** Computed by the server from the session type; null for a custom package (priced on request). */
    totalPriceCents: integer("total_price_cents"),
    status: text("status").$type<BookingStatus>().notNull().default("confirmed"),
    paymentStatus: text("payment_status").$type<BookingPaymentStatus>().notNull().default("free"),
    /** While pending: when the hold on the slot lapses unless paid. */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** The quote request a payment request was made from (multi-day and custom packages). */
    consultationId: uuid("consultation_id"),
    paymentRequestSentAt: timestamp("payment_request_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by").$type<"client" | "admin">(),
    /** Staff notes (never shown to the member). */
    adminNotes: text("admin_notes"),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    /** SHA-256 of the key the booking form sent with it: a retry from the same browser gets this booking back. */
    requestKeyHash: text("request_key_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("bookings_companion_time_idx").on(table.companionId, table.startsAt),
    index("bookings_user_idx").on(table.userId),
    index("bookings_hold_idx")
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'pending'`),
    index("bookings_email_idx").on(table.email),
  ],
);

export const consultations = pgTable("consultations", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  category: text("category"),
  budget: text("budget"),
  selectedPackage: text("selected_package"),
  /** A package request from the booking form: the companion and the multi-day package asked for. */
  companionId: text("companion_id").references(() => companions.id, { onDelete: "set null" }),
  sessionType: text("session_type").$type<SessionTypeId>(),
  message: text("message"),
  preferredDate: text("preferred_date"),
  preferredTime: text("preferred_time"),
  /** The language the request was written in: the confirmation and any payment request are written in it. */
  locale: text("locale").$type<Locale>().notNull().default("en"),
  status: text("status").$type<ConsultationStatus>().notNull().default("new"),
  notes: text("notes"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type ConsultationStatus = "new" | "contacted" | "closed";
