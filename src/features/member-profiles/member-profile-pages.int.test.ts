import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilds } from "../../../scripts/ensure-builds.ts";
import { loadWebBuild } from "../../server/http/pages.ts";
import { signUpUser, type SignedInUser } from "../../server/testing/accounts.ts";
import { signUpAdmin, signUpMember } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";

/** The VIP profile manager and viewer as the real web build draws them for each viewer, from their loaders. */

const BUILD_TIMEOUT_MS = 240_000;
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

let t: TestApp;
let member: SignedInUser;
let otherMember: SignedInUser;
let admin: SignedInUser;
let profileId: string;
const memberBio = "Jazz on Thursdays, sailing on Sundays, and long talks about architecture.";
const otherBio = "Salsa lessons, road trips to the Keys and very strong Cuban coffee.";

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

async function saveProfile(who: SignedInUser, displayName: string, bio: string): Promise<string> {
  const payload = { displayName, bio, location: "Brickell", availability: "Weekend evenings", age: "34", interests: ["Jazz"], isPublic: true };
  const response = await t.app.inject({ method: "PUT", url: "/api/member-profile", payload, headers: { cookie: who.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{ profile: { id: string } }>().profile.id;
}

beforeAll(async () => {
  ensureBuilds();
  const webBuild = await loadWebBuild(path.resolve("build/client"));
  if (!webBuild) throw new Error("No web build in build/: `npm run build` first.");
  t = await createTestApp({ webBuild });
  member = await signUpMember(t.app, t.database.db);
  otherMember = await signUpMember(t.app, t.database.db);
  admin = await signUpAdmin(t.app, t.database.db);
  profileId = await saveProfile(member, "Alex", memberBio);
  await saveProfile(otherMember, "Sam", otherBio);
}, BUILD_TIMEOUT_MS);

afterAll(() => t?.close());

describe("the VIP profile manager", () => {
  it("sends a visitor and a free member to the pricing page at once", async () => {
    for (const cookie of [undefined, (await signUpUser(t.app)).cookie]) {
      const response = await get("/vip-profile-manager", cookie);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/pricing");
    }
    expect((await get("/es/vip-profile-manager")).headers.location).toBe("/es/pricing");
  });

  it("gives a member their own profile to edit, never another member's", async () => {
    const response = await get("/vip-profile-manager", member.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(memberBio);
    expect(response.body).toContain(`/vip-profile/${profileId}`);
    expect(response.body).not.toContain(otherBio);
  });
});

describe("the VIP profile viewer", () => {
  it("sends a visitor to log in, and back to the screen's own link after", async () => {
    for (const url of [`/vip-profile/${profileId}`, `/vip-profiles/${profileId}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(`/auth?next=${encodeURIComponent(`/vip-profile/${profileId}`)}`);
    }
    expect((await get(`/es/vip-profiles/${profileId}`)).headers.location).toBe(`/es/auth?next=${encodeURIComponent(`/es/vip-profile/${profileId}`)}`);
  });

  it("shows an admin the public profile in its safe view, by either address", async () => {
    for (const url of [`/vip-profile/${profileId}`, `/vip-profiles/${profileId}`]) {
      const response = await get(url, admin.cookie);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(memberBio);
      expect(response.body, url).not.toContain(member.email);
    }
  });

  it("shows its owner their own profile as wing women see it", async () => {
    const response = await get(`/vip-profile/${profileId}`, member.cookie);
    expect(response.body).toContain("This is your profile as wing women see it.");
    expect(response.body).toContain(memberBio);
  });

  it("tells another member why they may not look, with nothing of the profile", async () => {
    const response = await get(`/vip-profile/${profileId}`, otherMember.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Access Restricted");
    expect(response.body).toContain("Access denied. Only wing women and admins can view VIP profiles.");
    expect(response.body).not.toContain(memberBio);
  });

  it("draws nothing for a profile that does not exist (the page says so and leads to the profiles)", async () => {
    const response = await get(`/vip-profile/${MISSING_ID}`, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("Access Restricted");
    expect(response.body).not.toContain(memberBio);
  });
});
