import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilds } from "../../../scripts/ensure-builds.ts";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { linkCompanionAccount } from "../../server/auth/profiles.ts";
import { users } from "../../server/auth/tables.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { loadWebBuild } from "../../server/http/pages.ts";
import { signUpUser, uniqueEmail, type SignedInUser } from "../../server/testing/accounts.ts";
import { signUpAdmin, signUpMember } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";

/** /admin as the real web build renders it: the dashboard's data reaches an admin's HTML and nobody else's. */

/** Room for `ensureBuilds` to build the web app and the server when their sources changed. */
const BUILD_TIMEOUT_MS = 240_000;

let t: TestApp;
let admin: SignedInUser;
let readers: Record<string, SignedInUser>;
/** An account only the dashboard lists: its address in a page is admin data. */
let bystander: SignedInUser;

const page = (url: string, who: SignedInUser | null = null) => t.app.inject({ method: "GET", url, headers: who ? { cookie: who.cookie } : {} });

beforeAll(async () => {
  ensureBuilds();
  const webBuild = await loadWebBuild(path.resolve("build/client"));
  if (!webBuild) throw new Error("No web build in build/: `npm run build` first.");
  t = await createTestApp({ webBuild });
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: false });
  bystander = await signUpUser(t.app, { email: uniqueEmail("bystander"), fullName: "Bartholomew Bystander" });
  const companion = await signUpUser(t.app);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, companion.email));
  await linkCompanionAccount(t.database.db, row?.id ?? "", "6");
  readers = { user: await signUpUser(t.app), member: await signUpMember(t.app, t.database.db), companion };
  admin = await signUpAdmin(t.app, t.database.db);
}, BUILD_TIMEOUT_MS);

afterAll(() => t?.close());

describe("/admin", () => {
  it("tells a visitor to log in (Access Denied), with no admin data", async () => {
    const response = await page("/admin");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Access Denied");
    expect(response.body).toContain("Please log in to access the admin dashboard.");
    expect(response.body).not.toContain(bystander.email);
    expect(response.body).not.toContain("Total Users");
  });

  it("refuses a user, a member and a companion (Admin Access Required): no admin data in their HTML", async () => {
    for (const [who, reader] of Object.entries(readers)) {
      for (const url of ["/admin", "/admin?section=users", "/admin?section=bookings"]) {
        const response = await page(url, reader);
        expect(response.body, `${who} ${url}`).toContain("Admin Access Required");
        expect(response.body, `${who} ${url}`).not.toContain(bystander.email);
        expect(response.body, `${who} ${url}`).not.toContain("Bartholomew");
        expect(response.body, `${who} ${url}`).not.toContain("Total Users");
      }
    }
  });

  it("opens an admin's dashboard with its figures and the first page of users in the HTML", async () => {
    const response = await page("/admin", admin);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Total Users");
    expect(response.body).toContain(bystander.email);
    expect(response.body).not.toMatch(/Loading (<!-- -->)?users/);
  });

  it("reads only the shown section's first data: another section opens without the users", async () => {
    const response = await page("/admin?section=reviews", admin);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Admin Dashboard");
    expect(response.body).not.toContain(bystander.email);
  });
});

describe("an empty /events", () => {
  it("offers staff Add an event source, leading to the dashboard's Events section; visitors keep the empty-state text", async () => {
    const staff = await page("/events", admin);
    expect(staff.body).toContain("No upcoming events here yet.");
    expect(staff.body).toMatch(/href="\/admin\?section=events"[^>]*>Add an event source</);
    for (const who of [null, readers.user]) {
      const response = await page("/events", who);
      expect(response.body).toContain("No upcoming events here yet.");
      expect(response.body).not.toContain("Add an event source");
    }
  });
});
