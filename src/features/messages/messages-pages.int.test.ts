import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilds } from "../../../scripts/ensure-builds.ts";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { loadWebBuild } from "../../server/http/pages.ts";
import type { SignedInUser } from "../../server/testing/accounts.ts";
import { signUpAdmin, signUpMember } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";

/** /messages as the real web build draws it for each viewer, from its loader. */

const BUILD_TIMEOUT_MS = 240_000;

let t: TestApp;
let member: SignedInUser;
let otherMember: SignedInUser;
const memberWrote = "Are you free on Saturday for the gallery opening in Wynwood?";
const otherWrote = "Could we practise small talk before my conference in Brickell?";
const staffAnswered = "Saturday works: shall we meet at seven by the entrance?";
let memberThread: string;
let otherThread: string;

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

async function write(who: SignedInUser, companionId: string, message: string): Promise<string> {
  const url = `/api/companions/${companionId}/messages`;
  const response = await t.app.inject({ method: "POST", url, payload: { message }, headers: { cookie: who.cookie } });
  expect(response.statusCode).toBe(201);
  return response.json<{ conversationId: string }>().conversationId;
}

beforeAll(async () => {
  ensureBuilds();
  const webBuild = await loadWebBuild(path.resolve("build/client"));
  if (!webBuild) throw new Error("No web build in build/: `npm run build` first.");
  t = await createTestApp({ webBuild });
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: false });
  member = await signUpMember(t.app, t.database.db);
  otherMember = await signUpMember(t.app, t.database.db);
  memberThread = await write(member, "5", memberWrote);
  otherThread = await write(otherMember, "6", otherWrote);
  const admin = await signUpAdmin(t.app, t.database.db);
  const reply = { method: "POST" as const, url: `/api/conversations/${memberThread}/messages`, payload: { message: staffAnswered } };
  expect((await t.app.inject({ ...reply, headers: { cookie: admin.cookie } })).statusCode).toBe(201);
}, BUILD_TIMEOUT_MS);

afterAll(() => t?.close());

describe("the messages page", () => {
  it("asks a visitor to log in, with the way back here", async () => {
    const response = await get("/messages");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('href="/auth?next=%2Fmessages"');
    for (const words of [memberWrote, staffAnswered]) expect(response.body).not.toContain(words);
  });

  it("lists a member's own conversations in its first HTML, never another member's", async () => {
    const response = await get("/messages", member.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(staffAnswered);
    expect(response.body).not.toContain(otherWrote);
  });

  it("draws the thread the address opens, read; another member's thread stays theirs", async () => {
    const unread = async () => (await t.app.inject({ method: "GET", url: "/api/messages/unread", headers: { cookie: member.cookie } })).json();
    expect(await unread()).toEqual({ count: 1 });
    const opened = await get(`/messages?c=${memberThread}`, member.cookie);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('id="thread-title"');
    expect(opened.body).toContain(staffAnswered);
    expect(await unread()).toEqual({ count: 0 });

    const someoneElses = await get(`/messages?c=${otherThread}`, member.cookie);
    expect(someoneElses.statusCode).toBe(200);
    expect(someoneElses.body).not.toContain(otherWrote);
    expect(someoneElses.body).not.toContain('id="thread-title"');
  });

  it("is not broken by an address that names no conversation", async () => {
    const response = await get("/messages?c=not-a-conversation", member.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(staffAnswered);
  });
});
