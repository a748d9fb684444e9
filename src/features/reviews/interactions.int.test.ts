import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { outbox } from "../../server/db/platform-tables.ts";
import { messageMessages } from "../messages/schema.ts";
import { reportMessages } from "../reports/schema.ts";
import { savedMessages } from "../saved/schema.ts";
import { savedProfiles } from "../saved/tables.server.ts";
import { bookings } from "../bookings/tables.server.ts";
import type { BookingStatus } from "../../shared/bookings.ts";
import { reviewMessages, reviewToasts } from "./schema.ts";
import { signUpUser, type SignedInUser, verifyEmailFromOutbox } from "../../server/testing/accounts.ts";
import { signUpAdmin, signUpMember } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";

let t: TestApp;
let free: SignedInUser;
let member: SignedInUser;
let otherMember: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
  free = await signUpUser(t.app);
  member = await signUpMember(t.app, t.database.db);
  otherMember = await signUpMember(t.app, t.database.db);
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const as = (who: SignedInUser | null, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

describe("who may do what", () => {
  it.each([
    ["POST", "/api/companions/4/reviews", { rating: 5 }],
    ["POST", "/api/saved-profiles", { companionId: "4" }],
    ["GET", "/api/saved-profiles", undefined],
    ["POST", "/api/companions/4/messages", { message: "Hello" }],
  ] as const)("%s %s: 401 for visitors, 403 for free users", async (method, url, payload) => {
    expect((await as(null, method, url, payload)).statusCode).toBe(401);
    expect((await as(free, method, url, payload)).statusCode).toBe(403);
  });

  it("gives the spec's words to visitors", async () => {
    expect((await as(null, "POST", "/api/companions/1/reviews", { rating: 4 })).json().error.message).toBe("You need to be logged in to submit a review.");
    expect((await as(free, "POST", "/api/companions/1/reviews", { rating: 4 })).json().error.message).toBe("Only members can submit reviews.");
    expect((await as(null, "POST", "/api/saved-profiles", { companionId: "1" })).json().error.message).toBe("Please log in to save profiles");
    expect((await as(free, "POST", "/api/saved-profiles", { companionId: "1" })).json().error.message).toBe("Only members can save profiles");
    expect((await as(null, "POST", "/api/companions/1/messages", { message: "Hi" })).json().error.message).toBe("Please log in to send messages.");
  });

  it("gives each refusal's catalog id beside its English", async () => {
    expect((await as(null, "POST", "/api/companions/1/reviews", { rating: 4 })).json().error.id).toBe(reviewToasts.loginRequired.description);
    expect((await as(free, "POST", "/api/companions/1/reviews", { rating: 4 })).json().error.id).toBe(reviewToasts.membershipRequired.description);
    expect((await as(null, "POST", "/api/saved-profiles", { companionId: "1" })).json().error.id).toBe(savedMessages.loginRequired);
    expect((await as(free, "POST", "/api/saved-profiles", { companionId: "1" })).json().error.id).toBe(savedMessages.membersOnly);
    expect((await as(null, "POST", "/api/companions/1/messages", { message: "Hi" })).json().error.id).toBe(messageMessages.loginRequired);
  });
});

describe("reviews", () => {
  it("stays out of the public feed until approved; approval updates the rating at once; a second submission edits it", async () => {
    const before = (await as(member, "GET", "/api/companions/17")).json().companion;
    const submitted = await as(member, "POST", "/api/companions/17/reviews", { rating: 2, reviewText: "" });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json().review.isApproved).toBe(false);
    const notice = (await t.database.db.select().from(outbox).where(eq(outbox.kind, "review-notification"))).at(-1);
    expect(notice?.textBody).toContain("(No written review)");
    expect((await as(member, "GET", "/api/companions/17/reviews")).json().reviews).toHaveLength(before.reviewCount);

    const again = await as(member, "POST", "/api/companions/17/reviews", { rating: 4, reviewText: "Lovely evening." });
    expect(again.json().review.id).toBe(submitted.json().review.id);
    const pending = (await as(admin, "GET", "/api/admin/reviews?status=pending")).json().reviews;
    const mine = pending.find((review: { id: string }) => review.id === submitted.json().review.id);
    expect(mine).toMatchObject({ rating: 4, isApproved: false });

    expect((await as(member, "POST", `/api/admin/reviews/${mine.id}/approve`)).statusCode).toBe(403);
    expect((await as(admin, "POST", `/api/admin/reviews/${mine.id}/approve`)).statusCode).toBe(200);
    const after = (await as(member, "GET", "/api/companions/17")).json().companion;
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    const feed = (await as(member, "GET", "/api/companions/17/reviews")).json().reviews;
    expect(feed[0]).toMatchObject({ rating: 4, review_text: "Lovely evening.", wingwoman_id: "17" });
  });

  it("requires a star rating", async () => {
    const response = await as(member, "POST", "/api/companions/5/reviews", { reviewText: "no stars" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.rating).toBe("Please select a star rating.");
    expect(response.json().error.fieldIds.rating).toBe(reviewMessages.ratingRequired);
  });
});

describe("verified sessions", () => {
  const HOUR = 3_600_000;
  /** A booking of `who` with `companionId`, as the bookings feature leaves it. */
  const booked = async (who: { userId: string; email: string }, companionId: string, status: BookingStatus, startsInHours: number) => {
    const startsAt = new Date(Date.now() + startsInHours * HOUR);
    await t.database.db.insert(bookings).values({
      userId: who.userId,
      companionId,
      sessionType: "coaching",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR),
      location: "Wynwood",
      fullName: "Review Tester",
      email: who.email,
      status,
      paymentStatus: "paid",
    });
  };
  const reviewAndApprove = async (who: SignedInUser, companionId: string, payload: object) => {
    const submitted = await as(who, "POST", `/api/companions/${companionId}/reviews`, payload);
    expect(submitted.statusCode).toBe(201);
    const id = submitted.json().review.id as string;
    expect((await as(admin, "POST", `/api/admin/reviews/${id}/approve`)).statusCode).toBe(200);
    return id;
  };

  it("are decided from the bookings, never by the client, and come first in the feed", async () => {
    const companionId = "9";
    // Completed; confirmed and over; only upcoming, cancelled or no-show; a completed session with someone else.
    const completed = await signUpMember(t.app, t.database.db);
    const ended = await signUpMember(t.app, t.database.db);
    const notYet = await signUpMember(t.app, t.database.db);
    const elsewhere = await signUpMember(t.app, t.database.db);
    await booked(completed, companionId, "completed", -72);
    await booked(ended, companionId, "confirmed", -30);
    await booked(notYet, companionId, "confirmed", 48);
    await booked(notYet, companionId, "cancelled", -72);
    await booked(notYet, companionId, "no_show", -100);
    await booked(elsewhere, "10", "completed", -72);

    const verifiedIds = [await reviewAndApprove(completed, companionId, { rating: 5 }), await reviewAndApprove(ended, companionId, { rating: 4 })];
    // Written last (newest), and each claims to be verified: the server pays no attention.
    const unverifiedIds = [
      await reviewAndApprove(notYet, companionId, { rating: 3, verified_session: true, verified: true }),
      await reviewAndApprove(elsewhere, companionId, { rating: 2, reviewText: "Never met her.", verified_session: true }),
    ];

    const feed = (await as(otherMember, "GET", `/api/companions/${companionId}/reviews`)).json().reviews as { id: string; verified_session: boolean }[];
    const verifiedOf = new Map(feed.map((review) => [review.id, review.verified_session]));
    for (const id of verifiedIds) expect(verifiedOf.get(id)).toBe(true);
    for (const id of unverifiedIds) expect(verifiedOf.get(id)).toBe(false);
    // Verified first (the newer of the two first), then every other review newest first.
    expect(feed.slice(0, 2).map((review) => review.id)).toEqual([...verifiedIds].reverse());
    expect(feed.slice(2).every((review) => !review.verified_session)).toBe(true);
    expect(feed.slice(2, 4).map((review) => review.id)).toEqual([...unverifiedIds].reverse());
  });

  it("leads the three reviews profile 1 shows", async () => {
    const client = await signUpMember(t.app, t.database.db);
    await booked(client, "1", "completed", -200);
    const id = await reviewAndApprove(client, "1", { rating: 5 });
    // Two newer reviews without a session do not push it out of the three.
    await reviewAndApprove(await signUpMember(t.app, t.database.db), "1", { rating: 4 });
    await reviewAndApprove(await signUpMember(t.app, t.database.db), "1", { rating: 4 });
    const feed = (await as(null, "GET", "/api/companions/1/reviews")).json().reviews;
    expect(feed).toHaveLength(3);
    expect(feed[0]).toMatchObject({ id, verified_session: true });
  });
});

describe("saved profiles", () => {
  it("keeps one row under concurrent saves, lists and removes it", async () => {
    const saves = await Promise.all([1, 2, 3].map(() => as(member, "POST", "/api/saved-profiles", { companionId: "6" })));
    expect(saves.every((response) => response.statusCode === 201)).toBe(true);
    const rows = await t.database.db.select().from(savedProfiles).where(eq(savedProfiles.companionId, "6"));
    expect(rows).toHaveLength(1);
    const list = (await as(member, "GET", "/api/saved-profiles")).json().savedProfiles;
    expect(list[0]).toMatchObject({ wingwoman_id: "6", wingwoman_name: expect.any(String) });
    expect((await as(member, "GET", "/api/saved-profiles/6")).json().saved).toBe(true);
    await as(member, "DELETE", "/api/saved-profiles/6");
    expect((await as(member, "GET", "/api/saved-profiles/6")).json().saved).toBe(false);
  });
});

describe("messaging", () => {
  it("delivers a member's message to staff, the reply back, with unread counts, and keeps threads private", async () => {
    const sent = await as(member, "POST", "/api/companions/m2/messages", { message: "<b>Hi</b> are you free Friday?" });
    expect(sent.statusCode).toBe(201);
    const conversationId = sent.json().conversationId;
    const notice = (await t.database.db.select().from(outbox).where(eq(outbox.kind, "message-notification"))).at(-1);
    expect(notice?.textBody).toContain("are you free Friday?");

    expect((await as(otherMember, "GET", `/api/conversations/${conversationId}`)).statusCode).toBe(404);
    expect((await as(otherMember, "POST", `/api/conversations/${conversationId}/messages`, { message: "sneaky" })).statusCode).toBe(404);
    expect((await as(free, "GET", `/api/conversations/${conversationId}`)).statusCode).toBe(404);

    const inbox = (await as(admin, "GET", "/api/messages")).json().inbox;
    expect(inbox.find((conversation: { id: string }) => conversation.id === conversationId)?.unread).toBe(1);
    await as(admin, "POST", `/api/conversations/${conversationId}/messages`, { message: "Yes! See you at 8." });

    expect((await as(member, "GET", "/api/messages/unread")).json().count).toBe(1);
    const thread = (await as(member, "GET", `/api/conversations/${conversationId}`)).json();
    expect(thread.messages.map((message: { body: string }) => message.body)).toEqual(["<b>Hi</b> are you free Friday?", "Yes! See you at 8."]);
    expect((await as(member, "GET", "/api/messages/unread")).json().count).toBe(0);
    // The member read the answer here: no mail tells them of it (live-messages.int.test.ts).
    expect((await t.database.db.select().from(outbox).where(eq(outbox.toAddress, member.email))).map((mail) => mail.kind)).not.toContain("message-unread");
  });

  it("refuses an empty or over-long message", async () => {
    const blank = await as(member, "POST", "/api/companions/m2/messages", { message: "   " });
    expect(blank.json().error.fields.message).toBe("Please enter a message before sending.");
    expect(blank.json().error.fieldIds.message).toBe(messageMessages.empty);
    expect((await as(member, "POST", "/api/companions/m2/messages", { message: "x".repeat(501) })).statusCode).toBe(400);
  });

  it("limits a member to 60 messages an hour (each one mails the team), and never staff", async () => {
    const chatty = await signUpMember(t.app, t.database.db);
    const conversationId = (await as(chatty, "POST", "/api/companions/1/messages", { message: "Message 1" })).json().conversationId;
    for (let index = 2; index <= 60; index += 1) {
      expect((await as(chatty, "POST", `/api/conversations/${conversationId}/messages`, { message: `Message ${index}` })).statusCode).toBe(201);
    }
    const refused = await as(chatty, "POST", "/api/companions/2/messages", { message: "Message 61" });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.json().error.message).toBe("You have sent many messages this hour. Please wait a little before sending more.");
    expect(refused.json().error.id).toBe(messageMessages.tooMany);
    for (let index = 0; index < 3; index += 1)
      expect((await as(admin, "POST", `/api/conversations/${conversationId}/messages`, { message: "Staff answer" })).statusCode).toBe(201);
  });

  it("lets a companion's own account answer its conversations, and only those", async () => {
    const companionUser = await signUpUser(t.app);
    await verifyEmailFromOutbox(t.app, t.database.db, companionUser.email);
    expect((await as(admin, "POST", "/api/admin/companions/m3/account", { email: companionUser.email })).json().outcome).toBe("linked");
    const toM3 = (await as(member, "POST", "/api/companions/m3/messages", { message: "Hello m3" })).json().conversationId;
    const toM2 = (await as(member, "GET", "/api/messages")).json().conversations.find((c: { companion: { id: string } }) => c.companion.id === "m2").id;
    expect((await as(companionUser, "GET", `/api/conversations/${toM3}`)).statusCode).toBe(200);
    expect((await as(companionUser, "GET", `/api/conversations/${toM2}`)).statusCode).toBe(404);
  });
});

describe("reports", () => {
  it("reach the admin queue", async () => {
    expect((await as(null, "POST", "/api/reports", { subjectType: "companion", subjectId: "4", reason: "Asked for my number" })).statusCode).toBe(401);
    expect((await as(member, "POST", "/api/reports", { subjectType: "companion", subjectId: "4", reason: "Asked for my number" })).statusCode).toBe(201);
    const queue = (await as(admin, "GET", "/api/admin/reports")).json().reports;
    expect(queue[0]).toMatchObject({ subjectType: "companion", subjectId: "4", status: "open" });
    expect((await as(member, "GET", "/api/admin/reports")).statusCode).toBe(403);
  });

  it("asks for a reason, in English and by catalog id", async () => {
    const response = await as(member, "POST", "/api/reports", { subjectType: "companion", subjectId: "4", reason: "bad" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.reason).toBe("Please tell us briefly what is wrong.");
    expect(response.json().error.fieldIds.reason).toBe(reportMessages.reasonRequired);
  });
});
