/**
 * The Drizzle schema: one module that every table is declared in (feature tables are added here as
 * their issues land), so drizzle-kit can generate the committed SQL migrations from it.
 */
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { DEFAULT_WEEKLY_HOURS, type TimeRange, type WeeklyHours } from "../../shared/availability.ts";
import type { BookingPaymentStatus, BookingStatus, SessionTypeId } from "../../shared/bookings.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import type { PaymentKind, PaymentStatus } from "../../shared/payments.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Mail waiting to be delivered; written in the same transaction as what caused it. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Attachments as `{ filename, contentType, contentBase64 }`. */
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** "smtp", or "outbox" when no SMTP server is configured and the mail is only kept here. */
    deliveredVia: text("delivered_via"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

export type OutboxStatus = "pending" | "sending" | "sent" | "failed";
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** Every admin action: who, what, when, and the record before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (table) => [index("audit_log_created_idx").on(table.createdAt)],
);

/** Which sample-data sets have been seeded, so seeding runs once per database. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  createdAt: createdAt(),
});

// ---- Accounts (Better Auth's tables: the JS field names are the ones Better Auth expects) ----

const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** The language the account reads the site and its mails in (issue 26): "en" or "es". */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The admin user list sorts by name with keyset paging, and searches names and e-mails by substring.
  (table) => [
    index("users_name_idx").on(table.name, table.id),
    index("users_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
    index("users_email_trgm_idx").using("gin", table.email.op("gin_trgm_ops")),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** The argon2id hash (`$argon2id$...`); never leaves the server. */
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("accounts_user_idx").on(table.userId)],
);

/** Single-use tokens: e-mail verification and password reset. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

export type Role = "user" | "wingwoman" | "admin";

/** The spec's `profiles` row: one per user, created with the account. */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name"),
    lastName: text("last_name"),
    phoneNumber: text("phone_number"),
    countryCode: text("country_code"),
    zipCode: text("zip_code"),
    bio: text("bio"),
    avatarUrl: text("avatar_url"),
    role: text("role").$type<Role>().notNull().default("user"),
    /** Set by an admin: the account cannot sign in and its sessions are revoked. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** Staff notes about the account (never shown to the user). */
    adminNotes: text("admin_notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("profiles_created_idx").on(table.createdAt, table.id), index("profiles_role_idx").on(table.role)],
);

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

/** Fixed-window counters for abuse limits (per IP, per account), shared by every instance. */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

// ---- Companion catalogue ----

/** One image in the sizes the pages use; each size in AVIF and WebP (URLs from the storage adapter). */
export interface PhotoSet {
  alt: string;
  card: { avif: string; webp: string; width: number };
  full: { avif: string; webp: string; width: number };
  /** Storage keys, to delete the files when the photo is removed. */
  keys: string[];
}

export type CompanionGender = "woman" | "man";

export const companions = pgTable(
  "companions",
  {
    /** The spec's ids: '1'..'21' for wing women, 'm1'..'m6' for wing men. */
    id: text("id").primaryKey(),
    gender: text("gender").$type<CompanionGender>().notNull(),
    name: text("name").notNull(),
    age: integer("age").notNull(),
    location: text("location").notNull(),
    area: text("area").notNull(),
    bio: text("bio").notNull(),
    fullBio: text("full_bio").notNull(),
    specialties: jsonb("specialties").$type<string[]>().notNull().default([]),
    achievements: jsonb("achievements").$type<string[]>().notNull().default([]),
    personalityTraits: jsonb("personality_traits").$type<string[]>().notNull().default([]),
    availability: text("availability").notNull(),
    workingHours: text("working_hours").notNull(),
    responseTime: text("response_time").notNull(),
    languages: jsonb("languages").$type<string[]>().notNull().default([]),
    interests: jsonb("interests").$type<string[]>().notNull().default([]),
    experience: text("experience").notNull(),
    backgroundChecked: boolean("background_checked").notNull().default(false),
    photos: jsonb("photos").$type<PhotoSet[]>().notNull().default([]),
    /** Hidden companions are left out of every list and page (admins still see them). */
    hidden: boolean("hidden").notNull().default(false),
    /** When sessions may be booked, per weekday, in Florida time (see src/shared/availability.ts). */
    weeklyHours: jsonb("weekly_hours").$type<WeeklyHours>().notNull().default(DEFAULT_WEEKLY_HOURS),
    /** Minutes kept free before and after each session. */
    bufferMinutes: integer("buffer_minutes").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("companions_gender_idx").on(table.gender)],
);

/** A companion's time off (no ranges) or other hours on a run of dates, Florida dates, both ends included. */
export const companionAvailabilityExceptions = pgTable(
  "companion_availability_exceptions",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    companionId: text("companion_id")
      .notNull()
      .references(() => companions.id, { onDelete: "cascade" }),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    ranges: jsonb("ranges").$type<TimeRange[]>().notNull().default([]),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [index("availability_exceptions_companion_idx").on(table.companionId, table.endsOn)],
);

/** The spec's `reviews` row; only approved reviews count towards a companion's rating. */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    companionId: text("companion_id")
      .notNull()
      .references(() => companions.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    reviewText: text("review_text"),
    isVipMember: boolean("is_vip_member").notNull().default(false),
    reviewerName: text("reviewer_name").notNull(),
    isApproved: boolean("is_approved").notNull().default(false),
    /** Part of the sample data set: shown with a "Sample review" label, removed with the rest of it. */
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    // The public feed: one companion's approved reviews, newest first, read straight from the index.
    index("reviews_feed_idx").on(table.companionId, table.isApproved, table.createdAt.desc()),
    // One review per member and companion: a second submission edits it.
    uniqueIndex("reviews_user_companion_idx").on(table.userId, table.companionId),
  ],
);

/** The spec's `saved_profiles` row: one per member and companion. */
export const savedProfiles = pgTable(
  "saved_profiles",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companionId: text("companion_id")
      .notNull()
      .references(() => companions.id, { onDelete: "cascade" }),
    companionName: text("companion_name").notNull(),
    companionImage: text("companion_image"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("saved_profiles_user_companion_idx").on(table.userId, table.companionId)],
);

/** A member's thread with one companion; staff (admins, the companion's own account) answer in it. */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    memberId: text("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companionId: text("companion_id")
      .notNull()
      .references(() => companions.id, { onDelete: "cascade" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    memberReadAt: timestamp("member_read_at", { withTimezone: true }),
    staffReadAt: timestamp("staff_read_at", { withTimezone: true }),
    /** Staff notes about the thread (never shown to the member). */
    staffNotes: text("staff_notes"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("conversations_member_companion_idx").on(table.memberId, table.companionId)],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** "member" wrote it, or "staff" (an admin or the companion's account) answered. */
    sender: text("sender").$type<"member" | "staff">().notNull(),
    senderUserId: text("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("messages_conversation_idx").on(table.conversationId, table.createdAt)],
);

/** A `wingwoman` account linked to the companion it answers for. */
export const companionAccounts = pgTable("companion_accounts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  companionId: text("companion_id")
    .notNull()
    .unique()
    .references(() => companions.id, { onDelete: "cascade" }),
});

/**
 * A companion's account waiting for its owner: the address has no verified account yet, so the link is
 * made when an account proves it owns the address (verification), never to whoever signs up first.
 */
export const companionInvitations = pgTable("companion_invitations", {
  email: text("email").primaryKey(),
  companionId: text("companion_id")
    .notNull()
    .references(() => companions.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export type ReportSubject = "companion" | "review" | "message";
export type ReportStatus = "open" | "resolved" | "dismissed";

/** What members report (a companion, a review, a message) with their reason: the admin queue. */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    subjectType: text("subject_type").$type<ReportSubject>().notNull(),
    subjectId: text("subject_id").notNull(),
    reason: text("reason").notNull(),
    status: text("status").$type<ReportStatus>().notNull().default("open"),
    /** What the admin did or decided, for the record. */
    notes: text("notes"),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("reports_status_idx").on(table.status, table.createdAt)],
);

// ---- Bookings and consultation requests ----

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
    /** The language the booking was made in: its mails go out in it (issue 26). */
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

// ---- Hiring applications and member public profiles ----

export type ApplicationStatus = "new" | "interviewing" | "accepted" | "rejected";

export const hiringApplications = pgTable("hiring_applications", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  age: text("age"),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  relationshipStatus: text("relationship_status"),
  areasToWork: jsonb("areas_to_work").$type<string[]>().notNull().default([]),
  weeklyAvailability: text("weekly_availability"),
  transportationMethod: text("transportation_method"),
  experience: text("experience"),
  motivation: text("motivation"),
  personalityTraits: jsonb("personality_traits").$type<string[]>().notNull().default([]),
  communicationStyle: text("communication_style"),
  socialMediaComfort: text("social_media_comfort"),
  scenario1: text("scenario1"),
  scenario2: text("scenario2"),
  /** Key in the private hiring-headshots bucket; only admins can open it. */
  headshotKey: text("headshot_key"),
  backgroundCheck: boolean("background_check").notNull(),
  terms: boolean("terms").notNull(),
  /** The language the applicant applied in: the team's answer is written in it. */
  locale: text("locale").$type<Locale>().notNull().default("en"),
  status: text("status").$type<ApplicationStatus>().notNull().default("new"),
  notes: text("notes"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export interface MemberImage {
  url: string;
  key: string;
}

/** The spec's vip_member_profiles row: a member's public profile that wing women may view. */
export const memberProfiles = pgTable("vip_member_profiles", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  displayName: text("display_name").notNull(),
  bio: text("bio").notNull(),
  location: text("location").notNull(),
  age: integer("age").notNull().default(18),
  images: jsonb("images").$type<MemberImage[]>().notNull().default([]),
  interests: jsonb("interests").$type<string[]>().notNull().default([]),
  phoneNumber: text("phone_number"),
  email: text("email"),
  availability: text("availability").notNull(),
  isPublic: boolean("is_public").notNull().default(false),
  rating: integer("rating"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---- Local events ----

export type EventCategory = "bar" | "lounge" | "nightclub" | "restaurant" | "art/culture";

export const events = pgTable(
  "events",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The de-duplication key: the title, trimmed and lower-cased (§9). */
    titleKey: text("title_key").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").$type<EventCategory>().notNull(),
    venueName: text("venue_name").notNull().default(""),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    priceRange: text("price_range"),
    imageUrl: text("image_url"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    /** Where it came from: a source's URL, "admin" (written by staff) or "sample" (the sample data set). */
    source: text("source").notNull(),
    /** Hidden by staff: kept (a refresh does not bring it back) but not listed. */
    hidden: boolean("hidden").notNull().default(false),
    /** When staff last edited it: a refresh no longer overwrites an edited event. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** The uploaded image's key in the "event-images" bucket, removed with the event. */
    imageKey: text("image_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("events_starts_idx").on(table.startsAt)],
);

export type EventSourceStatus = "ok" | "error";

/**
 * A page with schema.org Event JSON-LD or an iCalendar feed, read on every refresh. Staff add them from the
 * dashboard ("admin"); the EVENT_SOURCES variable's are listed too ("env") so their last fetch shows.
 */
export const eventSources = pgTable("event_sources", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  url: text("url").notNull().unique(),
  label: text("label").notNull().default(""),
  origin: text("origin").$type<"admin" | "env">().notNull(),
  enabled: boolean("enabled").notNull().default(true),
  lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
  lastStatus: text("last_status").$type<EventSourceStatus>(),
  lastCount: integer("last_count"),
  lastError: text("last_error"),
  createdAt: createdAt(),
});

export const eventInterests = pgTable(
  "event_user_interests",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    interested: boolean("interested").notNull().default(true),
    interestLevel: integer("interest_level").notNull().default(5),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("event_interests_user_event_idx").on(table.userId, table.eventId), index("event_interests_event_idx").on(table.eventId)],
);

/** Small site-wide facts shared by every instance (such as when events were last refreshed). */
export const siteState = pgTable("site_state", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

// ---- Franchise ----

export type FranchiseEnquiryStatus = "new" | "contacted" | "closed";

/** Someone interested in opening Wingmate in their city ($25,000 per city, §9). */
export const franchiseEnquiries = pgTable("franchise_enquiries", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  city: text("city").notNull(),
  message: text("message"),
  status: text("status").$type<FranchiseEnquiryStatus>().notNull().default("new"),
  notes: text("notes"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
