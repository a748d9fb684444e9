import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Page } from "./fixtures.ts";
import { smtp } from "./mailbox.ts";
import { adminPage, axeViolations, expectToast, inDays, signUpByApi, uniqueEmail } from "./support.ts";
import type { ReceivedMail } from "../../src/server/adapters/mail/testing.ts";

/*
 * Companions and days are chosen so the journeys never meet each other, nor payments-admin.spec.ts (which
 * holds companion 2 for 30 days from day 5 at 10:00): companion 2 on day 3, companion 3 on days 6 and 8,
 * companion 1 on day 4 and within the next 24 hours.
 */

test.beforeAll(async () => {
  mkdirSync("test-results/shots", { recursive: true });
});

function floridaParts(at: Date): { date: string; hour: number } {
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
  const hour = Number(new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "2-digit", hourCycle: "h23" }).format(at));
  return { date, hour };
}

/**
 * The first start at least 3 hours from now (past the 2-hour minimum notice, always within 24 hours) at
 * which a two-hour Coffee Chat fits the companion's default hours, 9:00 to midnight Florida time: 9:00–22:00.
 */
function firstSlotWithin24Hours(): { date: string; time: string } {
  for (let hoursAhead = 4; hoursAhead < 30; hoursAhead++) {
    // The start of the hour that is `hoursAhead` hours away, counted from the start of the current hour.
    const at = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + hoursAhead * 3_600_000);
    const { date, hour } = floridaParts(at);
    if (at.getTime() - Date.now() >= 3 * 3_600_000 && hour >= 9 && hour <= 22) return { date, time: `${String(hour).padStart(2, "0")}:00` };
  }
  throw new Error("no slot in the next 30 hours");
}

/** A mail's readable text: every MIME part decoded (base64 or quoted-printable), headers unfolded. */
function mailText(mail: ReceivedMail): string {
  return mail.raw
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      const head = split === -1 ? "" : part.slice(0, split);
      const body = split === -1 ? part : part.slice(split).trimStart();
      if (/content-transfer-encoding:\s*base64/i.test(head)) return `${head}\n${Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")}`;
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return `${head}\n${Buffer.from(bytes, "latin1").toString("utf8")}`;
      }
      return part;
    })
    .join("\n");
}

/** axe finds nothing on the page as it stands (see axeViolations). */
async function expectAccessible(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/**
 * Resolves once the page has finished what its last render started: React runs its effects in a task of its
 * own, a toast one raises is drawn from a timer of sonner's, and a frame is drawn after each. Waiting for the
 * page's own frames and tasks, not for a number of milliseconds, holds however busy the machine is.
 */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const frame = (then: () => void) => requestAnimationFrame(() => setTimeout(then));
        frame(() => frame(() => frame(resolve)));
      }),
  );

async function guestPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

interface BookingFields {
  companionId: string;
  sessionType?: string;
  date: string;
  time: string;
  fullName?: string;
  email?: string;
  location?: string;
}

/** Fills the booking form (name and e-mail only when given: a signed-in client has them prefilled). */
async function fillBookingForm(page: Page, fields: BookingFields) {
  await page.goto(`/booking/${fields.companionId}`);
  await expect(page.getByRole("heading", { name: "Book a Session" })).toBeVisible();
  if (fields.fullName) await page.getByLabel("Full name *").fill(fields.fullName);
  if (fields.email) await page.getByLabel("E-mail *").fill(fields.email);
  await page.getByLabel("Session type *").selectOption(fields.sessionType ?? "coaching");
  await page.getByLabel("Date *").fill(fields.date);
  await page.getByLabel("Time (Florida time) *").selectOption(fields.time);
  if (fields.location) await page.getByLabel("Location").fill(fields.location);
}

/** Books a paid session and stops on the sandbox checkout; returns the checkout's path. */
async function bookUntilCheckout(page: Page, fields: BookingFields): Promise<string> {
  await fillBookingForm(page, fields);
  await page.getByRole("button", { name: "Book Session" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  return new URL(page.url()).pathname;
}

/** On the sandbox checkout: pays, and lands on the booking's page confirmed. Returns the booking id. */
async function payAndConfirm(page: Page): Promise<string> {
  await page.getByRole("button", { name: /^Pay \$[\d,]+\.\d\d \(test\)$/ }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\?token=[^&]+&paid=1$/);
  await expectToast(page, "Booking Confirmed!");
  await expect(page.getByText("Booking confirmed", { exact: true })).toBeVisible();
  return /\/bookings\/([0-9a-f-]{36})/.exec(page.url())?.[1] as string;
}

test("a package's Book opens the booking flow with that package chosen: from the list's card, or through the profile", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Book Coffee Chat" }).click();
  await expect(page).toHaveURL(/\/profiles\?book=choose&package=coaching$/);
  await expect(page.getByRole("status").filter({ hasText: "To book your Coffee Chat, choose a companion" })).toBeVisible();
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/shots/choose-to-book-package-${width}.png` });
  }
  const first = page.getByRole("article").first();
  const name = (await first.getByRole("heading", { level: 2 }).textContent())?.trim() ?? "";
  await first.getByRole("link", { name: `Book a session with ${name}` }).click();
  await expect(page).toHaveURL(/\/booking\/\w+\?name=[^&]+&package=coaching$/);
  await expect(page.getByLabel("Session type *")).toHaveValue("coaching");
  await expect(page.getByText("Total price: $220")).toBeVisible();
  await page.screenshot({ path: "test-results/shots/booking-form-package-1280.png" });

  // Through a profile, in Spanish: the package stays with the way to the form.
  await page.goto("/es");
  // Its third package (its name is the catalog's, whatever the translation).
  await page.getByRole("main").locator('a[href="/es/profiles?book=choose&package=intensive"]').click();
  await expect(page).toHaveURL(/\/es\/profiles\?book=choose&package=intensive$/);
  await page
    .getByRole("article")
    .nth(1)
    .getByRole("link", { name: /^Ver el perfil completo de/ })
    .click();
  await expect(page).toHaveURL(/\/es\/profiles\/\w+\?package=intensive$/);
  await page.getByRole("main").getByRole("link", { name: "Reservar sesión" }).click();
  await expect(page).toHaveURL(/\/es\/booking\/\w+\?name=[^&]+&package=intensive$/);
  await expect(page.getByLabel("Tipo de sesión *")).toHaveValue("intensive");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/shots/booking-form-package-es-390.png", fullPage: true });
});

test("pricing Book on a package arranged by request leads to a consultation request with the package preselected", async ({ page }) => {
  // The run's mailbox keeps every mail: count only this journey's (a retry sends them again).
  const mailsBefore = smtp.received.length;
  await page.goto("/pricing");
  await expect(page.getByText("Most Popular")).toBeVisible();
  await page.getByRole("link", { name: "Book Weekend Package" }).click();
  await expect(page).toHaveURL(/\/contact\?package=weekend$/);
  await expect(page.getByRole("button", { name: /Weekend Package/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("Category")).toHaveValue("Custom Package");
  await page.getByRole("button", { name: "Send Consultation Request" }).click();
  await expectToast(page, "Missing Information");
  await page.getByLabel("Full name *").fill("Ben Ruiz");
  await page.getByLabel("E-mail *").fill("ben.ruiz@example.com");
  await page.getByLabel("Phone *").fill("+1 305 555 0123");
  await page.getByLabel("Budget").selectOption("$220 - $500");
  await page.getByLabel("Message").fill("First time in Miami, would love an evening out.");
  await page.getByRole("button", { name: "Send Consultation Request" }).click();
  await expectToast(page, "Consultation Request Sent!");
  await expect(page.getByLabel("Full name *")).toHaveValue("");
  // The business is told, and the requester gets a confirmation.
  const mails = () => smtp.received.slice(mailsBefore);
  await expect.poll(() => mails().filter((mail) => /Consultation request from Ben Ruiz/.test(mail.raw)).length, { timeout: 15_000 }).toBe(1);
  await expect.poll(() => mails().filter((mail) => mail.to.includes("ben.ruiz@example.com")).length, { timeout: 15_000 }).toBe(1);
  await expect(page.getByRole("button", { name: /Weekend Package/ })).toHaveAttribute("aria-pressed", "false");
});

test("a visitor books a Coffee Chat, pays on the checkout and gets the receipt with a calendar file", async ({ page }) => {
  const email = uniqueEmail("guest");
  await fillBookingForm(page, { companionId: "2", date: inDays(3), time: "19:00", fullName: "Gil Guest", email, location: "Panther Coffee, Wynwood" });
  await expect(page.getByText("Total price: $220")).toBeVisible();
  await expect(page.getByText(/Sessions are paid online when you book: we hold your time for 15 minutes/)).toBeVisible();
  await page.screenshot({ path: "test-results/shots/booking-form.png", fullPage: true });
  await expectAccessible(page, "booking form");
  await page.getByRole("button", { name: "Book Session" }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByText("Test checkout: no card is needed and no money is charged.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Coffee Chat with Camila V.");
  await expect(page.getByRole("button", { name: "Pay $220.00 (test)" })).toBeVisible();
  await page.screenshot({ path: "test-results/shots/sandbox-checkout-booking.png", fullPage: true });
  await expectAccessible(page, "sandbox checkout");

  const id = await payAndConfirm(page);
  const panel = page.getByRole("status").filter({ hasText: "Booking confirmed" });
  await expect(panel).toContainText("A receipt with a calendar invitation is on its way to your e-mail.");
  await expect(panel).toContainText("Keep that e-mail");
  await expect(page.getByText("Amount paid")).toBeVisible();
  await expect(page.getByText("Panther Coffee, Wynwood")).toBeVisible();
  await expect(page.locator("dd").filter({ hasText: "7:00 PM" })).toBeVisible();
  await expect(page.getByText(/^Payment:\s*Paid$/)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "test-results/shots/booking-confirmed.png", fullPage: true });
  await expectAccessible(page, "confirmed booking");
  // The toast comes once: polling has stopped and a reload does not repeat it.
  await page.reload();
  await expect(page.getByText("Booking confirmed", { exact: true })).toBeVisible();
  await settled(page);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Booking Confirmed!" })).toHaveCount(0);

  // The receipt (with its .ics) to the client, and the business's notice.
  await expect
    .poll(() => smtp.received.filter((mail) => mail.to.includes(email) && /Booking confirmed/.test(mailText(mail))).length, { timeout: 20_000 })
    .toBe(1);
  const receipt = mailText(smtp.received.find((mail) => mail.to.includes(email) && /Booking confirmed/.test(mailText(mail))) as ReceivedMail);
  expect(receipt).toContain("text/calendar");
  expect(receipt).toContain("BEGIN:VEVENT");
  expect(receipt).toContain("$220");
  expect(receipt).toContain(`/bookings/${id}?token=`);
  await expect
    .poll(() => smtp.received.filter((mail) => !mail.to.includes(email) && mail.raw.includes(email) && /New booking/.test(mailText(mail))).length, {
      timeout: 20_000,
    })
    .toBe(1);

  // Without its signed link (and signed out) the page is not shown.
  await page.goto(`/bookings/${id}`);
  await expect(page.getByText("This booking link is not valid or has expired.")).toBeVisible();
  await page.goto(`/bookings/${id}?token=1.${"x".repeat(43)}`);
  await expect(page.getByText("This booking link is not valid or has expired.")).toBeVisible();
});

test("an unpaid hold lapses: the slot is bookable again and the old checkout refuses payment", async ({ page, browser }) => {
  // The e2e server holds a slot for 20 seconds (BOOKING_HOLD_SECONDS in playwright.config.ts).
  const slot = { companionId: "3", date: inDays(6), time: "20:00" };
  await bookUntilCheckout(page, { ...slot, fullName: "Hal Holder", email: uniqueEmail("holder") });
  await expect(page.getByRole("button", { name: "Pay $220.00 (test)" })).toBeVisible();

  // While held, the slot is taken for everyone else, and says when it is free again.
  const other = await guestPage(browser);
  await other.goto(`/booking/${slot.companionId}`);
  await other.getByLabel("Date *").fill(slot.date);
  await expect(other.getByRole("option", { name: "8:00 PM (held while someone pays: free again in 1 min)" })).toBeDisabled();

  // The hold lapses by the server's clock: ask until the slot is free again instead of sleeping past it.
  const availability = `/api/booking/availability?companionId=${slot.companionId}&date=${slot.date}&sessionType=coaching`;
  const unavailable = async () => ((await (await other.request.get(availability)).json()) as { unavailable: string[] }).unavailable;
  await expect.poll(unavailable, { timeout: 60_000 }).not.toContain(slot.time);
  await bookUntilCheckout(other, { ...slot, fullName: "Nia Next", email: uniqueEmail("next") });
  await expect(other.getByRole("button", { name: "Pay $220.00 (test)" })).toBeVisible();

  // The first visitor comes back to the old checkout: it refuses the payment.
  await page.getByRole("button", { name: "Pay $220.00 (test)" }).click();
  const refused = page.getByRole("alert").filter({ hasText: "This checkout has expired: the held time was released. Please book again." });
  await expect(refused).toBeVisible();
  await page.screenshot({ path: "test-results/shots/sandbox-checkout-expired.png", fullPage: true });
  await expectAccessible(page, "expired checkout");
  await refused.getByRole("link", { name: /book again/ }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\?token=/);
  await expect(page.getByText("Expired (not paid)")).toBeVisible();
  await expect(page.getByText(/lapsed before it was paid/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Book again" })).toHaveAttribute("href", /\/booking\/3/);
  await other.context().close();
});

test("a signed-in client pays two sessions and cancels them from My Bookings: refunded, then non-refundable", async ({ page }) => {
  await signUpByApi(page, "Bea Booker");

  await test.step("more than 24 hours ahead: refunded in full", async () => {
    await bookUntilCheckout(page, { companionId: "1", date: inDays(4), time: "18:00", location: "Brickell City Centre" });
    await payAndConfirm(page);
    await expect(page.getByRole("link", { name: "← All my bookings" })).toBeVisible();
    await page.getByRole("link", { name: "← All my bookings" }).click();

    const upcoming = page.getByRole("region", { name: "Upcoming" });
    const booking = upcoming.getByRole("article", { name: "Coffee Chat with Sofia R." });
    await expect(booking).toContainText("6:00 PM");
    await expect(booking).toContainText("Confirmed");
    await expect(booking).toContainText("Paid");
    await expect(booking.getByRole("link", { name: "Coffee Chat", exact: true })).toHaveAttribute("href", /^\/bookings\/[0-9a-f-]{36}$/);

    // The dialog asks first; closing it without cancelling returns focus to its button.
    const cancel = booking.getByRole("button", { name: /^Cancel Booking/ });
    await cancel.click();
    const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
    await expect(dialog).toContainText("You will be refunded $220 in full.");
    await page.screenshot({ path: "test-results/shots/cancel-dialog-refund.png" });
    await expectAccessible(page, "cancel dialog");
    await dialog.getByRole("button", { name: "Keep Booking" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(cancel).toBeFocused();

    await cancel.click();
    await dialog.getByRole("button", { name: "Yes, Cancel Booking" }).click();
    await expectToast(page, "Booking cancelled", "$220 has been refunded in full");
    const cancelled = page.getByRole("region", { name: "Past and cancelled" }).getByRole("article", { name: "Coffee Chat with Sofia R." });
    await expect(cancelled).toContainText("Cancelled");
    await expect(cancelled).toContainText("Refunded");
    await expect(cancelled).toBeFocused();
  });

  await test.step("within 24 hours: the dialog says the payment is non-refundable", async () => {
    const slot = firstSlotWithin24Hours();
    await bookUntilCheckout(page, { companionId: "1", ...slot });
    await payAndConfirm(page);
    // Within 24 hours there is no free reschedule.
    await expect(page.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
    await page.goto("/my-bookings");
    const booking = page.getByRole("region", { name: "Upcoming" }).getByRole("article", { name: "Coffee Chat with Sofia R." });
    await expect(booking).toContainText("Confirmed");
    await booking.getByRole("button", { name: /^Cancel Booking/ }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
    await expect(dialog).toContainText("Your session starts within 24 hours: you can cancel, but the payment is non-refundable.");
    await page.screenshot({ path: "test-results/shots/cancel-dialog-non-refundable.png" });
    await dialog.getByRole("button", { name: "Yes, Cancel Booking" }).click();
    await expectToast(page, "Booking cancelled", "non-refundable");
    const past = page.getByRole("region", { name: "Past and cancelled" });
    await expect(past.getByRole("article").filter({ hasText: "Non-refundable" })).toHaveCount(1);
    await expect(past.getByRole("article").filter({ hasText: "Refunded" })).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Upcoming" })).toContainText("No upcoming sessions.");
  });

  await test.step("My Bookings fits a phone", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole("region", { name: "Past and cancelled" }).getByRole("article")).toHaveCount(2);
    await noSidewaysScroll(page);
    await page.screenshot({ path: "test-results/shots/my-bookings-390.png", fullPage: true });
  });
});

test("a client who leaves the checkout can pay later from the booking's page or My Bookings (360 px wide)", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signUpByApi(page, "Pia Later");
  await bookUntilCheckout(page, { companionId: "1", date: inDays(9), time: "12:00" });
  await page.getByRole("link", { name: "Cancel and return to Wingmate" }).click();

  // Back on the booking's page (the provider's cancel address): held, not paid.
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\?token=[^&]+$/);
  await expect(page.getByText(/^Booking status:\s*Awaiting payment$/)).toBeVisible();
  await expect(page.getByText(/We hold this time until \d{1,2}:\d\d [AP]M \(Florida time\)/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay $220" })).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: "test-results/shots/booking-pending-360.png", fullPage: true });
  await expectAccessible(page, "pending booking");

  // My Bookings lists it as upcoming, awaiting payment, with Pay now.
  await page.goto("/my-bookings");
  const booking = page.getByRole("region", { name: "Upcoming" }).getByRole("article", { name: "Coffee Chat with Sofia R." });
  await expect(booking).toContainText("Awaiting payment");
  await noSidewaysScroll(page);
  await page.screenshot({ path: "test-results/shots/my-bookings-pending-360.png", fullPage: true });
  await expectAccessible(page, "My Bookings with a pending booking");
  await booking.getByRole("button", { name: /^Pay now/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/[0-9a-f-]{36}$/);
  await noSidewaysScroll(page);
  await payAndConfirm(page);
  await noSidewaysScroll(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "test-results/shots/booking-confirmed-360.png", fullPage: true });

  // Confirmed and more than 24 hours ahead: it can be moved to another free time.
  await page.getByRole("button", { name: "Reschedule" }).click();
  await page.getByLabel("New date").fill(inDays(10));
  await page.getByLabel("New time (Florida time)").selectOption("13:00");
  await page.getByRole("button", { name: "Save New Time" }).click();
  await expectToast(page, "Booking moved");
  await expect(page.locator("dd").filter({ hasText: "1:00 PM" })).toBeVisible();

  // Cancelled from its own page: the same dialog, then the new state, with focus on the booking's heading.
  await page.getByRole("button", { name: /^Cancel Booking/ }).click();
  await expect(page.getByRole("dialog", { name: "Cancel this booking?" })).toContainText("You will be refunded $220 in full.");
  await page.getByRole("button", { name: "Yes, Cancel Booking" }).click();
  await expectToast(page, "Booking cancelled");
  await expect(page.getByText(/^Payment:\s*Refunded$/)).toBeVisible();
  await expect(page.getByText("This booking is cancelled. $220 has been refunded in full to your card.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Coffee Chat", level: 2 })).toBeFocused();
  await expect(page.getByRole("button", { name: /^Cancel Booking/ })).toHaveCount(0);
});

test("two visitors try the same slot: the second is told it is taken, and only the first's booking is confirmed", async ({ page, browser }) => {
  const slot = { companionId: "3", date: inDays(8), time: "15:00" };
  const secondEmail = uniqueEmail("second");
  // The second visitor fills the form while the slot is still free.
  const second = await guestPage(browser);
  await fillBookingForm(second, { ...slot, fullName: "Sam Second", email: secondEmail, location: "Las Olas" });

  const firstEmail = uniqueEmail("first");
  await bookUntilCheckout(page, { ...slot, fullName: "Fay First", email: firstEmail });

  await second.getByRole("button", { name: "Book Session" }).click();
  await expectToast(second, "That time is taken");
  await expect(second).toHaveURL(/\/booking\/3$/);
  // Nothing typed is lost, and the time is marked as held by the one paying for it.
  await expect(second.getByLabel("Full name *")).toHaveValue("Sam Second");
  await expect(second.getByLabel("Location")).toHaveValue("Las Olas");
  await expect(second.getByRole("option", { name: /^3:00 PM \(held while someone pays: free again in \d+ min\)$/ })).toBeDisabled();

  await payAndConfirm(page);
  const admin = await adminPage(browser);
  const response = await admin.request.get("/api/admin/bookings");
  expect(response.ok(), await response.text()).toBe(true);
  const { bookings } = (await response.json()) as { bookings: { email: string; status: string; companion: { id: string }; startsAt: string }[] };
  const atSlot = bookings.filter((booking) => booking.companion.id === "3" && [firstEmail, secondEmail].includes(booking.email));
  expect(atSlot.map((booking) => `${booking.email}:${booking.status}`)).toEqual([`${firstEmail}:confirmed`]);
  await second.context().close();
  await admin.context().close();
});

test("choosing a Transformation Journey on the booking form sends a request instead of booking", async ({ page }) => {
  // The run's mailbox keeps every mail: count only this journey's (a retry sends them again).
  const mailsBefore = smtp.received.length;
  const email = uniqueEmail("trina");
  await page.goto("/booking/1");
  // A custom package is priced with the client, never "NA".
  await expect(page.getByLabel("Session type *").locator('option[value="custom"]')).toContainText("priced with you");
  await page.getByLabel("Session type *").selectOption("custom");
  await expect(page.getByText("Total price: priced with you", { exact: true })).toBeVisible();
  await expect(page.getByText(/\bNA\b/)).toHaveCount(0);
  await page.getByLabel("Session type *").selectOption("transformation");
  await expect(page.getByText(/Multi-day and custom packages are arranged with you/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Request" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Book Session" })).toHaveCount(0);
  await page.getByLabel("Full name *").fill("Trina Request");
  await page.getByLabel("E-mail *").fill(email);
  await page.getByLabel("Preferred start date").fill(inDays(20));
  await page.getByLabel("Preferred start time (Florida time)").selectOption("11:00");
  await page.getByLabel("Special requests").fill("A month to get comfortable at networking events.");
  // A request needs a phone number.
  await page.getByRole("button", { name: "Send Request" }).click();
  await expectToast(page, "Missing Information");
  await expect(page.getByLabel("Phone *")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Full name *")).toHaveValue("Trina Request");
  await page.getByLabel("Phone *").fill("+1 305 555 0199");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "test-results/shots/booking-form-request.png", fullPage: true });
  await expectAccessible(page, "booking form, by request");
  await page.getByRole("button", { name: "Send Request" }).click();
  await expectToast(page, "Consultation Request Sent!", "We'll get back to you within 24 hours to schedule your consultation.");
  await expect(page.getByLabel("Full name *")).toHaveValue("");
  await expect(page.getByLabel("Session type *")).toHaveValue("");
  const requests = () => smtp.received.slice(mailsBefore).filter((mail) => /Consultation request from Trina Request/.test(mailText(mail)));
  await expect.poll(() => requests().length, { timeout: 15_000 }).toBe(1);
  const notice = mailText(requests()[0] as ReceivedMail);
  expect(notice).toContain("Transformation Journey ($25,000, 30 days)");
});

test("the booking page fits a 360 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/booking/2");
  await page.getByLabel("Session type *").selectOption("coaching");
  await noSidewaysScroll(page);
  await page.goto(`/bookings/00000000-0000-4000-8000-000000000000?token=1.${"x".repeat(43)}`);
  await expect(page.getByText("This booking link is not valid or has expired.")).toBeVisible();
  await noSidewaysScroll(page);
});

test("form mistakes are named beside their field, focus goes to the first, and times too soon say why", async ({ page }) => {
  await page.goto("/booking/2");
  await page.getByLabel("Full name *").fill("Ana Lima");
  await page.getByLabel("E-mail *").fill("ana.lima@example");
  await page.getByLabel("Phone (optional)").fill("abc");
  await page.getByLabel("Session type *").selectOption("coaching");
  await page.getByLabel("Date *").fill(inDays(3));
  await page.getByLabel("Time (Florida time) *").selectOption("12:00");
  await page.locator("main form button[type=submit]").click();
  // Not "fill in all required fields": what is wrong, beside the field, with focus on the first.
  await expectToast(page, "Please check the highlighted fields.", "Please enter a valid e-mail address.");
  await expect(page.getByLabel("E-mail *")).toBeFocused();
  await expect(page.getByText("Please enter a valid phone number.")).toBeVisible();
  // What was typed stays.
  await expect(page.getByLabel("Full name *")).toHaveValue("Ana Lima");

  // Today's times within the two hours' notice say so (the last slot of the day is never that close before 9 PM).
  await page.getByLabel("Date *").fill(inDays(0));
  const lastSlot = page.getByLabel("Time (Florida time) *").locator('option[value="09:00"]');
  const floridaHour = Number(new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", hourCycle: "h23" }).format(new Date()));
  if (floridaHour >= 7) await expect(lastSlot).toHaveText(/less than 2 hours from now/);
  await page.screenshot({ path: test.info().outputPath("booking-form-errors.png"), fullPage: true });

  // A consultation request refuses a past preferred date beside the field.
  await page.goto("/contact");
  await page.getByLabel("Full name *").fill("Ana Lima");
  await page.getByLabel("E-mail *").fill("ana.lima@example.com");
  await page.getByLabel("Phone *").fill("+1 305 555 0123");
  await page.getByLabel("Preferred date").fill(inDays(-2));
  await page.getByRole("button", { name: "Send Consultation Request" }).click();
  await expectToast(page, "Please check the highlighted fields.", "Please choose today or a later date.");
  await expect(page.getByLabel("Preferred date")).toBeFocused();
});

/** The next date (Florida), at least `from` days ahead, that falls on `weekday` (0 is Sunday). */
function nextWeekday(weekday: number, from: number): string {
  for (let days = from; days < from + 7; days++) {
    if (new Date(`${inDays(days)}T12:00:00Z`).getUTCDay() === weekday) return inDays(days);
  }
  throw new Error("unreachable");
}

test("a profile's schedule is the hours the form offers: the month marks the open days, and a closed day says so", async ({ browser }) => {
  // Companion 14 is no other journey's: weekday evenings only.
  const admin = await adminPage(browser);
  const evenings = [{ start: "18:00", end: "23:00" }];
  const weekdayEvenings = [[], evenings, evenings, evenings, evenings, evenings, []];
  const saved = await admin.request.put("/api/admin/companions/14/availability", { data: { weeklyHours: weekdayEvenings, bufferMinutes: 0 } });
  expect(saved.status(), await saved.text()).toBe(200);

  await admin.goto("/profiles/14");
  await expect(admin.getByText("Mon–Fri, 6:00 PM–11:00 PM")).toBeVisible();

  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto("/booking/14");
    await admin.getByLabel("Session type *").selectOption("coaching");
    const month = admin.getByRole("region", { name: /Days with free times/ });
    await expect(month).toBeVisible();
    await admin.screenshot({ path: `test-results/shots/open-days-${width}.png`, fullPage: true });
    // A Saturday is no open day; choosing it says so, and offers the next open day.
    const saturday = nextWeekday(6, 10);
    await admin.getByLabel("Date *").fill(saturday);
    await expect(admin.getByText(/^No free times on Sat,/)).toBeVisible();
    await expect(admin.getByLabel("Time (Florida time) *")).toBeDisabled();
    await admin.getByRole("button", { name: /the next day with free times$/ }).click();
    const monday = new Date(Date.parse(`${saturday}T12:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    await expect(admin.getByLabel("Date *")).toHaveValue(monday);
    expect(await axeViolations(admin)).toEqual([]);
  }
  await admin.context().close();
});
