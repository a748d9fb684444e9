import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createEmailVerificationToken } from "better-auth/api";
import { startServerProcess, type RunningServer } from "../../src/server/testing/server-process.ts";
import { expect, test, waitForTheAppAfterNavigations, withoutWaitingForTheApp, type Browser, type Page } from "./fixtures.ts";
import { mailTo } from "./mailbox.ts";
import { E2E_SMTP_PORT } from "../../playwright.config.ts";
import { inDays, PASSWORD, uniqueEmail } from "./support.ts";

const MINUTE = 60_000;
const COMPANION = "3";
const COMPANION_PHONE = "+1 305 555 0163";
const PLACE = "Rooftop bar, 1 Collins Ave";
const AUTH_SECRET = "safety-journey-secret-0123456789-abcdefghij";

/**
 * The production build in a process of its own whose clock the journey moves (tests/e2e/shifted-clock.ts): the
 * shared e2e server keeps real time. Its safety sweep runs every second; its mail goes to the run's mailbox.
 */
async function serverWithMovableClock() {
  const folder = await mkdtemp(path.join(tmpdir(), "wingmate-safety-"));
  const shiftFile = path.join(folder, "clock-shift");
  await writeFile(shiftFile, "0");
  const adminEmail = uniqueEmail("safety-admin");
  const server: RunningServer = await startServerProcess(["--import", "./tests/e2e/shifted-clock.ts", "build/server/main.mjs"], {
    CLOCK_SHIFT_FILE: shiftFile,
    DATA_DIR: path.join(folder, "data"),
    AUTH_SECRET,
    ADMIN_EMAILS: adminEmail,
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}/?ignoreTLS=true`,
    NOTIFY_EMAIL: uniqueEmail("safety-team"),
    SAFETY_SWEEP_SECONDS: "1",
    SIGN_UPS_PER_ADDRESS_PER_HOUR: "2000",
    SEED_SAMPLE_DATA: "false",
  });
  return {
    server,
    adminEmail,
    /** The server's clock from now on reads `at` (give or take the moments the journey takes). */
    moveTo: (at: number) => writeFile(shiftFile, String(at - Date.now())),
    stop: async () => {
      await server.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** A browser of its own on that server, signed up (verified) as `fullName`. */
async function signedUp(browser: Browser, baseURL: string, fullName: string, email: string, phone: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  waitForTheAppAfterNavigations(page);
  const signUp = await page.request.post("/api/account/sign-up", { data: { fullName, phone, email, password: PASSWORD, confirmPassword: PASSWORD } });
  expect(signUp.status()).toBe(201);
  const token = await createEmailVerificationToken(AUTH_SECRET, email);
  expect(await (await page.request.post("/api/account/verify-email", { data: { token } })).json()).toMatchObject({ outcome: "verified" });
  return page;
}

test("a missed check-out raises the alert and staff acknowledge it, with a fake clock", async ({ browser }) => {
  const run = await serverWithMovableClock();
  try {
    const { url } = run.server;
    const admin = await signedUp(browser, url, "Safety Admin", run.adminEmail, "+1 305 555 0100");
    const companionEmail = uniqueEmail("safety-companion");
    const companion = await signedUp(browser, url, "Camila Companion", companionEmail, COMPANION_PHONE);
    const link = await admin.request.post(`/api/admin/companions/${COMPANION}/account`, { data: { email: companionEmail } });
    expect(await link.json()).toMatchObject({ outcome: "linked" });

    // A client's free consultation, confirmed at once (a verified account books it).
    const clientEmail = uniqueEmail("safety-client");
    const client = await signedUp(browser, url, "Lucía Gómez", clientEmail, "+1 305 555 0199");
    const booked = await client.request.post("/api/bookings", {
      data: {
        companionId: COMPANION,
        fullName: "Lucía Gómez",
        email: clientEmail,
        phone: "",
        sessionType: "consultation",
        date: inDays(3),
        time: "19:00",
        location: PLACE,
      },
    });
    expect(booked.status()).toBe(201);
    const booking = (await booked.json()).booking as { id: string; startsAt: string; status: string };
    expect(booking.status).toBe("confirmed");
    const startsAt = Date.parse(booking.startsAt);
    const endsAt = startsAt + 30 * MINUTE;

    // Ten minutes before the session: the companion's card offers "Started", one tap on a phone.
    await run.moveTo(startsAt - 10 * MINUTE);
    await companion.setViewportSize({ width: 390, height: 844 });
    const card = companion.getByRole("listitem").filter({ hasText: "Initial Consultation with Lucía" });
    const checkIn = card.getByRole("region", { name: "Safety check-in" });
    await expect(async () => {
      await companion.goto("/workspace");
      await expect(checkIn.getByRole("button", { name: "Started" })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await checkIn.scrollIntoViewIfNeeded();
    await companion.screenshot({ path: test.info().outputPath("safety-card-390.png") });
    // Tapped before the app has started (no script at all): the form posts and the browser comes back, told.
    const withoutScript = await browser.newContext({ baseURL: url, javaScriptEnabled: false, storageState: await companion.context().storageState() });
    const plain = withoutWaitingForTheApp(await withoutScript.newPage());
    await plain.goto("/workspace");
    await plain.getByRole("region", { name: "Safety check-in" }).getByRole("button", { name: "Started" }).click();
    await expect(plain).toHaveURL(/\/workspace\?done=started&outcome=started$/);
    await expect(plain.getByRole("status").filter({ hasText: "Started: have a good session." })).toBeVisible();
    await withoutScript.close();
    await companion.reload();
    await expect(checkIn).toContainText("Started at");
    await expect(checkIn.getByRole("button", { name: "Ended safely" })).toBeVisible();
    await companion.screenshot({ path: test.info().outputPath("safety-card-started-390.png") });

    // 31 minutes after the end, without "Ended safely": the sweep alerts staff, by mail and on the dashboard.
    await run.moveTo(endsAt + 31 * MINUTE);
    const mail = await mailTo(run.adminEmail, /Subject: Safety alert: missed check-out/);
    expect(mail).toContain(`Call the companion now: ${COMPANION_PHONE}`);
    expect(mail).toContain(`Place: ${PLACE}`);

    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto("/admin");
    const panel = admin.getByRole("region", { name: "Safety alerts" });
    const open = panel.getByRole("list", { name: "Open safety alerts" });
    const alert = open.getByRole("listitem", { name: /^Missed check-out: / });
    await expect(alert).toContainText(PLACE);
    await expect(alert).toContainText(COMPANION_PHONE);
    await expect(alert).toContainText("Initial Consultation with Lucía");
    await expect(alert).toContainText("not ended yet");
    await expect(alert.getByRole("link", { name: COMPANION_PHONE })).toHaveAttribute("href", "tel:+13055550163");
    await admin.screenshot({ path: test.info().outputPath("safety-dashboard-1280.png") });
    await alert.getByRole("button", { name: /^Acknowledge/ }).click();
    await expect(open).toHaveCount(0);
    await expect(panel).toContainText("none open");
    await expect(panel.getByRole("list", { name: "Recently acknowledged safety alerts" })).toContainText("by Safety Admin");
    await admin.screenshot({ path: test.info().outputPath("safety-dashboard-acknowledged-1280.png") });

    await test.step("the emergency button asks once, alerts staff at once and tells the companion", async () => {
      await companion.goto("/workspace");
      await checkIn.getByText("Emergency", { exact: true }).click();
      await expect(checkIn).toContainText("Alert the Wingmate team now?");
      await expect(checkIn.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
      await checkIn.scrollIntoViewIfNeeded();
      await companion.screenshot({ path: test.info().outputPath("safety-emergency-confirm-390.png") });
      await checkIn.getByRole("button", { name: "Yes, alert the team now" }).click();
      await expect(checkIn.getByRole("alert")).toContainText("The team was alerted at");
      await companion.screenshot({ path: test.info().outputPath("safety-emergency-alerted-390.png") });

      await mailTo(run.adminEmail, /Subject: Safety alert: EMERGENCY/);
      await admin.reload();
      const emergency = open.getByRole("listitem", { name: /^Emergency: / });
      await expect(emergency).toContainText(PLACE);
      await emergency.getByRole("button", { name: /^Acknowledge/ }).click();
      await expect(open).toHaveCount(0);

      // Late, but on the record: the companion ends the session safely (the app running, the card changes in place).
      await checkIn.getByRole("button", { name: "Ended safely" }).click();
      await expect(checkIn).toContainText("Ended safely at");
      await expect(checkIn.getByRole("button", { name: "Ended safely" })).toHaveCount(0);
    });
  } finally {
    await run.stop();
  }
});
