/** The billing feature's tables: only this feature queries them (others call its service). */
import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../server/db/columns.ts";
import { users } from "../../server/auth/tables.ts";

export type BillingProvider = "sandbox" | "stripe" | "complimentary";
export type SubscriptionStatus = "incomplete" | "active" | "past_due" | "canceled";

/** Membership state per user; the payments adapter keeps it in step with the payment provider. */
export const subscriptions = pgTable("subscriptions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  subscribed: boolean("subscribed").notNull().default(false),
  tier: text("tier"),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  provider: text("provider").$type<BillingProvider>(),
  status: text("status").$type<SubscriptionStatus>(),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  providerCustomerId: text("provider_customer_id"),
  providerSubscriptionId: text("provider_subscription_id"),
  /** The first successful payment: the 30-day money-back guarantee runs from here. */
  firstPaidAt: timestamp("first_paid_at", { withTimezone: true }),
  /** The time of the newest provider event applied: an older event never rolls the state back. */
  lastEventAt: timestamp("last_event_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Provider events already applied (Stripe event ids, sandbox event ids): each takes effect once. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  createdAt: createdAt(),
});

/**
 * Checkout sessions of the sandbox provider (Stripe keeps its own): a membership (`userId`), or a booking
 * payment (`paymentId`, payable by whoever holds the unguessable checkout id, as with Stripe's links).
 */
export const sandboxCheckouts = pgTable("sandbox_checkouts", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
  kind: text("kind").$type<"subscription" | "payment">().notNull().default("subscription"),
  paymentId: uuid("payment_id"),
  amountCents: integer("amount_cents"),
  description: text("description"),
  successUrl: text("success_url"),
  cancelUrl: text("cancel_url"),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  status: text("status").$type<"open" | "paid" | "expired">().notNull().default("open"),
  createdAt: createdAt(),
});
