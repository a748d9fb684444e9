import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "./fixtures.ts";
import sharp from "sharp";
import { adminPage, expectToast, grantMembership, inDays, signUpByApi, uniqueEmail } from "./support.ts";

// A venue's calendar feed and a broken page, served from this machine (the server runs with
// EVENT_SOURCES_ALLOW_PRIVATE for this journey).
const feedEventTitle = "Salsa Night at Havana Club";
const icsDate = inDays(7).replaceAll("-", "");
const ics = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "BEGIN:VEVENT",
  "UID:salsa-e2e@venue.test",
  `SUMMARY:${feedEventTitle}`,
  "LOCATION:Havana Club Dance Floor",
  `DTSTART:${icsDate}T010000Z`,
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");
let feed: Server;
let feedBase: string;
test.beforeAll(async () => {
  feed = createServer((request, response) => {
    if (request.url === "/calendar.ics") {
      response.setHeader("content-type", "text/calendar");
      return response.end(ics);
    }
    response.statusCode = 500;
    response.end("down");
  });
  await new Promise<void>((resolve) => feed.listen(0, "127.0.0.1", resolve));
  feedBase = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => feed.close(() => resolve())));

async function openSection(admin: Page, name: string) {
  await admin.goto("/admin");
  await admin
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("button", { name: new RegExp(`^${name}`) })
    .click();
}

const card = (page: Page, title: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });

test("an admin writes an event with a picture; visitors see it; hidden it leaves the page; deleted it is gone", async ({ page, browser }) => {
  const admin = await adminPage(browser);
  admin.on("dialog", (dialog) => void dialog.accept());
  await openSection(admin, "Events");
  await admin.getByRole("button", { name: "Add event" }).click();
  const editor = admin.locator("form").filter({ has: admin.getByRole("button", { name: "Add event" }) });
  await editor.getByRole("button", { name: "Add event" }).click();
  await expect(editor.getByText("Title is required")).toBeVisible();
  await expect(editor.getByText("Venue is required")).toBeVisible();

  const title = `Members' Rooftop Mixer ${Date.now().toString(36)}`;
  await editor.getByLabel("Title", { exact: true }).fill(title);
  await editor.getByLabel("Venue").fill("Aqua Terrace");
  await editor.getByLabel("Category").selectOption("lounge");
  await editor.getByLabel("Date (Florida time)").fill(inDays(5));
  await editor.getByLabel("Time", { exact: true }).fill("20:30");
  await editor.getByLabel("Price range").fill("$25");
  await editor.getByLabel("Tags").fill("rooftop, mixer, hosted");
  await editor.getByLabel("Description", { exact: true }).fill("Hosts at the door make introductions.");
  await editor.getByRole("button", { name: "Add event" }).click();
  await expectToast(admin, "Event added");

  await admin.getByRole("button", { name: `Edit ${title}` }).click();
  const png = await sharp({ create: { width: 960, height: 540, channels: 3, background: "#b0306a" } })
    .png()
    .toBuffer();
  await admin.getByLabel("Upload a picture").setInputFiles({ name: "rooftop.png", mimeType: "image/png", buffer: png });
  await expectToast(admin, "Event picture uploaded");
  await expect(admin.getByRole("region", { name: `Picture of ${title}` }).locator("img")).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath("admin-event-editor.png"), fullPage: true });

  await page.goto("/events");
  const shown = card(page, title);
  await expect(shown).toBeVisible();
  await expect(shown).toContainText("8:30 PM");
  await expect(shown).toContainText("Aqua Terrace · $25");
  await expect(shown.locator("img")).toHaveAttribute("src", /event-images/);
  await expect(shown.getByText("Sample event")).toHaveCount(0);
  await shown.scrollIntoViewIfNeeded();
  // The uploaded picture itself, loaded (not the category's fallback).
  await expect.poll(() => shown.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath("event-written-by-staff.png") });

  await admin.getByRole("button", { name: `Hide ${title}` }).click();
  await expectToast(admin, "Visibility updated");
  await page.reload();
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);

  await admin.getByRole("button", { name: `Show ${title}` }).click();
  await page.reload();
  await expect(card(page, title)).toBeVisible();

  await admin.getByRole("button", { name: `Delete ${title}` }).click();
  await expectToast(admin, "Event deleted");
  await expect(admin.getByRole("button", { name: `Edit ${title}` })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);
});

test("an admin adds a calendar feed and a broken source; a refresh shows how each went and the feed's event", async ({ page, browser }) => {
  const admin = await adminPage(browser);
  admin.on("dialog", (dialog) => void dialog.accept());
  await openSection(admin, "Events");
  const sources = admin.getByRole("region", { name: "Event sources" });
  await sources.getByLabel("Address").fill("ftp://nowhere.test/feed");
  await sources.getByRole("button", { name: "Add source" }).click();
  await expect(sources.getByText("Enter the http(s) address of an events page or an iCalendar feed")).toBeVisible();

  await sources.getByLabel("Address").fill(`${feedBase}/calendar.ics`);
  await sources.getByLabel("Name (optional)").fill("Havana Club calendar");
  await sources.getByRole("button", { name: "Add source" }).click();
  await expectToast(admin, "Source added: it is read at the next refresh");
  await sources.getByLabel("Address").fill(`${feedBase}/broken`);
  await sources.getByLabel("Name (optional)").fill("Broken venue page");
  await sources.getByRole("button", { name: "Add source" }).click();
  await expect(sources.getByRole("row").filter({ hasText: "Broken venue page" })).toContainText("Not read yet");

  await admin.getByRole("button", { name: "Refresh events now" }).click();
  await expectToast(admin, "Successfully updated local events!");
  await expect(sources.getByRole("row").filter({ hasText: "Havana Club calendar" })).toContainText("OK · 1 upcoming event");
  const broken = sources.getByRole("row").filter({ hasText: "Broken venue page" });
  await expect(broken).toContainText("Error");
  await expect(broken).toContainText("HTTP 500");
  await sources.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: test.info().outputPath("admin-event-sources.png"), fullPage: true });

  await page.goto("/events");
  await expect(card(page, feedEventTitle)).toBeVisible();

  // Leave no sources behind for the other journeys' refreshes.
  for (const name of ["Havana Club calendar", "Broken venue page"]) {
    await sources.getByRole("button", { name: `Remove ${name}` }).click();
    await expectToast(admin, "Source removed");
  }
});

test("a member sees who else is going, and the card's promise leads somewhere: booking a wing woman", async ({ page, browser }) => {
  const admin = await adminPage(browser);
  // Another member with a public profile marked interest in the first event.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  const otherEmail = uniqueEmail("going");
  await signUpByApi(otherPage, "Gina Going", otherEmail);
  await grantMembership(admin, otherEmail);
  const profile = {
    displayName: "Gina",
    bio: "Salsa and rooftops.",
    location: "Brickell",
    availability: "Weekends",
    age: 31,
    interests: ["Salsa", "Jazz"],
    isPublic: true,
  };
  expect((await otherPage.request.put("/api/member-profile", { data: profile })).ok()).toBe(true);
  const events = (await (await otherPage.request.get("/api/events")).json()) as { events: { id: string; title: string }[] };
  // The last of the list: the other journeys mark interest in the first ones.
  const first = events.events.at(-1) as { id: string; title: string };
  expect((await otherPage.request.post(`/api/events/${first.id}/interest`)).ok()).toBe(true);
  await other.close();

  await signUpByApi(page, "Sam Social");
  await page.goto("/events");
  const shown = card(page, first.title);
  await shown.getByRole("button", { name: "I'm Interested" }).click();
  await expectToast(page, `You're going to ${first.title}`, "Found 1 potential connection at this event");
  const suggestions = shown.getByRole("region", { name: "Suggested connections" });
  await expect(suggestions).toContainText("Gina");
  await expect(suggestions).toContainText("You are both going: say hello at the event.");
  await expect(suggestions.getByText("through Wingmate messages")).toHaveCount(0);
  await suggestions.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("event-connections.png") });
  await suggestions.getByRole("link", { name: "Book a wing woman for the night" }).click();
  // Every wing woman's profile has "Book Session".
  await expect(page).toHaveURL(/\/profiles$/);
});

test("sample events and reviews say so; an admin removes the sample data for good, then adds it back for the demo", async ({ page, browser }) => {
  // Two accounts, two refreshes and four page visits: longer than the default 30 seconds on a busy machine.
  await page.goto("/events");
  await expect(page.getByText("Sample event").first()).toBeVisible();
  await page.goto("/profiles/1");
  await expect(page.getByRole("region", { name: "Client Reviews" }).getByText("Sample review").first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("sample-review.png"), fullPage: true });

  const admin = await adminPage(browser);
  admin.on("dialog", (dialog) => void dialog.accept());
  await openSection(admin, "Sample data");
  await expect(admin.getByText(/This site shows \d+ sample events and 31 sample reviews/)).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath("admin-sample-data.png") });
  await admin.getByRole("button", { name: "Remove sample data" }).click();
  await expectToast(admin, "Sample data removed");
  await expect(admin.getByText("Sample data was removed: only real events and reviews show.")).toBeVisible();

  await page.goto("/events");
  await expect(page.getByRole("heading", { name: "Local Events" })).toBeVisible();
  await expect(page.getByText("Sample event")).toHaveCount(0);
  // A refresh (an admin's always runs) does not bring them back.
  expect((await (await admin.request.post("/api/events/refresh")).json()).refreshed).toBe(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Local Events" })).toBeVisible();
  await expect(page.getByText("Sample event")).toHaveCount(0);
  await page.goto("/profiles/1");
  await expect(page.getByRole("heading", { name: "Client Reviews" })).toBeVisible();
  await expect(page.getByText("Sample review")).toHaveCount(0);

  await admin.getByRole("button", { name: "Add sample data (for a demo)" }).click();
  await expectToast(admin, "Sample data added");
  await page.goto("/events");
  await expect(page.getByText("Sample event").first()).toBeVisible();
});
