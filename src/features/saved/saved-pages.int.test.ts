import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilds } from "../../../scripts/ensure-builds.ts";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { loadWebBuild } from "../../server/http/pages.ts";
import { signUpUser, type SignedInUser } from "../../server/testing/accounts.ts";
import { signUpMember } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";

/** /saved-profiles as the real web build draws it for each viewer, from its loader. */

const BUILD_TIMEOUT_MS = 240_000;

let t: TestApp;
let member: SignedInUser;
let otherMember: SignedInUser;
/** The companions each member saved, by name (what the page shows of them). */
let savedByMember: string;
let savedByOther: string;

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

async function save(who: SignedInUser, companionId: string): Promise<string> {
  const response = await t.app.inject({ method: "POST", url: "/api/saved-profiles", payload: { companionId }, headers: { cookie: who.cookie } });
  expect(response.statusCode).toBe(201);
  return response.json<{ savedProfile: { wingwoman_name: string } }>().savedProfile.wingwoman_name;
}

beforeAll(async () => {
  ensureBuilds();
  const webBuild = await loadWebBuild(path.resolve("build/client"));
  if (!webBuild) throw new Error("No web build in build/: `npm run build` first.");
  t = await createTestApp({ webBuild });
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: false });
  member = await signUpMember(t.app, t.database.db);
  otherMember = await signUpMember(t.app, t.database.db);
  savedByMember = await save(member, "5");
  savedByOther = await save(otherMember, "6");
}, BUILD_TIMEOUT_MS);

afterAll(() => t?.close());

describe("the saved profiles page", () => {
  it("asks a visitor to log in, with the way back here", async () => {
    const response = await get("/saved-profiles");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('href="/auth?next=%2Fsaved-profiles"');
  });

  it("tells a free member it is for members, with no list", async () => {
    const response = await get("/saved-profiles", (await signUpUser(t.app)).cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("VIP members only");
    expect(response.body).not.toContain(savedByMember);
  });

  it("shows a member their own saved profiles in its first HTML, never another member's", async () => {
    const mine = await get("/saved-profiles", member.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain(`${savedByMember}</h2>`);
    expect(mine.body).not.toContain(savedByOther);
    const theirs = await get("/es/saved-profiles", otherMember.cookie);
    expect(theirs.body).toContain(`${savedByOther}</h2>`);
    expect(theirs.body).not.toContain(savedByMember);
  });
});
