import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../adapters/storage/store.ts";
import { seedDatabase } from "../db/seed.ts";
import { bookings } from "../../features/bookings/tables.server.ts";
import { memberProfiles } from "../../features/member-profiles/tables.server.ts";
import { profiles, users } from "../auth/tables.ts";
import { reviews } from "../../features/reviews/tables.server.ts";
import { savedProfiles } from "../../features/saved/tables.server.ts";
import { subscriptions } from "../../features/billing/tables.server.ts";
import { floridaToday } from "../../shared/bookings.ts";
import { signUpUser, uniqueEmail, GOOD_PASSWORD } from "../testing/accounts.ts";
import { signUpMember } from "../testing/members.ts";
import { multipartFile } from "../testing/multipart.ts";
import { pngImage } from "../adapters/storage/fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * Ownership: member B holding member A's ids (conversations, bookings, saved profiles, member
 * profile, uploads) learns nothing and changes nothing: 404, or an answer about B's own data.
 * Mass assignment: fields a client must never set (role, subscribed, is_approved, user_id, prices)
 * are ignored wherever they are sent.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof signUpMember>>;
let b: Awaited<ReturnType<typeof signUpMember>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
  a = await signUpMember(t.app, t.database.db);
  b = await signUpMember(t.app, t.database.db);
}, 60_000);
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const inDays = (days: number) => floridaToday(new Date(Date.now() + days * 86_400_000));
const booking = (fields: { companionId: string; fullName: string; email: string; date: string; time: string }) => ({ ...fields, sessionType: "coaching" });

describe("another member's ids", () => {
  it("a conversation: B can neither read nor answer it, nor see it listed", async () => {
    const sent = await call("POST", "/api/companions/1/messages", a.cookie, { message: "Hello from A" });
    expect(sent.statusCode).toBe(201);
    const { conversationId } = sent.json() as { conversationId: string };

    expect((await call("GET", `/api/conversations/${conversationId}`, b.cookie)).statusCode).toBe(404);
    expect((await call("POST", `/api/conversations/${conversationId}/messages`, b.cookie, { message: "B was here" })).statusCode).toBe(404);
    const listed = (await call("GET", "/api/messages", b.cookie)).body;
    expect(listed).not.toContain(conversationId);
    const thread = (await call("GET", `/api/conversations/${conversationId}`, a.cookie)).body;
    expect(thread).not.toContain("B was here");
  });

  it("a booking: B can neither cancel nor move it, nor see it listed", async () => {
    const booked = await call(
      "POST",
      "/api/bookings",
      a.cookie,
      booking({ companionId: "2", fullName: "Member A", email: a.email, date: inDays(6), time: "18:00" }),
    );
    expect(booked.statusCode).toBe(201);
    const id = (booked.json() as { booking: { id: string } }).booking.id;

    expect((await call("POST", `/api/bookings/${id}/cancel`, b.cookie)).statusCode).toBe(404);
    expect((await call("POST", `/api/bookings/${id}/reschedule`, b.cookie, { date: inDays(7), time: "10:00" })).statusCode).toBe(404);
    expect((await call("GET", "/api/bookings/mine", b.cookie)).body).not.toContain(id);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: "pending", userId: a.userId });
  });

  it("a saved profile: B's removal and lookups touch only B's list", async () => {
    expect((await call("POST", "/api/saved-profiles", a.cookie, { companionId: "1" })).statusCode).toBe(201);
    expect((await call("GET", "/api/saved-profiles/1", b.cookie)).json()).toEqual({ saved: false });
    expect((await call("DELETE", "/api/saved-profiles/1", b.cookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/saved-profiles", b.cookie)).json()).toEqual({ savedProfiles: [] });
    const rows = await t.database.db.select().from(savedProfiles).where(eq(savedProfiles.userId, a.userId));
    expect(rows.map((row) => row.companionId)).toEqual(["1"]);
  });

  it("a member profile and its pictures: B reads and edits only B's own; A's private profile stays hidden", async () => {
    const profile = { displayName: "A's profile", bio: "Mine", location: "Miami", availability: "Evenings", age: 30, interests: [], isPublic: false };
    expect((await call("PUT", "/api/member-profile", a.cookie, profile)).statusCode).toBe(200);
    const upload = multipartFile({ body: await pngImage(64, 64), filename: "me.png", contentType: "image/png" });
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/member-profile/images",
      headers: { cookie: a.cookie, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const [aRow] = await t.database.db.select().from(memberProfiles).where(eq(memberProfiles.userId, a.userId));

    expect((await call("GET", "/api/member-profile", b.cookie)).body).not.toContain("A's profile");
    expect((await call("DELETE", "/api/member-profile/images/0", b.cookie)).statusCode).toBe(404);
    // A member is not a companion: another member's profile is not theirs to open.
    expect((await call("GET", `/api/vip-profiles/${aRow?.id}`, b.cookie)).statusCode).toBe(403);
    const [after] = await t.database.db.select().from(memberProfiles).where(eq(memberProfiles.userId, a.userId));
    expect(after?.images).toHaveLength(1);
    expect(after?.displayName).toBe("A's profile");
  });

  it("an upload in a private bucket: never served to anyone by its key", async () => {
    const upload = multipartFile({ body: await pngImage(64, 64), filename: "headshot.png", contentType: "image/png" });
    const response = await t.app.inject({ method: "POST", url: "/api/hiring/headshot", headers: upload.headers, payload: upload.payload });
    expect(response.statusCode).toBe(201);
    const key = (response.json() as { headshotUrl: string }).headshotUrl;
    expect((await call("GET", `/files/hiring-headshots/${key}`, b.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/files/hiring-headshots/${key}` })).statusCode).toBe(404);
  });
});

describe("fields a client must never set", () => {
  const privileged = {
    role: "admin",
    subscribed: true,
    is_approved: true,
    isApproved: true,
    user_id: "",
    userId: "",
    totalPriceCents: 1,
    price: 1,
    priceCents: 1,
  };

  it("sign-up ignores role and subscription", async () => {
    const email = uniqueEmail("massassign");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/account/sign-up",
      payload: { fullName: "Mass Assign", phone: "+1 305 555 0100", email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, ...privileged },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db
      .select({ role: profiles.role, id: users.id })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.email, email));
    expect(row?.role).toBe("user");
    expect(
      await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, row?.id ?? "")),
    ).toEqual([]);
  });

  it("a profile update ignores role, subscription and owner", async () => {
    const user = await signUpUser(t.app);
    const response = await call("PATCH", "/api/account/profile", user.cookie, {
      firstName: "Renamed",
      lastName: "",
      phoneNumber: "",
      countryCode: "",
      zipCode: "",
      bio: "",
      ...privileged,
      user_id: a.userId,
      userId: a.userId,
    });
    expect(response.statusCode).toBe(200);
    const me = (await call("GET", "/api/account/me", user.cookie)).json() as { role: string; isMember: boolean; subscription: { subscribed: boolean } };
    expect(me).toMatchObject({ role: "user", isMember: false, subscription: { subscribed: false } });
    const [aProfile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, a.userId));
    expect(aProfile?.firstName).not.toBe("Renamed");
  });

  it("a review stays pending and belongs to its author", async () => {
    const response = await call("POST", "/api/companions/3/reviews", b.cookie, {
      rating: 5,
      reviewText: "Great",
      ...privileged,
      user_id: a.userId,
      userId: a.userId,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.companionId, "3"), eq(reviews.reviewText, "Great")));
    expect(row).toMatchObject({ isApproved: false, userId: b.userId });
  });

  it("a booking is priced by the server and owned by the caller", async () => {
    const response = await call("POST", "/api/bookings", b.cookie, {
      ...booking({ companionId: "3", fullName: "Member B", email: b.email, date: inDays(8), time: "10:00" }),
      ...privileged,
      user_id: a.userId,
      userId: a.userId,
      status: "completed",
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.companionId, "3"));
    // Pending until paid, whatever status the caller sends.
    expect(row).toMatchObject({ userId: b.userId, totalPriceCents: 22_000, status: "pending", paymentStatus: "unpaid" });
  });

  it("a member profile and a saved profile go to the caller, whoever they name", async () => {
    const profile = { displayName: "B's profile", bio: "Hers", location: "Doral", availability: "Weekends", age: 28, interests: [], isPublic: true };
    expect((await call("PUT", "/api/member-profile", b.cookie, { ...profile, ...privileged, user_id: a.userId, userId: a.userId })).statusCode).toBe(200);
    expect((await call("POST", "/api/saved-profiles", b.cookie, { companionId: "4", user_id: a.userId, userId: a.userId })).statusCode).toBe(201);
    const [aProfile] = await t.database.db.select().from(memberProfiles).where(eq(memberProfiles.userId, a.userId));
    expect(aProfile?.displayName).not.toBe("B's profile");
    const saved = await t.database.db.select().from(savedProfiles).where(eq(savedProfiles.companionId, "4"));
    expect(saved.map((row) => row.userId)).toEqual([b.userId]);
  });

  it("a checkout charges the VIP price, whatever price is sent", async () => {
    const user = await signUpUser(t.app);
    const response = await call("POST", "/api/billing/checkout", user.cookie, { ...privileged, amount: 1 });
    expect(response.statusCode).toBe(200);
    const id = (response.json() as { url: string }).url.split("/").pop() ?? "";
    const checkout = (await call("GET", `/api/billing/sandbox/checkouts/${id}`, user.cookie)).json() as { priceCents: number };
    expect(checkout.priceCents).toBe(2999);
  });
});
