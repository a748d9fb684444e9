import { z } from "zod";
import { LOCALES } from "../../shared/i18n/locales.ts";
import {
  BUDGET_RANGES,
  floridaToday,
  isByRequest,
  lastBookableDate,
  SERVICE_CATEGORIES,
  SESSION_TYPE_IDS,
  TIME_SLOTS,
  type BookingStatus,
} from "../../shared/bookings.ts";
import { INVALID_PHONE, PHONE_PATTERN } from "../../shared/phone.ts";
import type english from "./booking.messages.en.ts";
import type { ConsultationStatus } from "./tables.server.ts";

/**
 * What the booking forms and the server say of a booking (§5 Booking, Consultation): catalog ids, said in
 * each page's language (an API error carries the id beside the English). "tooSoon" and "tooFarAhead" state
 * `MINIMUM_NOTICE_HOURS` and `BOOKING_WINDOW_DAYS` in words: a field's message is an id without values.
 */
export const bookingMessages = {
  required: "booking.form.required",
  invalidDate: "booking.form.invalidDate",
  pastDate: "booking.form.pastDate",
  tooSoon: "booking.form.tooSoon",
  tooFarAhead: "booking.form.tooFarAhead",
  freeSessionTaken: "booking.error.freeSessionTaken",
  holdLapsed: "booking.error.holdLapsed",
  holdLapsedUnconfirmed: "booking.error.holdLapsedUnconfirmed",
  notConfirmable: "booking.error.notConfirmable",
  slotTaken: "booking.error.slotTaken",
  outsideHours: "booking.error.outsideHours",
  companionMissing: "booking.error.companionMissing",
  tooManyRequests: "booking.error.tooManyRequests",
  tooManyPayments: "booking.error.tooManyPayments",
} as const satisfies Record<string, keyof typeof english>;

/** The spec's toast for a missing required field (§5 Consultation, Booking). */
export const missingInformation = { title: "booking.toast.missingInformation", description: bookingMessages.required } as const satisfies Record<
  string,
  keyof typeof english
>;
const required = missingInformation.description;

const email = z
  .string()
  .trim()
  .min(1, required)
  .max(254)
  .pipe(z.email("form.invalidEmail"))
  .transform((value) => value.toLowerCase());
/** A real calendar date: "2026-02-31" is refused with the form's message, never reaches the database. */
const date = z.iso.date({ message: required });
const pastDate = bookingMessages.pastDate;
/** A date a client may ask for: today in Florida or later. */
const comingDate = date.refine((value) => value >= floridaToday(), pastDate);
const slot = z.enum(TIME_SLOTS as [string, ...string[]], { message: required });
/** A phone number, or nothing where it is optional ("" from an empty field). */
const optionalPhone = z
  .string()
  .trim()
  .max(30)
  .refine((phone) => phone === "" || PHONE_PATTERN.test(phone), INVALID_PHONE);

export const bookingInput = z.object({
  companionId: z.string().trim().min(1).max(40),
  fullName: z.string().trim().min(1, required).max(100),
  email,
  phone: optionalPhone.default(""),
  sessionType: z.enum(SESSION_TYPE_IDS, { message: required }),
  date: comingDate,
  time: slot,
  location: z.string().trim().max(200).default(""),
  specialRequests: z.string().trim().max(2000).default(""),
  /** The page's language: the booking's mails go out in it. */
  locale: z.enum(LOCALES).default("en"),
  /**
   * A random key the form makes once per booking: a retry (a double click) with the same key gets the
   * booking it already made back. Without it, only the same signed-in account does.
   */
  requestKey: z
    .string()
    .regex(/^[\w-]{16,100}$/)
    .optional(),
});
export type BookingInput = z.input<typeof bookingInput>;

/**
 * The booking page's values. One form sends two payloads (§2): a session booked at once needs its date and
 * time (`bookingInput`); a multi-day or custom package is a request to the team that needs a phone number
 * instead, its date and time being preferences (`consultationInput`).
 */
export const bookingForm = z
  .object({
    fullName: bookingInput.shape.fullName,
    email,
    phone: optionalPhone,
    /** "" until a session is chosen. */
    sessionType: z.string().pipe(bookingInput.shape.sessionType),
    date: z.string(),
    time: z.string(),
    location: z.string().trim().max(200),
    specialRequests: z.string().trim().max(2000),
  })
  .superRefine((values, context) => {
    const missing = (field: "phone" | "date" | "time") => context.addIssue({ code: "custom", path: [field], message: required });
    const byRequest = isByRequest(values.sessionType);
    if (byRequest && !values.phone) missing("phone");
    if ((values.date || !byRequest) && !date.safeParse(values.date).success) missing("date");
    else if (values.date && !comingDate.safeParse(values.date).success) context.addIssue({ code: "custom", path: ["date"], message: pastDate });
    else if (!byRequest && values.date > lastBookableDate()) context.addIssue({ code: "custom", path: ["date"], message: bookingMessages.tooFarAhead });
    if ((values.time || !byRequest) && !slot.safeParse(values.time).success) missing("time");
  });
export type BookingFormValues = z.input<typeof bookingForm>;
export type BookingFormSubmission = z.output<typeof bookingForm>;

/** A booking's id in an address: anything but a UUID is a booking that does not exist. */
export const bookingIdParams = z.object({ id: z.uuid("This booking does not exist.") });
/** A companion's id in the booking page's address. */
export const bookingCompanionParams = z.object({ id: z.string().min(1).max(40) });

/** Which of a companion's times are taken on a day, for the session chosen (a longer one needs more of their hours). */
export const slotAvailabilityQuery = z.object({
  companionId: z.string().min(1).max(40),
  date: z.iso.date(),
  sessionType: z.enum(SESSION_TYPE_IDS).optional(),
});
/** The days with a free time, for the session chosen. */
export const openDaysQuery = slotAvailabilityQuery.omit({ date: true });
/** A companion's next free time. */
export const nextAvailableQuery = z.object({ companionId: z.string().min(1).max(40) });

/** A guest's signed link to one booking (mailed with the receipt); a signed-in owner needs none. */
const manageToken = z.string().trim().max(300).optional();
export const bookingAccessQuery = z.object({ token: manageToken });
export const rescheduleInput = z.object({ date: comingDate, time: slot, token: manageToken });
/** The reschedule form's fields: the new date and time, read with the route's own rules. */
export const rescheduleForm = rescheduleInput.pick({ date: true, time: true });
export type RescheduleFormValues = z.input<typeof rescheduleForm>;
/** Pay and cancel take the token alone; an owner may send no body at all. */
export const bookingActionInput = z.preprocess((body) => body ?? {}, z.object({ token: manageToken }));
/** A free session's confirmation: the proof mailed to its address (the link's `confirm`). */
export const bookingConfirmationInput = z.object({ confirmation: z.string().trim().min(1).max(100) });

/** The admin's payment request for a package agreed with the client (from a quote request). */
export const paymentRequestInput = z.object({
  companionId: z.string().trim().min(1, required).max(40),
  sessionType: z.enum(SESSION_TYPE_IDS, { message: required }),
  date,
  time: slot,
  amountCents: z.number().int().min(100, "Please enter an amount of at least $1.").max(10_000_000, "Please enter an amount up to $100,000."),
  location: z.string().trim().max(200).default(""),
});
export type PaymentRequestInput = z.input<typeof paymentRequestInput>;

export const consultationInput = z.object({
  name: z.string().trim().min(1, required).max(100),
  email,
  phone: z.string().trim().min(1, required).max(30).regex(PHONE_PATTERN, INVALID_PHONE),
  category: z.enum(SERVICE_CATEGORIES).optional(),
  budget: z.enum(BUDGET_RANGES).optional(),
  selectedPackage: z.string().trim().max(100).optional(),
  message: z.string().trim().max(3000).default(""),
  preferredDate: comingDate.optional(),
  preferredTime: slot.optional(),
  /** Sent by the booking form for a multi-day or custom package: which companion and package. */
  companionId: z.string().trim().min(1).max(40).optional(),
  sessionType: z.enum(SESSION_TYPE_IDS).optional(),
  /** The page's language: the confirmation mail is written in it. */
  locale: z.enum(LOCALES).default("en"),
});
export type ConsultationInput = z.input<typeof consultationInput>;

/** An optional choice as a form holds it: "" (from a select or a date field) means "not given". */
const orEmpty = <T extends z.ZodType<string>>(schema: T) => z.union([z.literal(""), schema]).transform((value) => (value === "" ? undefined : value));

/** The contact form's values, read with `consultationInput`'s own rules and messages: one source for the form and the route. */
export const consultationForm = consultationInput.extend({
  category: orEmpty(consultationInput.shape.category.unwrap()),
  budget: orEmpty(consultationInput.shape.budget.unwrap()),
  preferredDate: orEmpty(consultationInput.shape.preferredDate.unwrap()),
  preferredTime: orEmpty(consultationInput.shape.preferredTime.unwrap()),
  selectedPackage: consultationInput.shape.selectedPackage
    .unwrap()
    .nullable()
    .transform((value) => value ?? undefined),
});
export type ConsultationFormValues = z.input<typeof consultationForm>;

// ---- Views: what each role receives (the response schemas; the serializer drops what they do not name) ----

export const CONSULTATION_STATUSES = ["new", "contacted", "closed"] as const satisfies readonly ConsultationStatus[];

/** What an admin may set by hand on a confirmed booking; cancelling (with its refund) is its own action. */
export const BOOKING_STATUSES = ["confirmed", "completed", "no_show"] as const satisfies readonly BookingStatus[];

export type {
  BookingView,
  AdminBookingView,
  CreatedBooking,
  AdminPayment,
  PaymentMonth,
  AdminConsultation,
  BookingCompanion,
  NextAvailable,
  BookingResponse,
  OwnBookingsResponse,
} from "./responses.ts";
