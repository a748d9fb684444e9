import ICAL from "ical.js";
import { expect, test, withoutWaitingForTheApp, type Page } from "./fixtures.ts";
import { mailTo, smtp } from "./mailbox.ts";
import { weekdayOf } from "../../src/shared/availability.ts";
import { floridaTimeToUtc } from "../../src/shared/bookings.ts";
import { adminPage, expectToast, inDays, signUpByApi, verifyEmailDirectly } from "./support.ts";

const COMPANION = "7";

/** The first date at least 3 days ahead on `weekday` (0 = Sunday). */
function next(weekday: number): string {
  for (let days = 3; ; days++) if (weekdayOf(inDays(days)) === weekday) return inDays(days);
}

async function slotStates(page: Page, date: string) {
  await page.getByLabel("Date *").fill(date);
  const time = page.getByLabel("Time (Florida time) *");
  await expect(time).toBeEnabled();
  await expect(time.locator("option", { hasText: "(unavailable)" }).first()).toBeAttached();
  return time;
}

test("a companion sets Tuesday off and evenings only; the booking form and the server follow, and the booking reaches the workspace and the mailbox", async ({
  page,
  browser,
}) => {
  // The companion's account, linked by an admin to companion 7.
  const companionContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const companion = await companionContext.newPage();
  const companionEmail = await signUpByApi(companion, "Valentina Companion");
  await verifyEmailDirectly(companion, companionEmail);
  const admin = await adminPage(browser);
  const link = await admin.request.post(`/api/admin/companions/${COMPANION}/account`, { data: { email: companionEmail } });
  expect(await link.json()).toMatchObject({ outcome: "linked" });

  // Before any booking or message: empty states written for a companion, and a menu without client entries.
  await companion.goto("/messages");
  await expect(companion.getByRole("heading", { name: "Messages from your clients" })).toBeVisible();
  await expect(companion.getByText("No messages from clients yet. When a member writes to you from your profile")).toBeVisible();
  await expect(companion.getByText("Send a message from a companion's profile")).toHaveCount(0);
  await companion.getByRole("button", { name: "Account menu" }).click();
  const menu = companion.getByRole("menu");
  await expect(menu).toContainText("Companion");
  await expect(menu.getByRole("menuitem", { name: "Your Workspace" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Upgrade to Member" })).toHaveCount(0);
  await expect(menu.getByRole("menuitem", { name: "Profile", exact: true })).toHaveCount(0);
  await companion.keyboard.press("Escape");

  await companion.goto("/workspace");
  await expect(companion.getByRole("heading", { name: "Your Workspace" })).toBeVisible();
  await expect(companion.getByText("No sessions booked with you yet.")).toBeVisible();
  // Icon-only buttons name themselves in a tooltip after the spec's 700 ms.
  await companion.getByRole("button", { name: "Remove Sunday range 1" }).hover();
  await expect(companion.getByRole("tooltip")).toHaveCount(0);
  await expect(companion.getByRole("tooltip", { name: "Remove these hours" })).toBeVisible();
  await companion.mouse.move(0, 0);
  await companion.getByRole("listitem", { name: "Tuesday" }).getByRole("button", { name: "Day off" }).click();
  // One time format throughout: the range's start and end are offered as the day's hours are described.
  const mondayStart = companion.getByLabel("Monday range 1 from");
  await expect(mondayStart.locator('option[value="09:30"]')).toHaveText("9:30 AM");
  await expect(companion.getByLabel("Monday range 1 until").locator('option[value="24:00"]')).toHaveText("midnight");
  for (const day of ["Sunday", "Monday", "Wednesday", "Thursday", "Friday", "Saturday"])
    await companion.getByLabel(`${day} range 1 from`).selectOption("18:00");
  await expect(mondayStart.locator("option:checked")).toHaveText("6:00 PM");
  await companion.getByRole("button", { name: "Save Hours" }).click();
  await expectToast(companion, "Hours saved");
  await expect(companion.getByRole("listitem", { name: "Tuesday" })).toContainText("Unavailable");
  await expect(companion.getByRole("listitem", { name: "Monday" })).toContainText("6:00 PM–midnight");
  await companion.screenshot({ path: test.info().outputPath("workspace-hours.png"), fullPage: true });

  // A client's booking form offers evenings only, and nothing on Tuesday.
  await page.goto(`/booking/${COMPANION}`);
  await page.getByLabel("Full name *").fill("Lucía Gómez");
  const clientEmail = `lucia-${Date.now()}@example.com`;
  await page.getByLabel("E-mail *").fill(clientEmail);
  await page.getByLabel("Session type *").selectOption("consultation");
  await page.getByLabel("Special requests").fill("Practise small talk before a work dinner");
  // Tuesday is a day off: the form says there is no time that day, and offers none.
  await page.getByLabel("Date *").fill(next(2));
  await expect(page.getByText(/^No free times on Tue,/)).toBeVisible();
  await expect(page.getByLabel("Time (Florida time) *")).toBeDisabled();
  const wednesday = next(3);
  const times = await slotStates(page, wednesday);
  await expect(times.locator('option[value="10:00"]')).toBeDisabled();
  await expect(times.locator('option[value="17:00"]')).toBeDisabled();
  await expect(times.locator('option[value="19:00"]')).toBeEnabled();
  await times.selectOption("19:00");
  await page.getByRole("button", { name: "Book Session" }).click();
  await expectToast(page, "Check your inbox");

  // The free session is held until the visitor confirms it from the link mailed to them (opening it asks first).
  const request = await mailTo(clientEmail, /Subject: Confirm your free Initial Consultation/);
  const confirmLink = new URL(/https?:\/\/\S+\/bookings\/[\w-]+\?token=[\w.-]+&confirm=[\w-]+/.exec(request)?.[0] ?? "http://invalid/");
  await page.goto(confirmLink.pathname + confirmLink.search);
  await expect(page.getByText("Booking status: Awaiting confirmation")).toBeVisible();
  await page.getByRole("button", { name: "Confirm My Session" }).click();
  await expectToast(page, "Booking Confirmed!");

  // The server refuses what the form does not offer.
  const direct = await page.request.post("/api/bookings", {
    data: {
      companionId: COMPANION,
      fullName: "Direct Caller",
      email: `direct-${Date.now()}@example.com`,
      sessionType: "consultation",
      date: wednesday,
      time: "10:00",
    },
  });
  expect(direct.status()).toBe(400);
  expect((await direct.json()).error.code).toBe("outside_availability");

  // The companion sees the session with its length and requests, and (a guest has no conversation with them)
  // the contact the booking holds; the companion is mailed with a calendar file.
  await companion.reload();
  const session = companion.getByRole("listitem").filter({ hasText: "Initial Consultation with Lucía" });
  await expect(session).toBeVisible();
  await expect(session).toContainText("7:00 PM – 7:30 PM (30 minutes)");
  await expect(session).toContainText("Special requests: Practise small talk before a work dinner");
  await expect(session).toContainText("Reach Lucía Gómez by e-mail");
  await expect(session.getByRole("link", { name: clientEmail })).toHaveAttribute("href", `mailto:${clientEmail}`);
  for (const width of [390, 1280]) {
    await companion.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await session.scrollIntoViewIfNeeded();
    await companion.screenshot({ path: test.info().outputPath(`workspace-session-${width}.png`) });
  }
  await expect
    .poll(() => smtp.received.some((mail) => mail.raw.includes(companionEmail) && /New session booked/.test(mail.raw) && /text\/calendar/.test(mail.raw)), {
      timeout: 15_000,
    })
    .toBe(true);

  await test.step("the companion subscribes a calendar to their sessions, then revokes the link", async () => {
    // Made from the page as the server sent it (no script): the form posts and the browser comes back.
    const withoutScript = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      javaScriptEnabled: false,
      storageState: await companionContext.storageState(),
    });
    const plain = withoutWaitingForTheApp(await withoutScript.newPage());
    await plain.goto("/workspace");
    await plain.getByRole("region", { name: "Calendar subscription" }).getByRole("button", { name: "Create a calendar link" }).click();
    await expect(plain).toHaveURL(/\/workspace\?done=calendar-feed&outcome=created$/);
    await expect(plain.getByRole("region", { name: "Calendar subscription" }).getByRole("status")).toContainText("Your calendar link is ready.");
    await withoutScript.close();

    await companion.reload();
    const card = companion.getByRole("region", { name: "Calendar subscription" });
    const httpsUrl = await card.getByLabel(/Link for Google Calendar/).inputValue();
    expect(httpsUrl).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/[\w-]{43}\.ics$/);
    await expect(card.getByRole("link", { name: "Subscribe in your calendar app" })).toHaveAttribute("href", httpsUrl.replace(/^https?:/, "webcal:"));
    await companion.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: test.info().outputPath("workspace-calendar-390.png") });
    await companion.setViewportSize({ width: 1280, height: 800 });

    // A calendar app has no session: the address alone opens the feed, and a calendar library reads it.
    const feedPath = new URL(httpsUrl).pathname;
    const feed = await page.request.get(feedPath);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const ics = await feed.text();
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    const event = events.find((each) => each.summary === "Initial Consultation with Lucía");
    expect(event?.startDate.toJSDate().toISOString()).toBe(floridaTimeToUtc(wednesday, "19:00").toISOString());
    for (const secret of ["Gómez", clientEmail, "Practise small talk"]) expect(ics).not.toContain(secret);

    await card.getByRole("button", { name: "Revoke link" }).click();
    await expect(card.getByRole("status")).toContainText("Your calendar link is revoked");
    await expect(card.getByRole("button", { name: "Create a calendar link" })).toBeVisible();
    expect((await page.request.get(feedPath)).status()).toBe(404);
  });

  // The back office sees the week, adds time off on that Wednesday, and both sides see the conflict.
  const name = (await (await admin.request.get("/api/admin/companions")).json()).companions.find((row: { id: string }) => row.id === COMPANION).name;
  await admin.goto("/admin");
  await admin
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("button", { name: /^Catalogue/ })
    .click();
  await admin.getByRole("button", { name: `Edit ${name}` }).click();
  await admin.getByText("Availability and calendar").click();
  const schedule = admin.getByRole("region", { name: `Schedule of ${name}` });
  // The week holding that Wednesday starts on the Monday two days before it.
  const monday = new Date(Date.parse(`${wednesday}T12:00:00Z`) - 2 * 86_400_000);
  const weekHeading = `Week of ${new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(monday)}`;
  for (let clicks = 0; clicks < 3 && !(await schedule.getByRole("heading", { name: weekHeading }).isVisible()); clicks++) {
    await schedule.getByRole("button", { name: "Next week" }).click();
    await expect(schedule.getByRole("heading", { name: /^Week of / })).toBeVisible();
  }
  await expect(schedule.getByRole("heading", { name: weekHeading })).toBeVisible();
  await expect(schedule.getByText(/Initial Consultation · Lucía Gómez/)).toBeVisible();
  await schedule.getByLabel("First day").fill(wednesday);
  await schedule.getByLabel("Last day").fill(wednesday);
  await schedule.getByLabel("Note (optional)").fill("Training day");
  await schedule.getByRole("button", { name: "Add Time Off" }).click();
  await expectToast(admin, "Time off added");
  await expect(schedule.getByLabel("Conflict")).toBeVisible();
  await expect(schedule.getByText("Training day", { exact: true })).toBeVisible();
  await schedule.screenshot({ path: test.info().outputPath("admin-calendar.png") });
  await companion.reload();
  await expect(session).toContainText("Booked during your time off (Training day)");
  await expect(session).toContainText("Confirmed");
  await companionContext.close();
});
