import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { subscriptions } from "../billing/tables.server.ts";
import { signUpAdmin, signUpMember } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
});
afterAll(() => t.close());

describe("a membership that lapses", () => {
  it("keeps the history readable but stops sending on every route; staff still answer", async () => {
    const member = await signUpMember(t.app, t.database.db);
    const admin = await signUpAdmin(t.app, t.database.db);
    const send = (url: string, cookie: string, message: string) => t.app.inject({ method: "POST", url, payload: { message }, headers: { cookie } });
    const started = await send("/api/companions/5/messages", member.cookie, "Hello Sofia!");
    expect(started.statusCode).toBe(201);
    const thread = `/api/conversations/${started.json().conversationId}`;
    expect((await send(`${thread}/messages`, member.cookie, "Still there?")).statusCode).toBe(201);

    // The 30-day refund, or the end of the paid month: no membership any more.
    await t.database.db
      .update(subscriptions)
      .set({ subscribed: false, status: "canceled", currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, member.userId));
    await t.database.changes.settle();
    const reply = await send(`${thread}/messages`, member.cookie, "Chatting on after the refund");
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error.code).toBe("membership_required");
    expect((await send("/api/companions/5/messages", member.cookie, "A new thread")).statusCode).toBe(403);
    const history = await t.app.inject({ method: "GET", url: thread, headers: { cookie: member.cookie } });
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).not.toContain("Chatting on after the refund");
    expect((await send(`${thread}/messages`, admin.cookie, "Staff can still answer.")).statusCode).toBe(201);
  });
});
