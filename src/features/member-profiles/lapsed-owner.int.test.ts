import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "../../server/adapters/storage/fixtures.ts";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { installSampleData } from "../../server/db/sample-data.ts";
import { memberProfileMessages } from "./schema.ts";
import { memberProfiles } from "./tables.server.ts";
import { profiles } from "../../server/auth/tables.ts";
import { subscriptions } from "../billing/tables.server.ts";
import { signUpUser, type SignedInUser } from "../../server/testing/accounts.ts";
import { signUpAdmin, signUpMember } from "../../server/testing/members.ts";
import { multipartFile } from "../../server/testing/multipart.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";

/**
 * A member profile belongs to its owner whatever their membership: they may always read, unpublish and
 * delete it. Creating and publishing need membership, and nobody else sees the profile of a non-member.
 */
let t: TestApp;
let wingwoman: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  await installSampleData(t.database.db);
  admin = await signUpAdmin(t.app, t.database.db);
  wingwoman = await signUpUser(t.app);
  const userId = (await t.database.db.query.users.findFirst({ where: (users, { eq: is }) => is(users.email, wingwoman.email) }))?.id ?? "";
  await t.database.db.update(profiles).set({ role: "wingwoman" }).where(eq(profiles.userId, userId));
});
afterAll(() => t.close());

const profile = { displayName: "Lapsed Lou", bio: "Jazz and boats.", location: "Brickell", availability: "Weekends", age: 40, interests: ["Jazz"] };
const call = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, who?: SignedInUser, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });
const upload = async (who: SignedInUser) => {
  const form = multipartFile({ body: await pngImage(64, 64), filename: "me.png", contentType: "image/png" });
  return t.app.inject({ method: "POST", url: "/api/member-profile/images", payload: form.payload, headers: { ...form.headers, cookie: who.cookie } });
};
async function lapse(userId: string) {
  // The 30-day refund: no membership any more.
  await t.database.db
    .update(subscriptions)
    .set({ subscribed: false, status: "canceled", currentPeriodEnd: new Date(Date.now() - 1000) })
    .where(eq(subscriptions.userId, userId));
  await t.database.changes.settle();
}
const names = (response: { json(): { connections: { display_name: string }[] } }) => response.json().connections.map((item) => item.display_name);

describe("a member profile whose owner's membership lapses", () => {
  it("is hidden from wing women, admins and event suggestions, and its owner can still read, unpublish and delete it", async () => {
    const owner = await signUpMember(t.app, t.database.db);
    const saved = await call("PUT", "/api/member-profile", owner, { ...profile, isPublic: true });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().profile.id as string;
    expect((await upload(owner)).statusCode).toBe(201);
    const [imageUrl] = (await call("GET", "/api/member-profile", owner)).json().profile.images as string[];

    const [event] = (await call("GET", "/api/events")).json().events as { id: string }[];
    const interest = `/api/events/${event?.id}/interest`;
    expect((await call("POST", interest, owner)).statusCode).toBe(200);
    const other = await signUpMember(t.app, t.database.db);
    await call("PUT", "/api/member-profile", other, { ...profile, displayName: "Other", isPublic: true });

    // While a member: seen by wing women and admins, suggested to others going to the event.
    expect((await call("GET", `/api/vip-profiles/${id}`, wingwoman)).statusCode).toBe(200);
    expect((await call("GET", imageUrl ?? "", wingwoman)).statusCode).toBe(200);
    expect(names(await call("POST", interest, other))).toContain("Lapsed Lou");

    await lapse(owner.userId);

    // Nobody else sees it any more, though it is still marked public.
    for (const viewer of [wingwoman, admin]) {
      expect((await call("GET", `/api/vip-profiles/${id}`, viewer)).statusCode).toBe(404);
      expect((await call("GET", imageUrl ?? "", viewer)).statusCode).toBe(404);
    }
    expect(names(await call("POST", interest, other))).not.toContain("Lapsed Lou");
    expect(names(await call("POST", interest, admin))).not.toContain("Lapsed Lou");

    // The owner still reads it (and its images) ...
    const mine = await call("GET", "/api/member-profile", owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().profile).toMatchObject({ id, displayName: "Lapsed Lou", isPublic: true });
    expect((await call("GET", imageUrl ?? "", owner)).statusCode).toBe(200);

    // ... may not publish it or add to it ...
    const publish = await call("PUT", "/api/member-profile", owner, { ...profile, isPublic: true });
    expect(publish.statusCode).toBe(403);
    expect(publish.json().error).toMatchObject({
      code: "membership_required",
      message: "Publishing your profile needs VIP membership. You can still keep it private or delete it.",
      id: memberProfileMessages.publishNeedsMembership,
    });
    expect((await upload(owner)).statusCode).toBe(403);

    // ... but unpublishes it and removes its pictures.
    const unpublished = await call("PUT", "/api/member-profile", owner, { ...profile, isPublic: false });
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json().profile.isPublic).toBe(false);
    const key = (await t.database.db.select().from(memberProfiles).where(eq(memberProfiles.id, id)))[0]?.images[0]?.key ?? "";
    expect((await call("DELETE", "/api/member-profile/images/0", owner)).json().profile.images).toEqual([]);
    expect(await createDiskStore(t.config.dataDir).get("vip-profile-images", key)).toBeNull();

    // And deletes it: gone from the database, and the manager starts over.
    expect((await upload(owner)).statusCode).toBe(403);
    const deleted = await call("DELETE", "/api/member-profile", owner);
    expect(deleted.statusCode).toBe(200);
    expect(await t.database.db.select().from(memberProfiles).where(eq(memberProfiles.id, id))).toEqual([]);
    expect((await call("GET", `/api/vip-profiles/${id}`, wingwoman)).statusCode).toBe(404);
    // With no profile left, a former member is back to "members only": creating needs membership.
    expect((await call("GET", "/api/member-profile", owner)).statusCode).toBe(403);
    expect((await call("PUT", "/api/member-profile", owner, { ...profile, isPublic: false })).statusCode).toBe(403);
  });

  it("deleting it removes its stored pictures too", async () => {
    const owner = await signUpMember(t.app, t.database.db);
    await call("PUT", "/api/member-profile", owner, { ...profile, isPublic: true });
    expect((await upload(owner)).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(memberProfiles).where(eq(memberProfiles.userId, owner.userId));
    const key = row?.images[0]?.key ?? "";
    const store = createDiskStore(t.config.dataDir);
    expect(await store.get("vip-profile-images", key)).not.toBeNull();
    await lapse(owner.userId);
    expect((await call("DELETE", "/api/member-profile", owner)).statusCode).toBe(200);
    expect(await store.get("vip-profile-images", key)).toBeNull();
    expect((await call("GET", `/api/member-profiles/${row?.id}/images/${key.split("/").at(-1)}`, owner)).statusCode).toBe(404);
  });

  it("stays closed to an account that never had membership or a profile", async () => {
    const free = await signUpUser(t.app);
    expect((await call("GET", "/api/member-profile", free)).statusCode).toBe(403);
    expect((await call("PUT", "/api/member-profile", free, { ...profile, isPublic: false })).statusCode).toBe(403);
    expect((await call("DELETE", "/api/member-profile", free)).statusCode).toBe(403);
    expect((await call("DELETE", "/api/member-profile")).statusCode).toBe(401);
  });

  it("is public again once its owner renews and publishes it", async () => {
    const owner = await signUpMember(t.app, t.database.db);
    const id = (await call("PUT", "/api/member-profile", owner, { ...profile, isPublic: true })).json().profile.id as string;
    await lapse(owner.userId);
    expect((await call("PUT", "/api/member-profile", owner, { ...profile, isPublic: false })).statusCode).toBe(200);
    await t.database.db
      .update(subscriptions)
      .set({ subscribed: true, status: "active", currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(subscriptions.userId, owner.userId));
    await t.database.changes.settle();
    expect((await call("PUT", "/api/member-profile", owner, { ...profile, isPublic: true })).statusCode).toBe(200);
    expect((await call("GET", `/api/vip-profiles/${id}`, wingwoman)).statusCode).toBe(200);
  });
});
