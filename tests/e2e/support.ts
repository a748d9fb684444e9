import AxeBuilder from "@axe-core/playwright";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, waitForTheAppAfterNavigations, type Browser, type Cookie, type Page } from "./fixtures.ts";
import { createEmailVerificationToken } from "better-auth/api";
import { floridaToday } from "../../src/shared/bookings.ts";

/** Shared by the journeys: one password, the toast check, accounts made through the real API. */
export const PASSWORD = "sunset over biscayne bay 7";
/** The e2e server's admin (ADMIN_EMAILS in playwright.config.ts). */
export const ADMIN_EMAIL = "admin@wingmate.test";

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

/** Signs up through the API in the page's context (its cookies then hold the session). */
export async function signUpByApi(page: Page, fullName: string, email = uniqueEmail(fullName.toLowerCase().replace(/\W+/g, ""))): Promise<string> {
  const response = await page.request.post("/api/account/sign-up", {
    data: { fullName, phone: "+1 305 555 0150", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** A confirmation link's token for `email` without a mailbox: made as the server makes it, with the e2e server's own secret. */
export async function verificationToken(email: string): Promise<string> {
  const secret = readFileSync(path.join(process.env.E2E_DATA_DIR ?? "", "auth-secret"), "utf8").trim();
  return createEmailVerificationToken(secret, email);
}

/**
 * Confirms `email` as its owner does, from the browser signed in to the account (the page's context), like a
 * login fixture that creates the session.
 */
export async function verifyEmailDirectly(page: Page, email: string): Promise<void> {
  const response = await page.request.post("/api/account/verify-email", { data: { token: await verificationToken(email) } });
  expect(await response.json()).toMatchObject({ outcome: "verified" });
}

/** A page of its own, signed in as the e2e admin (created on first use; ADMIN_EMAILS makes it admin once verified). */
export async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  waitForTheAppAfterNavigations(page);
  await signInAsAdmin(page);
  return page;
}

const adminSessionFile = () => path.join(process.env.E2E_DATA_DIR ?? "", "admin-session.json");
const isAdmin = async (page: Page) => ((await (await page.request.get("/api/account/me")).json()) as { role: string | null }).role === "admin";

/**
 * Signs the page's browser in as the e2e admin, in place of whoever it was. The journeys share one admin
 * session (saved in the e2e data folder) while it works: sign-ins are limited per address, as on the real
 * site, and every journey comes from 127.0.0.1.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const context = page.context();
  await context.clearCookies();
  if (existsSync(adminSessionFile())) {
    await context.addCookies(JSON.parse(readFileSync(adminSessionFile(), "utf8")) as Cookie[]);
    if (await isAdmin(page)) return;
    await context.clearCookies();
  }
  const data = { fullName: "Site Admin", phone: "+1 305 555 0100", email: ADMIN_EMAIL, password: PASSWORD, confirmPassword: PASSWORD };
  // Sign-in first: sign-ups are limited per address (50 an hour).
  const signIn = await page.request.post("/api/account/sign-in", { data: { email: ADMIN_EMAIL, password: PASSWORD } });
  if (!signIn.ok()) expect((await page.request.post("/api/account/sign-up", { data })).status()).toBe(201);
  if (!(await isAdmin(page))) await verifyEmailDirectly(page, ADMIN_EMAIL);
  writeFileSync(adminSessionFile(), JSON.stringify(await context.cookies()));
}

/** Makes an account a member without paying: the admin's complimentary membership. */
export async function grantMembership(admin: Page, email: string): Promise<void> {
  expect((await admin.request.post("/api/admin/complimentary-memberships", { data: { email, days: 30 } })).status()).toBe(200);
}

/** A date `days` ahead in Florida, as a date input wants it. */
export const inDays = (days: number): string => floridaToday(new Date(Date.now() + days * 86_400_000));

/** Holds back the page's requests to `url` until `release()`; `held()` counts those that came. */
export async function holdRequests(page: Page, url: RegExp): Promise<{ release: () => void; held: () => number }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(url, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/** Holds the app's code back until the returned function is called: the page as a slow phone shows it before its app. */
export async function holdTheAppCode(page: Page): Promise<() => void> {
  return (await holdRequests(page, /\/assets\/.+\.js$/)).release;
}

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe's findings on the page as it stands, one line each: the WCAG 2.2 AA rules (24 px touch targets
 * included), and axe's best practices when asked. Judged once the page's animations have ended: a dialog
 * fading in has text of too little contrast until it has (spinners, which never end, are not waited for).
 */
export async function axeViolations(page: Page, { bestPractices = false } = {}): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(bestPractices ? [...WCAG_22_AA, "best-practice"] : WCAG_22_AA).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
