import { paths } from "../../shared/paths.ts";
import type { MailMessage } from "../../server/adapters/mail/outbox.ts";
import type { bookings } from "./tables.server.ts";
import { floridaToday, sessionType } from "../../shared/bookings.ts";
import { formatCents, formatDateTime, formatLongDate, formatTime } from "../../shared/format.ts";
import { bookingIcs } from "./calendar.server.ts";
import { mailText, type MailText } from "../../server/mail-words/index.ts";
import type { Locale } from "../../shared/i18n/locales.ts";

type BookingRow = typeof bookings.$inferSelect;

/** What every booking mail is written from: the row, the companion's name and the client's signed link. */
export interface BookingMailContext {
  booking: BookingRow;
  /** The companion's name, for the team's and the companion's own mails. */
  companionName: string;
  /** What the client's mails call the companion: null while the client may not see the profile. */
  clientCompanionName: string | null;
  /**
   * Whether a mail to the client may repeat what was typed into the form (name, place). A free booking, or one
   * "paid" in the test shop, proves nothing about the address it was made for, so its mails carry our template
   * and a reference only: nobody can use the form to send their own words to someone else. Bookings paid
   * through a real provider, and those the team arranged (payment requests), may.
   */
  echoesTypedText: boolean;
  /** Paid in the test shop (`PAYMENTS=sandbox`): no card was charged, and the receipt says so. */
  testPayment: boolean;
  /** The client's page for this booking (signed link; works without an account). */
  link: string;
}

const firstName = (fullName: string) => fullName.split(/\s+/)[0] || "there";
const label = (booking: BookingRow) => sessionType(booking.sessionType).label;
const when = (booking: BookingRow) => `${formatDateTime(booking.startsAt)} (Florida time)`;

/** Where the session is, in a client mail's words: as typed, when the mail may echo it. */
const placeIn = ({ booking, echoesTypedText }: BookingMailContext, t: MailText) =>
  echoesTypedText ? booking.location || t("booking.place.toAgree") : t("booking.place.asGiven");
const sessionIn = (booking: BookingRow, t: MailText) => t(`package.${booking.sessionType}.name`);
/** Where the session is, for the team and the companion (our own people): as typed. */
const place = (booking: BookingRow) => booking.location || mailText("en")("booking.place.toAgree");
/** The companion as a client mail names them: "your companion" while the client may not see the profile. */
const companionIn = (context: BookingMailContext, t: MailText) => context.clientCompanionName ?? t("booking.yourCompanion");
const shortReference = (booking: BookingRow) => booking.id.slice(0, 8).toUpperCase();
/** The booking's price in a mail: a package priced on request is "priced with you" ("price to agree" for the team). */
const amount = (booking: BookingRow, locale?: Locale) =>
  booking.totalPriceCents !== null ? formatCents(booking.totalPriceCents, locale) : locale ? mailText(locale)("package.price.agreed") : "price to agree";

/** The words of a mail to the client, in the language the booking was made in. */
function clientWords(context: BookingMailContext) {
  const { booking } = context;
  const locale = booking.locale;
  const t = mailText(locale);
  return {
    t,
    locale,
    session: sessionIn(booking, t),
    place: placeIn(context, t),
    companion: companionIn(context, t),
    greeting: context.echoesTypedText ? t("greeting", { name: firstName(booking.fullName) }) : t("greeting.anonymous"),
  };
}

function summary({ booking, companionName }: BookingMailContext): string {
  return `${label(booking)} with ${companionName}\nWhen: ${when(booking)}\nWhere: ${place(booking)}`;
}

/** The session as an invitation: the client's, in their language; or the companion's own copy, in the team's English. */
function calendarFile(context: BookingMailContext, { cancelled = false, forCompanion = false }: { cancelled?: boolean; forCompanion?: boolean } = {}) {
  const { booking } = context;
  const locale = forCompanion ? "en" : booking.locale;
  const t = mailText(locale);
  const companion = forCompanion ? context.companionName : companionIn(context, t);
  const ics = bookingIcs({
    id: booking.id,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    summary: t("calendar.summary", { session: sessionIn(booking, t), companion }),
    location: forCompanion || context.echoesTypedText ? booking.location : "",
    description: `${(forCompanion ? teamSessionLines(context) : sessionLines(context, locale)).join("\n")}\n\n${t("policy.cancellation")}`,
    cancelled,
  });
  return [{ filename: "wingmate-session.ics", contentType: "text/calendar", contentBase64: Buffer.from(ics).toString("base64") }];
}

/** What, with whom, when and where, in a language: the middle of every client mail. */
function sessionLines(context: BookingMailContext, locale: Locale): string[] {
  const { booking } = context;
  const t = mailText(locale);
  return [
    t("booking.summary", { session: sessionIn(booking, t), companion: companionIn(context, t) }),
    t("booking.when", { when: formatDateTime(booking.startsAt, locale) }),
    t("booking.where", { place: placeIn(context, t) }),
  ];
}

/** The same, as the companion's own copy says it. */
function teamSessionLines({ booking, companionName }: BookingMailContext): string[] {
  const t = mailText("en");
  return [
    t("booking.summary", { session: sessionIn(booking, t), companion: companionName }),
    t("booking.when", { when: formatDateTime(booking.startsAt, "en") }),
    t("booking.where", { place: place(booking) }),
  ];
}

/** The client's confirmation, in the language the booking was made in: for a paid session, the receipt. */
export function confirmationMail(context: BookingMailContext): MailMessage {
  const { booking } = context;
  const { t, locale, session, companion, greeting } = clientWords(context);
  const reference = t("booking.reference", { reference: shortReference(booking) });
  const outcome =
    booking.paymentStatus === "paid"
      ? t(context.testPayment ? "booking.receipt.test" : "booking.receipt", {
          amount: formatCents(booking.totalPriceCents ?? 0, locale),
          paidAt: formatDateTime(booking.confirmedAt ?? new Date(), locale),
        })
      : t("booking.free");
  return {
    kind: "booking-confirmation",
    to: booking.email,
    subject: t("booking.confirmed.subject", { session, companion, when: formatDateTime(booking.startsAt, locale) }),
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
    attachments: calendarFile(context),
  };
}

/**
 * A free session booked for an address nobody has proven yet: our words, the time, and the link that leads
 * to the confirmation page. The business hears of it only once it is confirmed.
 */
export function confirmationRequestMail(context: BookingMailContext, confirmationLink: string): MailMessage {
  const { booking } = context;
  const { t, locale, session } = clientWords(context);
  return {
    kind: "booking-confirm-request",
    to: booking.email,
    subject: t("confirmRequest.subject", { session }),
    text: [
      t("greeting.anonymous"),
      "",
      t("confirmRequest.intro", { session, when: formatDateTime(booking.startsAt, locale) }),
      "",
      t("confirmRequest.link", { link: confirmationLink }),
      booking.holdExpiresAt ? t("confirmRequest.hold", { deadline: formatDateTime(booking.holdExpiresAt, locale) }) : "",
      "",
      t("booking.reference", { reference: shortReference(booking) }),
      t("confirmRequest.notYou"),
    ].join("\n"),
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
    attachments: calendarFile(context, { cancelled: change === "cancelled", forCompanion: true }),
  };
}

export function rescheduledMail(context: BookingMailContext): MailMessage {
  const { booking } = context;
  const { t, locale, session, companion, greeting } = clientWords(context);
  return {
    kind: "booking-rescheduled",
    to: booking.email,
    subject: t("rescheduled.subject", { session, companion, when: formatDateTime(booking.startsAt, locale) }),
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
    attachments: calendarFile(context),
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
  const { t, locale, session, companion, greeting } = clientWords(context);
  return {
    client: {
      kind: "booking-cancelled",
      to: booking.email,
      subject: t("cancelled.subject", { session, companion, when: formatDateTime(booking.startsAt, locale) }),
      text: [
        greeting,
        "",
        t(booking.cancelledBy === "admin" ? "cancelled.byTeam" : "cancelled.text"),
        "",
        ...sessionLines(context, locale),
        "",
        refundSentence(booking, locale),
      ].join("\n"),
      attachments: calendarFile(context, { cancelled: true }),
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
  const { t, locale, session, greeting } = clientWords(context);
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

/**
 * The day before, or the same day: "today at 5:00 PM" or "tomorrow, Dec 1, 2026, at 5:00 PM", as the calendar
 * in Florida has it when the reminder is written (`now`).
 */
export function reminderMail(context: BookingMailContext, now: Date): MailMessage {
  const { booking } = context;
  const { t, locale, session, place, companion, greeting } = clientWords(context);
  const day = floridaToday(booking.startsAt) === floridaToday(now) ? "today" : "tomorrow";
  const time = formatTime(booking.startsAt, locale);
  const date = formatLongDate(booking.startsAt, locale);
  return {
    kind: "booking-reminder",
    to: booking.email,
    subject: t(`reminder.subject.${day}`, { companion, time }),
    text: [greeting, "", t(`reminder.text.${day}`, { session, companion, time, date, place }), "", t("reminder.link", { link: context.link })].join("\n"),
  };
}

/** The agreed package's payment link (a payment request always echoes what the team wrote: it is their mail). */
export function paymentRequestMail(context: BookingMailContext): MailMessage {
  const { booking } = context;
  const { t, locale, session, companion } = clientWords(context);
  return {
    kind: "booking-payment-request",
    to: booking.email,
    subject: t("paymentRequest.subject", { session, companion }),
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
