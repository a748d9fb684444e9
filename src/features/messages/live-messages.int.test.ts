import { and, eq, sql, type AnyColumn } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { linkCompanionAccount } from "../../server/auth/profiles.ts";
import { users } from "../../server/auth/tables.ts";
import { outbox } from "../../server/db/platform-tables.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { signUpUser, verifyEmailFromOutbox, type SignedInUser } from "../../server/testing/accounts.ts";
import { signUpAdmin, signUpMember } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { LIVE_MESSAGES_PATH } from "./live-messages.ts";
import { conversations, messages } from "./tables.server.ts";
import { mailUnreadMessages } from "./unread-mail.server.ts";

const COMPANION = "4";
const COMPANION_NAME = "Valentina M.";
let t: TestApp;
let origin: string;
let companion: SignedInUser & { userId: string };
let admin: SignedInUser;

const as = (who: SignedInUser, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: who.cookie } });

async function write(who: SignedInUser, message: string): Promise<string> {
  const sent = await as(who, "POST", `/api/companions/${COMPANION}/messages`, { message });
  expect(sent.statusCode).toBe(201);
  return sent.json<{ conversationId: string }>().conversationId;
}

async function answer(who: SignedInUser, conversationId: string, message: string): Promise<void> {
  expect((await as(who, "POST", `/api/conversations/${conversationId}/messages`, { message })).statusCode).toBe(201);
}

/** A tab's event stream as the browser reads it: each event's name and data, as they arrive. */
async function listen(who: SignedInUser) {
  const abort = new AbortController();
  const response = await fetch(origin + LIVE_MESSAGES_PATH, { headers: { cookie: who.cookie }, signal: abort.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event: string; data: string }[] = [];
  let buffered = "";
  let ended = false;
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buffered += value;
      for (let end = buffered.indexOf("\n\n"); end >= 0; end = buffered.indexOf("\n\n")) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        if (event) events.push({ event, data: /^data: (.*)$/m.exec(block)?.[1] ?? "" });
      }
    }
    ended = true;
  })();
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  await until(() => events.some((entry) => entry.event === "ready"));
  return {
    threads: () => events.filter((entry) => entry.event === "thread").map((entry) => JSON.parse(entry.data) as { conversation: string }),
    raw: () => events.map((entry) => entry.data).join("\n"),
    hears: (conversation: string) => until(() => events.some((entry) => entry.event === "thread" && entry.data.includes(conversation))),
    ended: async () => {
      await until(() => ended);
      await pump;
    },
    close: () => abort.abort(),
  };
}

/** Moves a thread's whole history `minutes` into the past, as if that much time had gone by since. */
async function passMinutes(conversation: string, minutes: number): Promise<void> {
  const back = (column: AnyColumn) => sql`${column} - make_interval(mins => ${minutes})`;
  await t.database.db
    .update(messages)
    .set({ createdAt: back(messages.createdAt) })
    .where(eq(messages.conversationId, conversation));
  await t.database.db
    .update(conversations)
    .set({
      lastMessageAt: back(conversations.lastMessageAt),
      memberReadAt: back(conversations.memberReadAt),
      staffReadAt: back(conversations.staffReadAt),
      memberMailedAt: back(conversations.memberMailedAt),
      staffMailedAt: back(conversations.staffMailedAt),
    })
    .where(eq(conversations.id, conversation));
}

const sweep = () => mailUnreadMessages(t.database.db, t.config.publicUrl);
const unreadMails = (to: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, "message-unread"), eq(outbox.toAddress, to)));

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: false });
  origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const account = await signUpUser(t.app, { locale: "es" });
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  companion = { ...account, userId: row?.id ?? "" };
  await linkCompanionAccount(t.database.db, companion.userId, COMPANION);
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

describe("live messages", () => {
  it("refuses a visitor", async () => {
    expect((await fetch(origin + LIVE_MESSAGES_PATH)).status).toBe(401);
  });

  it("tells the thread's member, its companion and staff that it changed, never the text, and nobody else", async () => {
    const member = await signUpMember(t.app, t.database.db);
    const stranger = await signUpMember(t.app, t.database.db);
    const tabs = await Promise.all([member, companion, admin, stranger].map(listen));
    const [memberTab, companionTab, adminTab, strangerTab] = tabs;

    const conversation = await write(member, "Are you free for the Wynwood art walk on Saturday?");
    await Promise.all([memberTab!.hears(conversation), companionTab!.hears(conversation), adminTab!.hears(conversation)]);
    await answer(companion, conversation, "Saturday works, see you at seven.");
    await memberTab!.hears(conversation);

    // Every stream heard of the thread in the same delivery: the stranger's heard nothing.
    expect(strangerTab!.threads()).toEqual([]);
    for (const tab of tabs) expect(tab.raw()).not.toMatch(/Wynwood|Saturday works/);
    for (const tab of tabs) tab.close();
  });

  it("ends the stream of an account that signs out", async () => {
    const member = await signUpMember(t.app, t.database.db);
    const tab = await listen(member);
    expect((await as(member, "POST", "/api/account/sign-out")).statusCode).toBeLessThan(400);
    await tab.ended();
    expect((await fetch(origin + LIVE_MESSAGES_PATH, { headers: { cookie: member.cookie } })).status).toBe(401);
  });
});

describe("mail about unread messages", () => {
  it("mails a member an answer unseen for 15 minutes, once, then at most once an hour; the text only to a confirmed address", async () => {
    const member = await signUpMember(t.app, t.database.db);
    const conversation = await write(member, "Could we meet in Brickell?");
    await answer(companion, conversation, "Yes: the café by the metro station.");

    await passMinutes(conversation, 10);
    expect(await sweep()).toBe(0);
    await passMinutes(conversation, 6);
    await sweep();
    await passMinutes(conversation, 1);
    await sweep();
    const [first, ...more] = await unreadMails(member.email);
    expect(more).toEqual([]);
    expect(first?.subject).toBe(`${COMPANION_NAME} replied on Wingmate`);
    // The companion's name ends in an initial's period: the sentence keeps one.
    expect(first?.textBody).toMatch(new RegExp(`^You have a new reply from ${COMPANION_NAME.replace(".", "\\.")}$`, "m"));
    expect(first?.textBody).toContain(`/messages?c=${conversation}`);
    // Not confirmed yet: a mistyped address never receives what was written.
    expect(first?.textBody).not.toContain("café by the metro");

    await verifyEmailFromOutbox(t.app, t.database.db, member.email, member.cookie);
    await answer(companion, conversation, "Or the bookshop, if it rains.");
    await passMinutes(conversation, 20);
    await sweep();
    expect(await unreadMails(member.email)).toHaveLength(1);
    await passMinutes(conversation, 40);
    await sweep();
    const mails = await unreadMails(member.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.textBody).toContain("Or the bookshop, if it rains.");
  });

  it("does not mail an answer the member read in time", async () => {
    const member = await signUpMember(t.app, t.database.db);
    const conversation = await write(member, "Is Friday good?");
    await answer(companion, conversation, "Friday is good.");
    expect((await as(member, "GET", `/api/conversations/${conversation}`)).statusCode).toBe(200);
    await passMinutes(conversation, 20);
    await sweep();
    expect(await unreadMails(member.email)).toEqual([]);
  });

  it("mails the companion's own account, in its language, once however many instances sweep", async () => {
    const before = (await unreadMails(companion.email)).length;
    const member = await signUpMember(t.app, t.database.db);
    const conversation = await write(member, "Hola, ¿estás libre el domingo?");
    await passMinutes(conversation, 16);
    await Promise.all([sweep(), sweep(), sweep()]);
    const mails = (await unreadMails(companion.email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Ana María López te escribió en Wingmate");
    expect(mails[0]?.textBody).toContain(`/es/messages?c=${conversation}`);
  });
});
