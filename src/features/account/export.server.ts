import { asc, eq, inArray } from "drizzle-orm";
import type { Viewer } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import {
  bookings,
  companionAccounts,
  companionInvitations,
  companions,
  consultations,
  conversations,
  eventInterests,
  events,
  franchiseEnquiries,
  hiringApplications,
  memberProfiles,
  messages,
  outbox,
  payments,
  profiles,
  reports,
  reviews,
  savedProfiles,
  sessions,
  subscriptions,
  users,
} from "../../server/db/schema.ts";
import { isPreviewCompanion } from "../../shared/catalogue.ts";
import { bookingView, withVisibleName } from "../bookings/index.server.ts";
import { hasVipAccess } from "../../shared/access.ts";
import { ownRows } from "./own-rows.server.ts";
import { ownProfileView } from "./service.server.ts";

/**
 * Everything stored about the user, for "download my data": one section per table that holds them, in the
 * owner's view. Staff's side stays out (staff notes, which staff account answered, admin notes), and so does
 * anything of other people's.
 */
export async function exportAccountData(db: Db, viewer: Viewer) {
  const userId = viewer.user.id;
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, emailVerified: users.emailVerified, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const own = ownRows(user);
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

  const sessionRows = await db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  // Mail to the address, once it is proven: until then it may be someone else's (a guest's confirmations).
  const mail = await db
    .select({ kind: outbox.kind, subject: outbox.subject, createdAt: outbox.createdAt, status: outbox.status })
    .from(outbox)
    .where(own.mailToAddress)
    .orderBy(asc(outbox.createdAt));

  const bookingRows = await db
    .select({ booking: bookings, companionName: companions.name })
    .from(bookings)
    .innerJoin(companions, eq(companions.id, bookings.companionId))
    .where(own.bookings)
    .orderBy(asc(bookings.startsAt));
  const seesEvery = hasVipAccess(viewer);
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
    .where(own.payments(bookingRows.map(({ booking }) => booking.id)))
    .orderBy(asc(payments.createdAt));

  const conversationRows = await db
    .select({ conversation: conversations, companionName: companions.name })
    .from(conversations)
    .innerJoin(companions, eq(companions.id, conversations.companionId))
    .where(eq(conversations.memberId, userId))
    .orderBy(asc(conversations.createdAt));
  const messageRows = conversationRows.length
    ? await db
        .select({ conversationId: messages.conversationId, sender: messages.sender, body: messages.body, createdAt: messages.createdAt })
        .from(messages)
        .where(
          inArray(
            messages.conversationId,
            conversationRows.map(({ conversation }) => conversation.id),
          ),
        )
        .orderBy(asc(messages.createdAt))
    : [];
  const conversationSection = conversationRows.map(({ conversation, companionName }) => ({
    id: conversation.id,
    companion: { id: conversation.companionId, name: companionName },
    createdAt: conversation.createdAt.toISOString(),
    lastMessageAt: conversation.lastMessageAt.toISOString(),
    // Who wrote each message ("member": you, "staff": the companion's team), never which staff account.
    messages: messageRows
      .filter((message) => message.conversationId === conversation.id)
      .map((message) => ({ sender: message.sender, body: message.body, createdAt: message.createdAt.toISOString() })),
  }));

  const reviewRows = await db
    .select({
      companionId: reviews.companionId,
      rating: reviews.rating,
      reviewText: reviews.reviewText,
      reviewerName: reviews.reviewerName,
      isApproved: reviews.isApproved,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.userId, userId));
  const savedRows = await db
    .select({ companionId: savedProfiles.companionId, companionName: savedProfiles.companionName, createdAt: savedProfiles.createdAt })
    .from(savedProfiles)
    .where(eq(savedProfiles.userId, userId));
  const interestRows = await db
    .select({
      eventId: eventInterests.eventId,
      title: events.title,
      startsAt: events.startsAt,
      interested: eventInterests.interested,
      interestLevel: eventInterests.interestLevel,
      createdAt: eventInterests.createdAt,
    })
    .from(eventInterests)
    .innerJoin(events, eq(events.id, eventInterests.eventId))
    .where(eq(eventInterests.userId, userId));
  const [memberProfile] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId));
  const reportRows = await db
    .select({
      subjectType: reports.subjectType,
      subjectId: reports.subjectId,
      reason: reports.reason,
      status: reports.status,
      createdAt: reports.createdAt,
      resolvedAt: reports.resolvedAt,
    })
    .from(reports)
    .where(eq(reports.reporterId, userId));
  const applicationRows = await db.select().from(hiringApplications).where(own.hiringApplications);
  const consultationRows = await db.select().from(consultations).where(own.consultations);
  const enquiryRows = await db.select().from(franchiseEnquiries).where(own.franchiseEnquiries);
  const [companionLink] = await db.select({ companionId: companionAccounts.companionId }).from(companionAccounts).where(eq(companionAccounts.userId, userId));
  const invitationRows = await db
    .select({ companionId: companionInvitations.companionId, createdAt: companionInvitations.createdAt })
    .from(companionInvitations)
    .where(own.companionInvitations);

  return {
    exportedAt: new Date().toISOString(),
    account: user,
    profile: profile ? ownProfileView(profile) : null,
    subscription: subscription ?? null,
    sessions: sessionRows,
    emailsSentToYou: mail,
    bookings: bookingSection,
    payments: paymentRows,
    conversations: conversationSection,
    reviews: reviewRows,
    savedProfiles: savedRows,
    eventInterests: interestRows,
    memberProfile: memberProfile
      ? {
          id: memberProfile.id,
          displayName: memberProfile.displayName,
          bio: memberProfile.bio,
          location: memberProfile.location,
          age: memberProfile.age,
          interests: memberProfile.interests,
          phoneNumber: memberProfile.phoneNumber,
          email: memberProfile.email,
          availability: memberProfile.availability,
          isPublic: memberProfile.isPublic,
          // Each picture is read through its own private URL (only you, admins, and wing women while public).
          images: memberProfile.images.map((image) => image.url),
          createdAt: memberProfile.createdAt.toISOString(),
          updatedAt: memberProfile.updatedAt.toISOString(),
        }
      : null,
    reports: reportRows,
    hiringApplications: applicationRows.map(({ notes: _staffNotes, headshotKey, ...row }) => ({ ...row, hasHeadshot: headshotKey !== null })),
    consultations: consultationRows.map(({ notes: _staffNotes, ...row }) => row),
    franchiseEnquiries: enquiryRows.map(({ notes: _staffNotes, ...row }) => row),
    companionAccount: companionLink ?? null,
    companionInvitations: invitationRows,
  };
}
