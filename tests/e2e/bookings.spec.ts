import { expect, test } from "@playwright/test";
import { expectToast, signUpByApi } from "./support.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../src/server/adapters/mail/testing.ts";
import { E2E_SMTP_PORT } from "../../playwright.config.ts";

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startTestSmtpServer(E2E_SMTP_PORT);
});
test.afterAll(() => smtp.close());


/** A date `days` ahead, as the date input wants it. */
function inDays(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + days * 86_400_000));
}

test("pricing Book leads to a consultation request with the package preselected", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByText("Most Popular")).toBeVisible();
  await page.getByRole("link", { name: "Book Social Evening" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("button", { name: /Social Evening/ })).toHaveAttribute("aria-pressed", "true");
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
  await expect.poll(() => smtp.received.filter((mail) => /Consultation request from Ben Ruiz/.test(mail.raw)).length, { timeout: 15_000 }).toBe(1);
  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes("ben.ruiz@example.com")).length, { timeout: 15_000 }).toBe(1);
  await expect(page.getByRole("button", { name: /Social Evening/ })).toHaveAttribute("aria-pressed", "false");
});

test("booking a session from a profile, seeing it in My Bookings and cancelling it", async ({ page }) => {
  await signUpByApi(page, "Bea Booker");
  await page.goto("/profiles/2");
  await page.getByRole("link", { name: "Book Session" }).click();
  await expect(page).toHaveURL(/\/booking\/2\?name=/);
  await expect(page.getByRole("heading", { name: "Book a Session" })).toBeVisible();
  await page.getByRole("button", { name: "Book Session" }).click();
  await expectToast(page, "Missing Information");
  await page.getByLabel("Session type *").selectOption("coaching");
  await expect(page.getByText("Total price: $220")).toBeVisible();
  await page.getByLabel("Date *").fill(inDays(4));
  await page.getByLabel("Time (Florida time) *").selectOption("19:00");
  await page.getByLabel("Location").fill("Panther Coffee, Wynwood");
  await page.getByRole("button", { name: "Book Session" }).click();
  await expectToast(page, "Booking Confirmed!");
  await page.screenshot({ path: "test-results/shots/booking.png", fullPage: true });

  await page.getByRole("link", { name: "See My Bookings" }).click();
  const booking = page.getByRole("article", { name: /Coffee Chat with Camila V\./ });
  await expect(booking).toContainText("7:00 PM");
  await booking.getByRole("button", { name: "Cancel Booking" }).click();
  await expectToast(page, "Booking cancelled");
  await expect(page.getByRole("article", { name: /Coffee Chat with Camila V\./ })).toContainText("Cancelled");

  // The slot is free again for someone else.
  await page.goto(`/booking/2`);
  await page.getByLabel("Date *").fill(inDays(4));
  await expect(page.getByRole("option", { name: "7:00 PM", exact: true })).toBeEnabled();
});

