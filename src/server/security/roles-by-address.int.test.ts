import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../adapters/storage/store.ts";
import { grantAdminRoles } from "../auth/profiles.ts";
import { seedDatabase } from "../db/seed.ts";
import { companionAccounts, profiles, users } from "../auth/tables.ts";
import { outbox } from "../db/platform-tables.ts";
import { companions } from "../../features/companions/tables.server.ts";
import { signUpUser, uniqueEmail, verifyEmailFromOutbox, type SignedInUser } from "../testing/accounts.ts";
import { signUpAdmin } from "../testing/members.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * Roles that come with an e-mail address (ADMIN_EMAILS, a companion's own account) go to the account that
 * proves it owns the address, never to whoever signs up with it first.
 */
let t: TestApp;
let admin: SignedInUser & { userId: string };

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: ["owner@example.com"] } });
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const roleOf = async (user: SignedInUser) => (await t.app.inject({ method: "GET", url: "/api/account/me", headers: { cookie: user.cookie } })).json().role;
const link = (companionId: string, email: string) =>
  t.app.inject({ method: "POST", url: `/api/admin/companions/${companionId}/account`, payload: { email }, headers: { cookie: admin.cookie } });

describe("roles by address", () => {
  it("ADMIN_EMAILS: not at sign-up, not at start while unverified; at verification", async () => {
    const squatter = await signUpUser(t.app, { email: "owner@example.com" });
    expect(await roleOf(squatter)).toBe("user");
    expect(await grantAdminRoles(t.database.db, ["owner@example.com"])).toBe(0);
    expect(await roleOf(squatter)).toBe("user");
    await verifyEmailFromOutbox(t.app, t.database.db, "owner@example.com");
    expect(await roleOf(squatter)).toBe("admin");
  });

  it("the admin's link to a companion account waits for a verified owner of the address", async () => {
    const email = uniqueEmail("companion");
    const early = await signUpUser(t.app, { email });
    const response = await link("4", email);
    expect(response.json()).toMatchObject({ ok: true, outcome: "invited" });
    expect(await roleOf(early)).toBe("user");
    expect(await t.database.db.select().from(companionAccounts).where(eq(companionAccounts.companionId, "4"))).toHaveLength(0);
    await verifyEmailFromOutbox(t.app, t.database.db, email);
    expect(await roleOf(early)).toBe("wingwoman");
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [linked] = await t.database.db.select().from(companionAccounts).where(eq(companionAccounts.companionId, "4"));
    expect(linked?.userId).toBe(user?.id);
    // A verified owner is linked at once.
    expect((await link("5", email)).json().outcome).toBe("linked");
  });

  it("tells the account it now answers for a companion, in its language: at once when linked, at verification when invited", async () => {
    const linkedMails = async (email: string) =>
      (await t.database.db.select().from(outbox).where(eq(outbox.kind, "companion-account-linked"))).filter((mail) => mail.toAddress === email);
    const [companion] = await t.database.db.select({ name: companions.name }).from(companions).where(eq(companions.id, "7"));
    const email = uniqueEmail("invited");
    const invited = await signUpUser(t.app, { email, locale: "es" });
    await link("7", email);
    expect(await linkedMails(email)).toEqual([]);
    await verifyEmailFromOutbox(t.app, t.database.db, email, invited.cookie);
    const [atVerification] = await linkedMails(email);
    expect(atVerification?.subject).toBe(`Tu cuenta de Wingmate ahora responde por ${companion?.name}`);
    expect(atVerification?.textBody).toContain(`${t.config.publicUrl}/es/workspace`);

    const verifiedEmail = uniqueEmail("verified");
    const verified = await signUpUser(t.app, { email: verifiedEmail });
    await verifyEmailFromOutbox(t.app, t.database.db, verifiedEmail, verified.cookie);
    expect((await link("8", verifiedEmail)).json().outcome).toBe("linked");
    const [atOnce] = await linkedMails(verifiedEmail);
    expect(atOnce?.subject).toMatch(/^Your Wingmate account now answers for /);
    expect(atOnce?.textBody).toContain("The Wingmate team linked your account to the companion profile");
    expect(atOnce?.textBody).toContain(`${t.config.publicUrl}/workspace`);
  });

  it("linking an admin's own verified account to a companion keeps it admin", async () => {
    await verifyEmailFromOutbox(t.app, t.database.db, admin.email);
    expect((await link("6", admin.email)).json().outcome).toBe("linked");
    const [profile] = await t.database.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, admin.userId));
    expect(profile?.role).toBe("admin");
  });
});
