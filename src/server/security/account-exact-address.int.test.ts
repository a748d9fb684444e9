import { randomBytes } from "node:crypto";
import { eq, inArray, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../adapters/storage/store.ts";
import type { Db } from "../db/client.ts";
import { auditLog, outbox } from "../db/platform-tables.ts";
import { bookings } from "../../features/bookings/tables.server.ts";
import { users } from "../auth/tables.ts";
import { seedDatabase } from "../db/seed.ts";
import { floridaToday } from "../../shared/bookings.ts";
import { signUpUser, verifyEmailFromOutbox, type SignedInUser } from "../testing/accounts.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * "Download my data" and "delete my account" reach the mail and the audit entries of an address only once the
 * account has proven it, and then only where the whole address is named: an account whose address is a piece
 * of someone else's (`a@gmail.co` in `newhire.maria@gmail.com`) reaches none of that person's rows.
 */
let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  await seedDatabase(db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
}, 60_000);
afterAll(() => t.close());

let day = 10;
/** A random domain per address pair, so the addresses are new on a database other runs have used. */
const domain = () => `gmail${randomBytes(4).toString("hex")}`;

async function book(email: string, fullName: string, cookie?: string): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/bookings",
    ...(cookie ? { headers: { cookie } } : {}),
    payload: {
      companionId: "6",
      fullName,
      email,
      phone: "+1 954 555 0199",
      sessionType: "consultation",
      date: floridaToday(new Date(Date.now() + ++day * 86_400_000)),
      time: "11:00",
      location: "",
      specialRequests: "",
    },
  });
  if (response.statusCode !== 201) throw new Error(`booking: ${response.statusCode} ${response.body}`);
  return response.json().booking.id as string;
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

const exportOf = async (user: SignedInUser) => {
  const response = await t.app.inject({ method: "GET", url: "/api/account/export", headers: { cookie: user.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as { emailsSentToYou: { kind: string; subject: string }[] };
};

const deleteAccount = (user: SignedInUser) =>
  t.app.inject({ method: "POST", url: "/api/account/delete", headers: { cookie: user.cookie }, payload: { password: user.password } });

const mailIds = async (ids: string[]) => (await db.select({ id: outbox.id }).from(outbox).where(inArray(outbox.id, ids))).map((row) => row.id).sort();
const auditEntries = (ids: string[]) =>
  db.select({ id: auditLog.id, before: auditLog.before, after: auditLog.after }).from(auditLog).where(inArray(auditLog.id, ids));

async function mail(values: { toAddress: string; replyTo?: string; subject?: string; textBody: string; htmlBody?: string }): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({ kind: "test-notification", subject: "Test", ...values })
    .returning({ id: outbox.id });
  if (!row) throw new Error("no mail");
  return row.id;
}

async function audit(before: unknown): Promise<string> {
  const [row] = await db
    .insert(auditLog)
    .values({ actorId: null, action: "mail.retry", subjectType: "outbox", subjectId: "some-mail", before, after: { status: "pending" } })
    .returning({ id: auditLog.id });
  if (!row) throw new Error("no audit entry");
  return row.id;
}

describe("download my data: the mail section", () => {
  it("holds the mail sent to the address only once the account has proven it", async () => {
    const address = `guest.${randomBytes(4).toString("hex")}@example.com`;
    await book(address, "Gwen Guest");
    const guestMail = await db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.toAddress, address));
    expect(guestMail.length).toBeGreaterThan(0);
    const squatter = await signUpUser(t.app, { email: address });

    const unproven = await exportOf(squatter);
    expect(unproven.emailsSentToYou).toEqual([]);
    expect(JSON.stringify(unproven)).not.toContain("Gwen Guest");

    await verifyEmailFromOutbox(t.app, db, address);
    const kinds = (await exportOf(squatter)).emailsSentToYou.map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining([...guestMail.map((row) => row.kind), "email-verification"]));
  }, 60_000);
});

describe("deleting an account: mail and audit entries that name an address", () => {
  it("an unverified account whose address is a piece of another's leaves that person's mail and audit entries alone", async () => {
    const host = domain();
    const maria = `newhire.maria@${host}.com`;
    const throwaway = `a@${host}.co`;
    expect(maria).toContain(throwaway);

    const mariaUser = await signUpUser(t.app, { email: maria, fullName: "Maria Newhire" });
    await verifyEmailFromOutbox(t.app, db, maria);
    await book(maria, "Maria Newhire", mariaUser.cookie);
    // The business's notice of a booking made with Maria's address, as the booking form sends it.
    await mail({ toAddress: "team@wingmate.test", replyTo: maria, textBody: `Full name: Gwen Guest\nE-mail: ${maria}\nPhone: +1 954 555 0100` });
    const mariaMail = (
      await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(or(eq(outbox.toAddress, maria), eq(outbox.replyTo, maria)))
    ).map((row) => row.id);
    expect(mariaMail.length).toBeGreaterThanOrEqual(3);
    const mariaAudit = [await audit({ to: maria, name: "Maria Newhire" }), await audit({ note: `Write to ${maria} about the job` })];

    const leaver = await signUpUser(t.app, { email: throwaway, fullName: "Throw Away" });
    const leaverId = await userIdOf(throwaway);
    // The account's own booking: mail naming the booking goes with the account.
    const leaverBooking = await book(throwaway, "Throw Away", leaver.cookie);
    const leaverNotice = await mail({
      toAddress: "team@wingmate.test",
      replyTo: throwaway,
      textBody: `Client: Throw Away <${throwaway}>\nReference: ${leaverBooking}`,
    });
    const leaverAudit = await audit({ userId: leaverId });

    expect((await deleteAccount(leaver)).statusCode).toBe(200);

    expect(await mailIds(mariaMail)).toEqual([...mariaMail].sort());
    for (const entry of await auditEntries(mariaAudit)) expect(entry.before).not.toBeNull();
    expect(await auditEntries(mariaAudit)).toHaveLength(2);
    // What is tied to the account's id goes: its booking's notice, and the copy of an entry naming its id.
    expect(await mailIds([leaverNotice])).toEqual([]);
    expect(await auditEntries([leaverAudit])).toEqual([{ id: leaverAudit, before: null, after: null }]);
    const [kept] = await db.select({ fullName: bookings.fullName }).from(bookings).where(eq(bookings.id, leaverBooking));
    expect(kept?.fullName).toBe("Deleted client");
    expect((await t.app.inject({ method: "GET", url: "/api/account/me", headers: { cookie: mariaUser.cookie } })).json().user.email).toBe(maria);
  }, 60_000);

  it("a verified account erases its mail and the audit copies naming its whole address, in any case, and nothing naming a longer one", async () => {
    const host = domain();
    const address = `newhire.maria@${host}.com`;
    const user = await signUpUser(t.app, { email: address, fullName: "Maria Newhire" });
    await verifyEmailFromOutbox(t.app, db, address);
    const own = [
      await mail({ toAddress: address.toUpperCase(), textBody: "Hello" }),
      await mail({ toAddress: "team@wingmate.test", replyTo: `NewHire.Maria@${host}.com`, textBody: "A question" }),
      await mail({ toAddress: "team@wingmate.test", textBody: `Client: Maria <${address}>.` }),
      await mail({ toAddress: "team@wingmate.test", textBody: "See below", htmlBody: `<a href="mailto:${address}">Maria</a>` }),
      await mail({ toAddress: "team@wingmate.test", subject: `About ${address}`, textBody: "See the subject" }),
    ];
    const others = [
      await mail({ toAddress: `old.${address}`, textBody: "Hello" }),
      await mail({ toAddress: "team@wingmate.test", replyTo: `${address}.au`, textBody: `Client: <${address}.au>, cc x${address}, ${address}x` }),
    ];
    const ownAudit = [await audit({ to: address.toUpperCase() }), await audit({ people: [{ email: address }] })];
    const otherAudit = [await audit({ to: `old.${address}` }), await audit({ note: `Write to ${address}.au` })];

    expect((await deleteAccount(user)).statusCode).toBe(200);

    expect(await mailIds(own)).toEqual([]);
    expect(await mailIds(others)).toEqual([...others].sort());
    expect(await auditEntries(ownAudit)).toEqual(expect.arrayContaining(ownAudit.map((id) => ({ id, before: null, after: null }))));
    for (const entry of await auditEntries(otherAudit)) expect(entry.before).not.toBeNull();
  }, 60_000);
});
