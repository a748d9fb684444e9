import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilds } from "../../../scripts/ensure-builds.ts";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { outbox } from "../../server/db/platform-tables.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { loadWebBuild } from "../../server/http/pages.ts";
import { signUpUser, uniqueEmail, type SignedInUser } from "../../server/testing/accounts.ts";
import { signUpMember } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { floridaToday } from "../../shared/bookings.ts";
import type { CreatedBooking } from "./schema.ts";

/**
 * The bookings' pages as the real web build renders them for each kind of reader: who is sent to log in, what
 * a companion's name and a booking's details reach, and what a wrong link gets.
 */

/** Room for `ensureBuilds` to build the web app and the server when their sources changed. */
const BUILD_TIMEOUT_MS = 240_000;
/** A profile only members may open: its name stays on the server for a visitor. */
const LOCKED_ID = "4";
const PREVIEW_ID = "1";

let t: TestApp;
let member: SignedInUser;
let stranger: SignedInUser;
let lockedName: string;

const page = (url: string, who: SignedInUser | null = null) => t.app.inject({ method: "GET", url, headers: who ? { cookie: who.cookie } : {} });
const inDays = (days: number) => floridaToday(new Date(Date.now() + days * 86_400_000));

/** A booking's details no page of anyone else's may carry. */
const guestDetails = { fullName: "Quentin Quillfeather", location: "Panther Coffee, booth seventeen", specialRequests: "Ask about the violin recital" };

async function book(who: SignedInUser | null, fields: { sessionType: string; companionId: string; time: string; email?: string }): Promise<CreatedBooking> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: who ? { cookie: who.cookie } : {},
    payload: { ...guestDetails, email: fields.email ?? uniqueEmail("guest"), phone: "", date: inDays(6), locale: "en", ...fields },
  });
  expect(response.statusCode).toBe(201);
  return response.json<CreatedBooking>();
}

beforeAll(async () => {
  ensureBuilds();
  const webBuild = await loadWebBuild(path.resolve("build/client"));
  if (!webBuild) throw new Error("No web build in build/: `npm run build` first.");
  t = await createTestApp({ webBuild });
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: false });
  member = await signUpMember(t.app, t.database.db);
  stranger = await signUpUser(t.app);
  lockedName = (await page(`/api/booking/companions/${LOCKED_ID}`, member)).json<{ companion: { name: string } }>().companion.name;
}, BUILD_TIMEOUT_MS);

afterAll(() => t?.close());

describe("signed out, the pages that need an account send the reader to log in and back", () => {
  it("/my-bookings, in each language", async () => {
    const english = await page("/my-bookings");
    expect(english.statusCode).toBe(302);
    expect(english.headers.location).toBe("/auth?next=%2Fmy-bookings");
    expect((await page("/es/my-bookings")).headers.location).toBe("/es/auth?next=%2Fes%2Fmy-bookings");
  });

  it("/booking without a companion goes to the wing women, asked to choose one", async () => {
    expect((await page("/booking")).headers.location).toBe("/profiles?book=choose");
    expect((await page("/es/booking")).headers.location).toBe("/es/profiles?book=choose");
  });

  it("/booking with a package keeps it on the way to the list; a name that is no package of ours is dropped", async () => {
    expect((await page("/booking?package=coaching")).headers.location).toBe("/profiles?book=choose&package=coaching");
    expect((await page("/es/booking?package=intensive")).headers.location).toBe("/es/profiles?book=choose&package=intensive");
    expect((await page("/booking?package=%3Cscript%3E")).headers.location).toBe("/profiles?book=choose");
  });
});

describe("a package's Book, from the first HTML", () => {
  it("leads a package booked at once to the booking flow, and one arranged by request to the consultation request", async () => {
    const home = (await page("/")).body;
    for (const id of ["coaching", "wingwoman", "intensive"]) expect(home).toContain(`href="/profiles?book=choose&amp;package=${id}"`);
    expect(home).not.toContain('href="/contact?package=');
    const pricing = (await page("/es/pricing")).body;
    expect(pricing).toContain('href="/es/profiles?book=choose&amp;package=coaching"');
    for (const id of ["weekend", "executive", "transformation"]) expect(pricing).toContain(`href="/es/contact?package=${id}"`);
  });

  it("names the package on the list, and each card books it with that companion (or opens the profile keeping it)", async () => {
    const list = (await page("/profiles?book=choose&package=coaching")).body;
    expect(list).toContain("To book your Coffee Chat, choose a companion");
    expect(list).toContain(`href="/booking/${PREVIEW_ID}?name=`);
    expect(list).toMatch(new RegExp(`href="/booking/${PREVIEW_ID}\\?name=[^"]+&amp;package=coaching"`));
    expect(list).toContain(`href="/profiles/${PREVIEW_ID}?package=coaching"`);
    // Without a package, each card still books; the list's toggle keeps asking to choose.
    const plain = (await page("/es/men-profiles?book=choose")).body;
    expect(plain).toContain("Para reservar, elige a un acompañante");
    expect(plain).toContain('href="/es/booking/m1?name=');
    expect(plain).toContain('href="/es/profiles?book=choose"');
  });

  it("keeps the package from the profile to the form, which is drawn with it chosen", async () => {
    const profile = (await page(`/profiles/${PREVIEW_ID}?package=intensive`)).body;
    expect(profile).toMatch(new RegExp(`href="/booking/${PREVIEW_ID}\\?name=[^"]+&amp;package=intensive"`));
    const form = (await page(`/booking/${PREVIEW_ID}?package=intensive`)).body;
    expect(form).toMatch(/<option value="intensive" selected="">/);
    expect((await page(`/booking/${PREVIEW_ID}?package=nonsense`)).body).not.toMatch(/<option value="[a-z]+" selected="">/);
  });
});

describe("the booking page", () => {
  it("names a preview companion to anyone, in the page's language", async () => {
    const response = await page(`/es/booking/${PREVIEW_ID}`);
    expect(response.statusCode).toBe(200);
    const name = (await page(`/api/booking/companions/${PREVIEW_ID}`)).json<{ companion: { name: string } }>().companion.name;
    expect(response.body).toContain(`Con ${name}`);
  });

  it("keeps a locked companion's name from a visitor and gives it to a member", async () => {
    const visitor = await page(`/booking/${LOCKED_ID}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain("With your companion");
    expect(visitor.body).not.toContain(lockedName);
    expect((await page(`/booking/${LOCKED_ID}`, member)).body).toContain(`With ${lockedName}`);
  });

  it("sends an unknown companion's address to the list", async () => {
    const response = await page("/es/booking/no-such-companion");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/es/profiles");
  });
});

describe("a booking's own page", () => {
  it("shows a guest's booking to the holder of its signed link, and nothing of it to anyone else", async () => {
    const created = await book(null, { sessionType: "coaching", companionId: "2", time: "19:00" });
    const link = await page(created.manageUrl);
    expect(link.statusCode).toBe(200);
    expect(link.body).toContain(guestDetails.location);
    expect(link.body).toContain("Pay $220");

    const token = new URL(created.manageUrl, "http://local").searchParams.get("token") ?? "";
    const forged = `${token.slice(0, -4)}${token.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    for (const [url, who] of [
      [`/bookings/${created.booking.id}?token=${forged}`, null],
      [`/bookings/${created.booking.id}`, null],
      [`/bookings/${created.booking.id}`, stranger],
      [`/bookings/not-a-booking?token=${token}`, null],
    ] as const) {
      const response = await page(url, who);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain("Booking not found");
      for (const detail of Object.values(guestDetails)) expect(response.body, url).not.toContain(detail);
    }
  });

  it("shows its owner the booking without a link", async () => {
    const created = await book(member, { sessionType: "coaching", companionId: "3", time: "15:00" });
    const response = await page(`/bookings/${created.booking.id}`, member);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(guestDetails.location);
  });

  it("opened from the mailed confirmation link, asks before it confirms a free session", async () => {
    const email = uniqueEmail("free");
    const created = await book(null, { sessionType: "consultation", companionId: "5", time: "11:00", email });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email));
    const link = new URL(/http\S+\/bookings\/\S+/.exec(mail?.textBody ?? "")?.[0] ?? "http://invalid/");
    expect(link.searchParams.get("confirm")).toBeTruthy();
    const response = await page(`${link.pathname}${link.search}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Confirm My Session");
    expect(response.body).toContain(guestDetails.location);
    // Opening the link confirms nothing: the booking still waits for the button.
    const after = await page(`/api/bookings/${created.booking.id}?token=${link.searchParams.get("token")}`);
    expect(after.json<{ booking: { status: string } }>().booking.status).toBe("pending");
  });
});

describe("My Bookings", () => {
  it("opens with the member's own bookings in the HTML, none of anyone else's", async () => {
    const own = await book(member, { sessionType: "coaching", companionId: "6", time: "13:00" });
    const response = await page("/my-bookings", member);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(own.booking.id);
    const strangers = await page("/my-bookings", stranger);
    expect(strangers.statusCode).toBe(200);
    expect(strangers.body).not.toContain(own.booking.id);
    expect(strangers.body).not.toContain(guestDetails.location);
  });
});
