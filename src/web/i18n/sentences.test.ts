import { describe, expect, it } from "vitest";
import type { z } from "zod";
// The forms' own schemas and toasts: what the Spanish journeys (sign up, become a member, book, message, rizz,
// review, report, save, the account's and member profile's settings) can show.
import {
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  signUpToasts,
} from "../../features/account/schema.ts";
import { memberProfileInput, memberProfileMessages } from "../../features/member-profiles/schema.ts";
import { reportInput } from "../../features/reports/schema.ts";
import { reviewInput, reviewToasts } from "../../features/reviews/schema.ts";
import { savedMessages } from "../../features/saved/schema.ts";
import { vipSignupSchema } from "../../features/billing/schema.ts";
import { checkoutOpened } from "../../features/billing/checkout-opened.ts";
import { bookingForm, missingInformation } from "../../features/bookings/schema.ts";
import { messageInput, messageToasts } from "../../features/messages/schema.ts";
import { eventMessages } from "../../features/events/schema.ts";
import { franchiseEnquiryInput, franchiseToasts } from "../../features/franchise/schema.ts";
import { hiringMessages } from "../../features/hiring/schema.ts";
import { RIZZ_LIMIT_MESSAGE, rizzInput, rizzMessages } from "../../shared/rizz.ts";
import { storageMessages } from "../../server/adapters/storage/messages.ts";
import { MAX_PIXELS_BY_BUCKET } from "../../server/adapters/storage/save-image.ts";
import frame from "./sentences.es.ts";
import settingsSentences from "../../features/account/settings.sentences.es.ts";
import bookingSentences from "../../features/bookings/booking.sentences.es.ts";
import franchiseSentences from "../../features/content/franchise.sentences.es.ts";
import eventSentences from "../../features/events/events.sentences.es.ts";
import hiringSentences from "../../features/hiring/hiring.sentences.es.ts";
import memberProfileSentences from "../../features/member-profiles/member-profiles.sentences.es.ts";
import messageSentences from "../../features/messages/messages.sentences.es.ts";
import reportSentences from "../../features/reports/reports.sentences.es.ts";
import reviewSentences from "../../features/reviews/reviews.sentences.es.ts";
import rizzSentences from "../../features/rizz/rizz.sentences.es.ts";
import savedSentences from "../../features/saved/saved.sentences.es.ts";

const featureTables = [
  settingsSentences,
  bookingSentences,
  franchiseSentences,
  eventSentences,
  hiringSentences,
  memberProfileSentences,
  messageSentences,
  reportSentences,
  reviewSentences,
  rizzSentences,
  savedSentences,
];

/** Every message a schema gives for a set of bad inputs. */
function messagesOf(schema: z.ZodType, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);
}

/** What an image upload to `bucket` can be refused with, beyond the size and format the page checks first. */
const uploadRefusals = (bucket: keyof typeof MAX_PIXELS_BY_BUCKET) => [
  storageMessages.tooManyPixels(MAX_PIXELS_BY_BUCKET[bucket] / 1_000_000),
  storageMessages.imageQueueFull,
  storageMessages.tooManyUploads,
];

const toasts = (group: Record<string, { title: string; description: string }>) => Object.values(group).flatMap((toast) => [toast.title, toast.description]);

/**
 * What each kind of Spanish page can show, and the tables its route modules register (pages.es.ts and the
 * route modules): the frame's sentences are on every page; a feature's only where its pages register them.
 */
const pages: { name: string; tables: Record<string, string>[]; sentences: string[] }[] = [
  {
    name: "any page (sign-in, sign-up, membership)",
    tables: [],
    sentences: [
      ...toasts(signUpToasts),
      ...toasts({ checkoutOpened }),
      ...messagesOf(signUpSchema, [
        { fullName: "", phone: "", email: "", password: "", confirmPassword: "" },
        { fullName: "A".repeat(101), phone: "x", email: "a@b", password: "short", confirmPassword: "other" },
        { fullName: "Ana", phone: "3055550100", email: "ana@example.com", password: "ana@example.com", confirmPassword: "ana@example.com" },
      ]),
      ...messagesOf(signInSchema, [
        { email: "", password: "" },
        { email: "nope", password: "x".repeat(200) },
      ]),
      ...messagesOf(forgotPasswordSchema, [{ email: "" }, { email: "nope" }]),
      ...messagesOf(resetPasswordSchema, [{ token: "t", password: "short", confirmPassword: "other" }]),
      ...messagesOf(vipSignupSchema, [{ firstName: "", lastName: "", email: "", phone: "x", marketingConsent: false, agreedToTerms: false }]),
    ],
  },
  {
    name: "booking and consultation pages",
    tables: [bookingSentences],
    sentences: [
      ...toasts({ missingInformation }),
      ...messagesOf(bookingForm, [
        { fullName: "", email: "", phone: "", sessionType: "", date: "", time: "", location: "", specialRequests: "" },
        { fullName: "Ana", email: "ana@", phone: "abc", sessionType: "coaching", date: "2020-01-01", time: "10:00", location: "", specialRequests: "" },
      ]),
    ],
  },
  {
    name: "profile pages (message, save, review, report)",
    tables: [messageSentences, savedSentences, reviewSentences, reportSentences, bookingSentences],
    sentences: [
      ...toasts(messageToasts),
      ...messagesOf(messageInput, [{ message: "   " }]),
      ...Object.values(savedMessages),
      ...toasts(reviewToasts),
      ...messagesOf(reviewInput, [{ rating: 0, reviewText: "x".repeat(2001) }]),
      ...messagesOf(reportInput, [
        { subjectType: "review", subjectId: "1", reason: "x" },
        { subjectType: "review", subjectId: "1", reason: "x".repeat(1001) },
      ]),
    ],
  },
  {
    name: "account settings and My VIP Profile",
    tables: [settingsSentences],
    sentences: [
      ...uploadRefusals("profile-pictures"),
      ...messagesOf(changePasswordSchema, [{ currentPassword: "", password: "short", confirmPassword: "other" }]),
      ...messagesOf(deleteAccountSchema, [{ password: "" }]),
      ...messagesOf(profileUpdateSchema, [
        { firstName: "", lastName: "x".repeat(61), phoneNumber: "abc", countryCode: "1", zipCode: "abc", bio: "x".repeat(1001) },
        { firstName: "x".repeat(61), lastName: "", phoneNumber: "", countryCode: "", zipCode: "", bio: "" },
      ]),
    ],
  },
  {
    name: "member profile pages",
    tables: [memberProfileSentences],
    sentences: [
      ...uploadRefusals("vip-profile-images"),
      ...Object.values(memberProfileMessages),
      ...messagesOf(memberProfileInput, [{ displayName: " ", bio: " ", location: " ", availability: " ", age: 18, interests: [], isPublic: false }]),
    ],
  },
  {
    name: "the Rizz page",
    tables: [rizzSentences],
    sentences: [
      ...toasts(rizzMessages),
      ...messagesOf(rizzInput, [{ interests: " " }, { interests: "x".repeat(501), context: "x".repeat(301) }]),
      RIZZ_LIMIT_MESSAGE,
    ],
  },
  {
    name: "the events page",
    tables: [eventSentences],
    sentences: [...toasts({ loginRequired: eventMessages.loginRequired }), eventMessages.updated, eventMessages.interestFailed],
  },
  {
    name: "the franchise page",
    tables: [franchiseSentences],
    sentences: [
      ...toasts(franchiseToasts),
      ...messagesOf(franchiseEnquiryInput, [
        { name: "", email: "", phone: "", city: "", message: "x".repeat(3001) },
        { name: "A\nB", email: "nope", phone: "call me maybe", city: "A\nB" },
      ]),
    ],
  },
  { name: "the hiring page", tables: [hiringSentences], sentences: [...Object.values(hiringMessages), ...uploadRefusals("hiring-headshots")] },
];

describe("the Spanish sentences", () => {
  it("are found", () => expect(pages.flatMap((page) => page.sentences).length).toBeGreaterThan(100));

  describe.each(pages)("on $name", ({ tables, sentences }) => {
    const registered: Record<string, string> = Object.assign({}, frame, ...tables);
    it.each([...new Set(sentences)])("translate %j", (sentence) => {
      expect(registered).toHaveProperty([sentence]);
    });
  });

  it("say a sentence the same way in every table that has it", () => {
    const spanish: Record<string, string> = Object.assign({}, frame, ...featureTables);
    for (const table of featureTables) {
      for (const [english, translation] of Object.entries(table)) expect(spanish[english], english).toBe(translation);
    }
  });
});
