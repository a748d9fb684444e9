import { paths } from "../../shared/paths.ts";
import type { MailMessage } from "../../server/adapters/mail/outbox.ts";
import type { bookings } from "../../server/db/schema.ts";
import { sessionType, type SessionTypeId } from "../../shared/bookings.ts";
import { formatCents, formatDateTime } from "../../shared/format.ts";
import { bookingIcs } from "./calendar.server.ts";
import { mailText, type MailText } from "../../server/mail-words/index.ts";
import type { Locale } from "../../shared/i18n/locales.ts";

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
/** Where the session is, in a mail's words: as typed, when the mail may echo it. */
const placeIn = (booking: BookingRow, t: MailText) => (echoesTypedText(booking) ? booking.location || t("booking.place.toAgree") : t("booking.place.asGiven"));
const sessionIn = (booking: BookingRow, t: MailText) => t(`package.${booking.sessionType as SessionTypeId}.name`);
const place = (booking: BookingRow) => placeIn(booking, mailText("en"));
const shortReference = (booking: BookingRow) => booking.id.slice(0, 8).toUpperCase();
const amount = (booking: BookingRow, locale: Locale = "en") => (booking.totalPriceCents === null ? "NA" : formatCents(booking.totalPriceCents, locale));

/** The words of a mail to the client, in the language the booking was made in. */
function clientWords(booking: BookingRow) {
  const locale = booking.locale;
  const t = mailText(locale);
  return {
    t,
    locale,
    session: sessionIn(booking, t),
    place: placeIn(booking, t),
    greeting: echoesTypedText(booking) ? t("greeting", { name: firstName(booking.fullName) }) : t("greeting.anonymous"),
  };
}

function summary({ booking, companionName }: BookingMailContext): string {
  return `${label(booking)} with ${companionName}\nWhen: ${when(booking)}\nWhere: ${place(booking)}`;
}

/** The session as an invitation, in the client's language (or the team's English, for the companion's copy). */
function calendarFile(context: BookingMailContext, { cancelled = false, locale = "en" }: { cancelled?: boolean; locale?: Locale } = {}) {
  const { booking, companionName } = context;
  const t = mailText(locale);
  const ics = bookingIcs({
    id: booking.id,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    summary: t("calendar.summary", { session: sessionIn(booking, t), companion: companionName }),
    location: echoesTypedText(booking) ? booking.location : "",
    description: `${sessionLines(context, locale).join("\n")}\n\n${t("policy.cancellation")}`,
    cancelled,
  });
  return [{ filename: "wingmate-session.ics", contentType: "text/calendar", contentBase64: Buffer.from(ics).toString("base64") }];
}

/** What, with whom, when and where, in a language: the middle of every client mail. */
function sessionLines({ booking, companionName }: BookingMailContext, locale: Locale): string[] {
  const t = mailText(locale);
  return [
    t("booking.summary", { session: sessionIn(booking, t), companion: companionName }),
    t("booking.when", { when: formatDateTime(booking.startsAt, locale) }),
    t("booking.where", { place: placeIn(booking, t) }),
  ];
}

/** The client's confirmation, in the language the booking was made in: for a paid session, the receipt. */
export function confirmationMail(context: BookingMailContext): MailMessage {
  const { booking, companionName } = context;
  const { t, locale, session, greeting } = clientWords(booking);
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
      ...sessionLines(context, locale),
      `\n${outcome} ${reference}`,
      "",
      t("policy.cancellation"),
      "",
      t("booking.manage", { link: context.link }),
      t("booking.calendar"),
    ].join("\n"),
    attachments: calendarFile(context, { locale }),
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
    attachments: calendarFile(context, { cancelled: change === "cancelled" }),
  };
}

export function rescheduledMail(context: BookingMailContext): MailMessage {
  const { booking, companionName } = context;
  const { t, locale, session, greeting } = clientWords(booking);
  return {
    kind: "booking-rescheduled",
    to: booking.email,
    subject: t("rescheduled.subject", { session, companion: companionName, when: formatDateTime(booking.startsAt, locale) }),
    text: [
      greeting,
      "",
      t("rescheduled.text"),
      "",
      ...sessionLines(context, locale),
      "",
      t("rescheduled.manage", { link: context.link }),
      t("rescheduled.calendar"),
    ].join("\n"),
    attachments: calendarFile(context, { locale }),
  };
}

/** What cancelling did with the money, in words for the client (in their language) and the team (in English). */
function refundSentence(booking: BookingRow, locale: Locale): string {
  const t = mailText(locale);
  const paid = amount(booking, locale);
  switch (booking.paymentStatus) {
    case "refunded":
      return t("refund.refunded", { amount: paid });
    case "refund_pending":
      return t("refund.pending", { amount: paid });
    case "non_refundable":
      return t("refund.none", { amount: paid });
    default:
      return t("refund.nothingCharged");
  }
}

export function cancellationMails(context: BookingMailContext): { client: MailMessage; business: Omit<MailMessage, "to"> } {
  const { booking, companionName } = context;
  const { t, locale, session, greeting } = clientWords(booking);
  return {
    client: {
      kind: "booking-cancelled",
      to: booking.email,
      subject: t("cancelled.subject", { session, companion: companionName, when: formatDateTime(booking.startsAt, locale) }),
      text: [
        greeting,
        "",
        t(booking.cancelledBy === "admin" ? "cancelled.byTeam" : "cancelled.text"),
        "",
        ...sessionLines(context, locale),
        "",
        refundSentence(booking, locale),
      ].join("\n"),
      attachments: calendarFile(context, { cancelled: true, locale }),
    },
    business: {
      kind: "booking-cancelled-notification",
      replyTo: booking.email,
      subject: `Booking cancelled: ${label(booking)} with ${companionName}, ${formatDateTime(booking.startsAt)}`,
      text: [
        `Cancelled by: ${booking.cancelledBy ?? "client"}`,
        `Client: ${booking.fullName} <${booking.email}>`,
        summary(context),
        `Payment: ${booking.paymentStatus} (${amount(booking)})`,
        refundSentence(booking, "en"),
        `Reference: ${booking.id}`,
      ].join("\n"),
    },
  };
}

/** A payment that came too late (the slot went to someone else, or the hold lapsed) is returned at once. */
export function paymentReturnedMail(context: BookingMailContext, amountCents: number): MailMessage {
  const { booking } = context;
  const { t, locale, session, greeting } = clientWords(booking);
  return {
    kind: "booking-payment-refunded",
    to: booking.email,
    subject: t("returned.subject", { session }),
    text: [
      greeting,
      "",
      t("returned.text", { amount: formatCents(amountCents, locale) }),
      "",
      ...sessionLines(context, locale),
      "",
      t("returned.refunded"),
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

/** The agreed package's payment link (a payment request always echoes what the team wrote: it is their mail). */
export function paymentRequestMail(context: BookingMailContext): MailMessage {
  const { booking, companionName } = context;
  const { t, locale, session } = clientWords(booking);
  return {
    kind: "booking-payment-request",
    to: booking.email,
    subject: t("paymentRequest.subject", { session, companion: companionName }),
    text: [
      t("greeting", { name: firstName(booking.fullName) }),
      "",
      t("paymentRequest.intro"),
      "",
      ...sessionLines(context, locale),
      t("paymentRequest.price", { amount: amount(booking, locale) }),
      "",
      t("paymentRequest.pay", { link: context.link }),
      booking.holdExpiresAt ? t("paymentRequest.hold", { deadline: formatDateTime(booking.holdExpiresAt, locale) }) : t("paymentRequest.holdShort"),
      "",
      t("policy.cancellation"),
    ].join("\n"),
  };
}

/** The requester's receipt, in the page's language: our words and a reference only, so the form cannot carry someone's text to an address nobody proved. */
export function consultationConfirmationMail(to: string, requestId: string, locale: Locale): MailMessage {
  const t = mailText(locale);
  return {
    kind: "consultation-confirmation",
    to,
    subject: t("consultation.confirmation.subject"),
    text: [
      t("greeting.anonymous"),
      t("consultation.confirmation.text", { reference: requestId.slice(0, 8).toUpperCase() }),
      t("notYou.request"),
      t("signature"),
    ].join("\n\n"),
  };
}
