import { describe, expect, it } from "vitest";
import type { z } from "zod";
// The forms' own schemas and toasts: what the pages (sign up, become a member, book, message, rizz, review,
// report, save, the account's and member profile's settings, franchise, hiring, events) can show.
import {
  accountMessages,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  signUpToasts,
} from "../../features/account/schema.ts";
import { accountWords, settingsWords } from "../../features/account/words.ts";
import { billingMessages, portalMessages, refundMessages, vipSignupSchema } from "../../features/billing/schema.ts";
import { checkoutOpened } from "../../features/billing/checkout-opened.ts";
import { bookingForm, bookingMessages, missingInformation } from "../../features/bookings/schema.ts";
import { bookingWords } from "../../features/bookings/words.ts";
import { companionWords } from "../../features/companions/words.ts";
import { franchiseWords } from "../../features/content/words.ts";
import { eventMessages } from "../../features/events/schema.ts";
import { eventWords } from "../../features/events/words.ts";
import { franchiseEnquiryInput, franchiseToasts } from "../../features/franchise/schema.ts";
import { hiringMessages } from "../../features/hiring/schema.ts";
import { hiringWords } from "../../features/hiring/words.ts";
import { memberProfileInput } from "../../features/member-profiles/schema.ts";
import { memberProfileWords } from "../../features/member-profiles/words.ts";
import { messageInput, messageMessages, messageToasts } from "../../features/messages/schema.ts";
import { messageWords } from "../../features/messages/words.ts";
import { reportInput, reportMessages } from "../../features/reports/schema.ts";
import { reportWords } from "../../features/reports/words.ts";
import { reviewInput, reviewMessages, reviewToasts } from "../../features/reviews/schema.ts";
import { reviewWords } from "../../features/reviews/words.ts";
import { rizzWords } from "../../features/rizz/words.ts";
import { savedMessages } from "../../features/saved/schema.ts";
import { savedWords } from "../../features/saved/words.ts";
import { safetyMessages } from "../../features/workspace/safety-rules.ts";
import { safetyWords } from "../../features/workspace/words.ts";
import { RIZZ_LIMIT_MESSAGE, rizzInput, rizzLengthMessages, rizzMessages } from "../../shared/rizz.ts";
import { sentenceOf, type Said } from "../../shared/i18n/catalog.ts";
import { LOCALES } from "../../shared/i18n/locales.ts";
import { storageMessages } from "../../server/adapters/storage/messages.ts";
import { MAX_PIXELS_BY_BUCKET } from "../../server/adapters/storage/save-image.ts";
import { marketingWords } from "../content/words.ts";
import { commonWords, membershipWords } from "../layout/words.ts";
import type { WordLoaders } from "./words.ts";

/** Every message a schema gives for a set of bad inputs. */
function messagesOf(schema: z.ZodType, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);
}

/** What an image upload can be refused with that a person can meet (a broken client meets the others). */
const uploadRefusals = [
  storageMessages.notAnImage,
  storageMessages.imageTooLarge(5 * 1024 * 1024),
  storageMessages.imageQueueFull,
  storageMessages.tooManyUploads,
];

const toasts = (group: Record<string, { title: string; description: string }>) => Object.values(group).flatMap((toast) => [toast.title, toast.description]);
const ids = (table: Record<string, unknown>) => Object.values(table).filter((value): value is string => typeof value === "string");

const profileWords = [companionWords, membershipWords, bookingWords, reportWords, reviewWords, messageWords, savedWords];

/**
 * What each kind of page can say, and the catalogs its routes list (their `handle.words`, beside the frame's
 * that every page has): each sentence must be in them, in every language.
 */
const pages: { name: string; catalogs: WordLoaders[]; sentences: Said[] }[] = [
  {
    name: "any page (sign-in, sign-up, membership, errors)",
    catalogs: [],
    sentences: [
      ...toasts(signUpToasts),
      ...ids(accountMessages).filter((id) => id !== accountMessages.currentPasswordWrong),
      ...toasts({ checkoutOpened }),
      ...ids(billingMessages),
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
      "error.logInToContinue",
      "error.noAccess",
      "error.invalidInput",
      "error.internal",
      "error.unavailable",
      "error.unexpected",
      "error.network",
      "error.nullCharacters",
    ],
  },
  {
    name: "the sign-in page",
    catalogs: [accountWords],
    sentences: [...messagesOf(signInSchema, [{ email: "", password: "" }])],
  },
  {
    name: "booking and consultation pages",
    catalogs: [marketingWords, bookingWords],
    sentences: [
      ...toasts({ missingInformation }),
      ...ids(bookingMessages),
      ...messagesOf(bookingForm, [
        { fullName: "", email: "", phone: "", sessionType: "", date: "", time: "", location: "", specialRequests: "" },
        { fullName: "Ana", email: "ana@", phone: "abc", sessionType: "coaching", date: "2020-01-01", time: "10:00", location: "", specialRequests: "" },
      ]),
    ],
  },
  {
    name: "profile pages (book, message, save, review, report)",
    catalogs: profileWords,
    sentences: [
      ...toasts(messageToasts),
      ...ids(messageMessages),
      ...messagesOf(messageInput, [{ message: "   " }, { message: "x".repeat(501) }]),
      ...ids(savedMessages),
      ...ids(reviewMessages),
      ...toasts(reviewToasts),
      ...messagesOf(reviewInput, [{ rating: 0, reviewText: "x".repeat(2001) }]),
      ...ids(reportMessages),
      ...messagesOf(reportInput, [
        { subjectType: "review", subjectId: "1", reason: "x" },
        { subjectType: "review", subjectId: "1", reason: "x".repeat(1001) },
      ]),
    ],
  },
  {
    name: "the messages page",
    catalogs: [messageWords, reportWords],
    sentences: [...toasts(messageToasts), ...ids(messageMessages), ...ids(reportMessages)],
  },
  {
    name: "account settings and My Profile",
    catalogs: [settingsWords],
    sentences: [
      ...uploadRefusals,
      storageMessages.tooManyPixels(MAX_PIXELS_BY_BUCKET["profile-pictures"] / 1_000_000),
      ...ids(portalMessages),
      ...ids(refundMessages),
      accountMessages.currentPasswordWrong,
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
    catalogs: [memberProfileWords],
    sentences: [
      ...uploadRefusals,
      storageMessages.tooManyPixels(MAX_PIXELS_BY_BUCKET["vip-profile-images"] / 1_000_000),
      ...messagesOf(memberProfileInput, [{ displayName: " ", bio: " ", location: " ", availability: " ", age: 18, interests: [], isPublic: false }]),
    ],
  },
  {
    name: "the Rizz page",
    catalogs: [rizzWords],
    sentences: [
      ...toasts(rizzMessages),
      ...ids(rizzLengthMessages),
      ...messagesOf(rizzInput, [{ interests: " " }, { interests: "x".repeat(501), context: "x".repeat(301) }]),
      RIZZ_LIMIT_MESSAGE,
    ],
  },
  {
    name: "the events page",
    catalogs: [eventWords],
    sentences: [...toasts({ loginRequired: eventMessages.loginRequired }), eventMessages.updated, eventMessages.interestFailed, eventMessages.notFound],
  },
  {
    name: "the franchise page",
    catalogs: [franchiseWords],
    sentences: [
      ...toasts(franchiseToasts),
      ...messagesOf(franchiseEnquiryInput, [
        { name: "", email: "", phone: "", city: "", message: "x".repeat(3001) },
        { name: "A\nB", email: "nope", phone: "call me maybe", city: "A\nB" },
      ]),
    ],
  },
  {
    name: "the hiring page",
    catalogs: [hiringWords],
    sentences: [...ids(hiringMessages), ...uploadRefusals, storageMessages.tooManyPixels(MAX_PIXELS_BY_BUCKET["hiring-headshots"] / 1_000_000)],
  },
  {
    name: "the companion's workspace (the session safety check-in)",
    catalogs: [safetyWords],
    sentences: ids(safetyMessages),
  },
];

/** The ids of the catalogs a page has in one language: the frame's and its routes'. */
async function idsOnPage(catalogs: WordLoaders[], locale: (typeof LOCALES)[number]): Promise<Set<string>> {
  const loaded = await Promise.all([commonWords, ...catalogs].map((words) => words[locale]()));
  return new Set(loaded.flatMap((module) => Object.keys(module.default)));
}

describe("the fixed sentences", () => {
  it("are found", () => expect(pages.flatMap((page) => page.sentences).length).toBeGreaterThan(150));

  describe.each(pages)("on $name", ({ catalogs, sentences }) => {
    it.each(LOCALES)("are said by id from the page's catalogs in %s", async (locale) => {
      const onPage = await idsOnPage(catalogs, locale);
      const missing = [...new Set(sentences.map((said) => sentenceOf(said).id))].filter((id) => !onPage.has(id));
      expect(missing).toEqual([]);
    });
  });
});
