import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "./tables.ts";
import { signUpUser } from "../testing/accounts.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const me = (cookie: string) => t.app.inject({ url: "/api/account/me", headers: { cookie } });

async function sessionOf(email: string) {
  const [row] = await t.database.db.select({ session: sessions }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.email, email));
  if (!row) throw new Error("no session");
  return row.session;
}

describe("reading the session on each request", () => {
  it("recognises a signed session cookie and refuses a forged or altered one", async () => {
    const user = await signUpUser(t.app);
    expect((await me(user.cookie)).json().user.email).toBe(user.email);
    const [name, value] = user.cookie.split("=") as [string, string];
    const token = decodeURIComponent(value).split(".")[0];
    expect((await me(`${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`)).json().user).toBeNull();
    expect((await me(`${name}=${token}`)).json().user).toBeNull();
    expect((await me(`${name}=%E0%A4%A`)).json().user).toBeNull();
  });

  it("refuses a session the moment it is deleted or expired", async () => {
    const user = await signUpUser(t.app);
    const session = await sessionOf(user.email);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id));
    await t.database.changes.settle();
    expect((await me(user.cookie)).json().user).toBeNull();
  });

  it("renews a session used more than a day after its last renewal, with a fresh cookie", async () => {
    const user = await signUpUser(t.app);
    const session = await sessionOf(user.email);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 28 * DAY) })
      .where(eq(sessions.id, session.id));
    await t.database.changes.settle();
    const response = await me(user.cookie);
    expect(response.json().user.email).toBe(user.email);
    expect(String(response.headers["set-cookie"])).toContain("wingmate.session_token=");
    expect((await sessionOf(user.email)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });
});
