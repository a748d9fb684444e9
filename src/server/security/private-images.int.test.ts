import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../adapters/storage/store.ts";
import { pngImage } from "../adapters/storage/fixtures.ts";
import { linkCompanionAccount } from "../auth/profiles.ts";
import { seedDatabase } from "../db/seed.ts";
import { users } from "../auth/tables.ts";
import { signUpUser } from "../testing/accounts.ts";
import { signUpAdmin, signUpMember } from "../testing/members.ts";
import { multipartFile } from "../testing/multipart.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/** A member profile's images are private: served only to those who may see the profile. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
});
afterAll(() => t.close());

describe("member-profile images", () => {
  it("reach the owner and admins; wing women only while the profile is public; nobody by a guessed /files URL", async () => {
    const owner = await signUpMember(t.app, t.database.db);
    const otherMember = await signUpMember(t.app, t.database.db);
    const admin = await signUpAdmin(t.app, t.database.db);
    const wingwoman = await signUpUser(t.app);
    const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, wingwoman.email));
    await linkCompanionAccount(t.database.db, account?.id ?? "", "3");

    const profile = { displayName: "Private Pat", bio: "Quiet", location: "Doral", availability: "Sundays", age: 33, interests: [], isPublic: false };
    const put = (isPublic: boolean) =>
      t.app.inject({ method: "PUT", url: "/api/member-profile", payload: { ...profile, isPublic }, headers: { cookie: owner.cookie } });
    expect((await put(false)).statusCode).toBe(200);
    const upload = multipartFile({ body: await pngImage(64, 64), filename: "me.png", contentType: "image/png" });
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/member-profile/images",
      headers: { cookie: owner.cookie, ...upload.headers },
      payload: upload.payload,
    });
    const [imageUrl] = uploaded.json().profile.images as string[];
    expect(imageUrl).toMatch(/^\/api\/member-profiles\/[0-9a-f-]{36}\/images\/[\w-]+\.webp$/);

    const fetchAs = async (cookie?: string) => (await t.app.inject({ method: "GET", url: imageUrl ?? "", headers: cookie ? { cookie } : {} })).statusCode;
    const mine = await t.app.inject({ method: "GET", url: imageUrl ?? "", headers: { cookie: owner.cookie } });
    expect([mine.statusCode, mine.headers["content-type"], mine.headers["cache-control"]]).toEqual([200, "image/webp", "private, max-age=3600"]);
    expect(await fetchAs()).toBe(404);
    expect(await fetchAs(otherMember.cookie)).toBe(404);
    expect(await fetchAs(wingwoman.cookie)).toBe(404);
    expect(await fetchAs(admin.cookie)).toBe(200);

    expect((await put(true)).statusCode).toBe(200);
    expect(await fetchAs(wingwoman.cookie)).toBe(200);
    expect(await fetchAs(otherMember.cookie)).toBe(404);
    expect(await fetchAs()).toBe(404);

    // The stored object is not reachable through the public file route, whatever its key.
    const key = (await t.database.db.query.memberProfiles.findFirst())?.images[0]?.key ?? "";
    expect((await t.app.inject({ method: "GET", url: `/files/vip-profile-images/${key}` })).statusCode).toBe(404);
  });
});
