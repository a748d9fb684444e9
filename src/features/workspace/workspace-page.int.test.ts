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
import { signUpMember } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { floridaToday } from "../../shared/bookings.ts";

/** /workspace as the real web build renders it: a visitor is sent to log in, a companion gets their workspace, nobody else any of it. */

/** Room for `ensureBuilds` to build the web app and the server when their sources changed. */
const BUILD_TIMEOUT_MS = 240_000;
const COMPANION = "5";
/** What a client wrote with their booking: on the companion's page only. */
const SPECIAL_REQUEST = "Practise the toast for the gallery opening";

let t: TestApp;
let companion: SignedInUser;
let member: SignedInUser;

const page = (url: string, who: SignedInUser | null = null) => t.app.inject({ method: "GET", url, headers: who ? { cookie: who.cookie } : {} });
/** The page's text as a reader sees it: React's markers between adjacent texts removed. */
const textOf = (html: string) => html.replaceAll("<!-- -->", "");

beforeAll(async () => {
  ensureBuilds();
  const webBuild = await loadWebBuild(path.resolve("build/client"));
  if (!webBuild) throw new Error("No web build in build/: `npm run build` first.");
  t = await createTestApp({ webBuild });
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: false });
  companion = await signUpUser(t.app);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, companion.email));
  await linkCompanionAccount(t.database.db, row?.id ?? "", COMPANION);
  member = await signUpMember(t.app, t.database.db);
  const booked = await t.app.inject({
    method: "POST",
    url: "/api/bookings",
    payload: {
      companionId: COMPANION,
      fullName: "Lucía Gómez",
      email: uniqueEmail("client"),
      phone: "",
      sessionType: "consultation",
      date: floridaToday(new Date(Date.now() + 4 * 86_400_000)),
      time: "18:00",
      location: "Brickell café",
      specialRequests: SPECIAL_REQUEST,
    },
  });
  expect(booked.statusCode).toBe(201);
}, BUILD_TIMEOUT_MS);

afterAll(() => t?.close());

describe("/workspace", () => {
  it("sends a visitor to log in, and back here afterwards", async () => {
    const response = await page("/workspace");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/auth?next=%2Fworkspace");
  });

  it("opens a companion's workspace with their sessions and hours in the HTML", async () => {
    const response = await page("/workspace", companion);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/Signed in as [^:<]+: your sessions, messages and hours in one place\./);
    expect(textOf(response.body)).toContain("Initial Consultation with Lucía");
    expect(response.body).toContain(SPECIAL_REQUEST);
    expect(response.body).toContain("Weekly hours");
  });

  it("tells a signed-in account that is not a companion why, with nothing of a companion's workspace", async () => {
    const response = await page("/workspace", member);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("You do not have access to this.");
    expect(response.body).not.toContain(SPECIAL_REQUEST);
    expect(response.body).not.toContain("Weekly hours");
  });
});
