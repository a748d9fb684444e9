import { paths } from "../../shared/paths.ts";
import type { MailMessage } from "../../server/adapters/mail/outbox.ts";
import type { bookings } from "../../server/db/schema.ts";
import { POLICY_TEXT, sessionType, type SessionTypeId } from "../../shared/bookings.ts";
import { formatCents, formatDateTime } from "../../shared/format.ts";
import { bookingIcs } from "./calendar.server.ts";
import { mailText } from "../../server/mail-words/index.ts";

type BookingRow = typeof bookings.$inferSelect;

/** What every booking mail is written from: the row, the companion's name and the client's signed link. */
export interface BookingMailContext {
  booking: BookingRow;
  companionName: string;
  /** The client's page for this booking (signed link; works without an account). */
  link: string;
}

const firstName = (fullName: string) => fullName.split(/\s+/)[0] || "there";
const label = (booking: BookingRow) => sessionType(booking.sessionType as SessionTypeId).label;
const when = (booking: BookingRow) => `${formatDateTime(booking.startsAt)} (Florida time)`;

/**
 * Whether a mail to the client may repeat what was typed into the form (name, place). A free booking proves
 * nothing about the address it was made for, so its mails carry our template and a reference only: nobody
 * can use the form to send their own words to someone else. Paid and admin-arranged bookings may.
 */
const echoesTypedText = (booking: BookingRow) => booking.paymentStatus !== "free";
const greeting = (booking: BookingRow) => (echoesTypedText(booking) ? `Hi ${firstName(booking.fullName)},` : "Hello,");
const place = (booking: BookingRow) => (echoesTypedText(booking) ? booking.location || "to be agreed" : "as given when booking (see your booking page)");
const shortReference = (booking: BookingRow) => booking.id.slice(0, 8).toUpperCase();
const amount = (booking: BookingRow) => (booking.totalPriceCents === null ? "NA" : formatCents(booking.totalPriceCents));

/** The words of a mail to the client, in the language the booking was made in. */
function clientWords(booking: BookingRow) {
  const locale = booking.locale;
  const t = mailText(locale);
  return {
    t,
    locale,
    session: t(`package.${booking.sessionType as SessionTypeId}.name`),
    place: echoesTypedText(booking) ? booking.location || t("booking.place.toAgree") : t("booking.place.asGiven"),
    greeting: echoesTypedText(booking) ? t("greeting", { name: firstName(booking.fullName) }) : t("greeting.anonymous"),
  };
}

function summary({ booking, companionName }: BookingMailContext): string {
  return `${label(booking)} with ${companionName}\nWhen: ${when(booking)}\nWhere: ${place(booking)}`;
}

function calendarFile(context: BookingMailContext, cancelled = false) {
  const { booking, companionName } = context;
  const ics = bookingIcs({
    id: booking.id,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    summary: `${label(booking)} with ${companionName} (Wingmate)`,
    location: echoesTypedText(booking) ? booking.location : "",
    description: `${summary(context)}\n\n${POLICY_TEXT}`,
    cancelled,
  });
  return [{ filename: "wingmate-session.ics", contentType: "text/calendar", contentBase64: Buffer.from(ics).toString("base64") }];
}

/** The client's confirmation, in the language the booking was made in: for a paid session, the receipt. */
export function confirmationMail(context: BookingMailContext): MailMessage {
  const { booking, companionName } = context;
  const { t, locale, session, place, greeting } = clientWords(booking);
  const reference = t("booking.reference", { reference: shortReference(booking) });
  const outcome =
    booking.paymentStatus === "paid"
      ? t("booking.receipt", { amount: formatCents(booking.totalPriceCents ?? 0, locale), paidAt: formatDateTime(booking.confirmedAt ?? new Date(), locale) })
      : t("booking.free");
  return {
    kind: "booking-confirmation",
    to: booking.email,
    subject: t("booking.confirmed.subject", { session, companion: companionName, when: formatDateTime(booking.startsAt, locale) }),
    text: [
      greeting,
      "",
      t("booking.booked"),
      "",
      t("booking.summary", { session, companion: companionName }),
      t("booking.when", { when: formatDateTime(booking.startsAt, locale) }),
      t("booking.where", { place }),
      `\n${outcome} ${reference}`,
      "",
      t("policy.cancellation"),
      "",
      t("booking.manage", { link: context.link }),
      t("booking.calendar"),
    ].join("\n"),
    attachments: calendarFile(context),
  };
}

export function businessBookingMail(context: BookingMailContext): Omit<MailMessage, "to"> {
  const { booking } = context;
  return {
    kind: "booking-notification",
    replyTo: booking.email,
    subject: `New booking (${booking.paymentStatus === "paid" ? `paid ${amount(booking)}` : "free"}): ${label(booking)} with ${context.companionName}`,
    text: [
      `Full name: ${booking.fullName}`,
      `E-mail: ${booking.email}`,
      `Phone: ${booking.phone ?? "not given"}`,
      `Companion: ${context.companionName} (${booking.companionId})`,
      `Session type: ${booking.sessionType}`,
      `Date and time: ${when(booking)}`,
      `Location: ${place(booking)}`,
      `Special requests: ${booking.specialRequests ?? "none"}`,
      `Total price: ${amount(booking)} (${booking.paymentStatus})`,
      `Reference: ${booking.id}`,
    ].join("\n"),
  };
}

/** The companion's own account is told of a session, with the client's first name only. */
export function companionBookingMail(context: BookingMailContext, to: string, change: "new" | "rescheduled" | "cancelled"): MailMessage {
  const { booking } = context;
  const heading = { new: "New session booked", rescheduled: "Session moved", cancelled: "Session cancelled" }[change];
  return {
    kind: `companion-booking-${change}`,
    to,
    subject: `${heading}: ${label(booking)}, ${formatDateTime(booking.startsAt)}`,
    text: [
      `${heading}.`,
      "",
      `Client: ${firstName(booking.fullName)}`,
      `Session: ${label(booking)}`,
      `When: ${when(booking)}`,
      `Where: ${place(booking)}`,
      `Special requests: ${booking.specialRequests ?? "none"}`,
      "",
      `Your sessions and hours: ${new URL(paths.workspace, context.link).href}`,
    ].join("\n"),
    attachments: calendarFile(context, change === "cancelled"),
  };
}

export function rescheduledMail(context: BookingMailContext): MailMessage {
  const { booking } = context;
  return {
    kind: "booking-rescheduled",
    to: booking.email,
    subject: `Booking moved: ${label(booking)} with ${context.companionName}, ${formatDateTime(booking.startsAt)}`,
    text: [
      greeting(booking),
      "",
      "Your session has a new time. Your payment carries over.",
      "",
      summary(context),
      "",
      `Manage it here: ${context.link}`,
      "The updated calendar invitation is attached.",
    ].join("\n"),
    attachments: calendarFile(context),
  };
}

/** What cancelling did with the money, in words for the client and the team. */
export function refundSentence(booking: BookingRow): string {
  switch (booking.paymentStatus) {
    case "refunded":
      return `${amount(booking)} has been refunded in full to your card (it shows within 5-10 business days).`;
    case "refund_pending":
      return `A full refund of ${amount(booking)} is on its way to your card (it shows within 5-10 business days).`;
    case "non_refundable":
      return `The session was cancelled within 24 hours of its start, so the ${amount(booking)} payment is non-refundable.`;
    default:
      return "Nothing was charged.";
  }
}

export function cancellationMails(context: BookingMailContext): { client: MailMessage; business: Omit<MailMessage, "to"> } {
  const { booking } = context;
  const subject = `Booking cancelled: ${label(booking)} with ${context.companionName}, ${formatDateTime(booking.startsAt)}`;
  return {
    client: {
      kind: "booking-cancelled",
      to: booking.email,
      subject,
      text: [
        greeting(booking),
        "",
        `Your booking has been cancelled${booking.cancelledBy === "admin" ? " by the Wingmate team" : ""}.`,
        "",
        summary(context),
        "",
        refundSentence(booking),
      ].join("\n"),
      attachments: calendarFile(context, true),
    },
    business: {
      kind: "booking-cancelled-notification",
      replyTo: booking.email,
      subject,
      text: [
        `Cancelled by: ${booking.cancelledBy ?? "client"}`,
        `Client: ${booking.fullName} <${booking.email}>`,
        summary(context),
        `Payment: ${booking.paymentStatus} (${amount(booking)})`,
        `Reference: ${booking.id}`,
      ].join("\n"),
    },
  };
}

/** A payment that came too late (the slot went to someone else, or the hold lapsed) is returned at once. */
export function paymentReturnedMail(context: BookingMailContext, amountCents: number): MailMessage {
  const { booking } = context;
  return {
    kind: "booking-payment-refunded",
    to: booking.email,
    subject: `Your payment for ${label(booking)} was refunded`,
    text: [
      greeting(booking),
      "",
      `We received your payment of ${formatCents(amountCents)} after the time held for you had been released, or after it was already paid, so we could not use it for this booking:`,
      "",
      summary(context),
      "",
      "The payment has been refunded in full to your card. You are welcome to book again.",
    ].join("\n"),
  };
}

export function reminderMail(context: BookingMailContext): MailMessage {
  const { booking, companionName } = context;
  const { t, locale, session, place, greeting } = clientWords(booking);
  return {
    kind: "booking-reminder",
    to: booking.email,
    subject: t("reminder.subject", { companion: companionName }),
    text: [
      greeting,
      "",
      t("reminder.text", { session, companion: companionName, when: formatDateTime(booking.startsAt, locale), place }),
      "",
      t("reminder.link", { link: context.link }),
    ].join("\n"),
  };
}

export function paymentRequestMail(context: BookingMailContext): MailMessage {
  const { booking } = context;
  const deadline = booking.holdExpiresAt ? formatDateTime(booking.holdExpiresAt) : "soon";
  return {
    kind: "booking-payment-request",
    to: booking.email,
    subject: `Your payment link: ${label(booking)} with ${context.companionName}`,
    text: [
      `Hi ${firstName(booking.fullName)},`,
      "",
      "Thank you for your request. Here is the package we agreed:",
      "",
      summary(context),
      `Price: ${amount(booking)}`,
      "",
      `Pay securely here to confirm it: ${context.link}`,
      `We hold these dates for you until ${deadline} (Florida time).`,
      "",
      POLICY_TEXT,
    ].join("\n"),
  };
}
