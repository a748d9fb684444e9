import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./fixtures.ts";
import { mailTo, smtp } from "./mailbox.ts";
import { adminPage, expectToast, grantMembership, signUpByApi, uniqueEmail } from "./support.ts";
import { pngImage } from "../../src/server/adapters/storage/fixtures.ts";

const openSection = async (admin: Page, name: string) => {
  await admin.goto("/admin");
  await admin
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("button", { name: new RegExp(`^${name}`) })
    .click();
};

test("/admin: Access Denied signed out, Admin Access Required for a user, the dashboard for an admin", async ({ page, browser }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Please log in to access the admin dashboard.")).toBeVisible();

  await signUpByApi(page, "Nora Notadmin");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await expect(page.getByText("You need admin privileges to access this page.")).toBeVisible();
  // The server refuses too: no admin data reaches a non-admin's browser.
  expect((await page.request.get("/api/admin/users")).status()).toBe(403);

  const admin = await adminPage(browser);
  await admin.goto("/admin");
  await expect(admin.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
  await expect(admin.getByText("Total Users")).toBeVisible();
  await expect(admin.getByRole("article", { name: "Nora Notadmin" })).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath("admin-users.png"), fullPage: true });
  await admin.setViewportSize({ width: 768, height: 1024 });
  await admin.screenshot({ path: test.info().outputPath("admin-users-tablet.png"), fullPage: true });
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("an admin reads the launch checklist and sends a test mail that arrives", async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto("/admin");
  const checklist = admin.getByRole("region", { name: "Launch checklist" });
  await expect(checklist).toBeVisible();
  // The run's server sends by SMTP to the journeys' mailbox; it takes the sandbox's payments and keeps uploads on its disk.
  const mail = checklist.locator("[data-check=mail]");
  await expect(mail).toContainText("Mail goes out by SMTP.");
  await expect(checklist.locator("[data-check=payments]")).toContainText("The sandbox takes payments");
  await expect(checklist.locator("[data-check=admins]")).toContainText(/\d+ admin accounts?\./);
  await admin.screenshot({ path: test.info().outputPath("admin-checklist.png"), fullPage: true });

  const before = smtp.received.length;
  await mail.getByRole("button", { name: "Send a test mail" }).click();
  await expectToast(admin, "Test mail queued", "admin@wingmate.test");
  const received = await mailTo("admin@wingmate.test", /Wingmate test mail/);
  expect(received).toContain("If you can read it, mail reaches your inbox.");
  expect(smtp.received.length).toBeGreaterThan(before);
});

test("an admin approves a review on the dashboard and it appears on the profile", async ({ page, browser }) => {
  const admin = await adminPage(browser);
  const email = await signUpByApi(page, "Rita Reviewer");
  await grantMembership(admin, email);
  const text = `Priya made a gallery night in Wynwood easy ${Date.now().toString(36)}.`;
  expect((await page.request.post("/api/companions/12/reviews", { data: { rating: 5, reviewText: text } })).status()).toBe(201);

  await openSection(admin, "Reviews");
  const row = admin.getByRole("row").filter({ hasText: text });
  await row.getByRole("button", { name: /^Approve/ }).click();
  await expectToast(admin, "Review updated");
  await expect(row).toHaveCount(0);

  await page.goto("/profiles/12");
  await expect(page.getByText(text)).toBeVisible();
});

test("an admin finds a user and changes the role", async ({ page, browser }) => {
  const admin = await adminPage(browser);
  const email = await signUpByApi(page, "Wendy Wingwoman", uniqueEmail("wendy"));
  await admin.goto("/admin");
  await admin.getByLabel("Search by name or e-mail").fill(email);
  const card = admin.getByRole("article", { name: "Wendy Wingwoman" });
  await expect(card).toHaveCount(1);
  await card.getByText("Manage").click();
  await card.getByLabel("Role").selectOption("wingwoman");
  await expectToast(admin, "Role updated");
  await expect(card.getByText("wingwoman", { exact: true }).first()).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath("admin-role.png") });
  expect((await (await page.request.get("/api/account/me")).json()).role).toBe("wingwoman");
});

test("an admin answers a member's message from the dashboard", async ({ page, browser }) => {
  const admin = await adminPage(browser);
  const email = await signUpByApi(page, "Mona Messenger");
  await grantMembership(admin, email);
  const question = `Could we meet at Ball & Chain on Friday? ${Date.now().toString(36)}`;
  expect((await page.request.post("/api/companions/9/messages", { data: { message: question } })).status()).toBe(201);

  await openSection(admin, "Conversations");
  await admin.getByRole("button", { name: new RegExp(`Mona Messenger → .*${question.slice(-6)}`) }).click();
  const thread = admin.getByRole("region", { name: /^Mona Messenger and / });
  await expect(thread.getByText(question)).toBeVisible();
  await thread.getByLabel("Reply").fill("Yes! Friday at 8 works. See you at the bar.");
  await thread.getByRole("button", { name: "Send Reply" }).click();
  await expect(thread.getByText("Yes! Friday at 8 works. See you at the bar.")).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath("admin-conversation.png"), fullPage: true });

  await page.goto("/messages");
  await page.getByRole("link").filter({ hasText: "Friday at 8 works" }).first().click();
  await expect(page.getByRole("region").getByText("Yes! Friday at 8 works. See you at the bar.")).toBeVisible();
});

test("a mail refused by the server shows as failed with the error; the admin retries it and it is sent", async ({ page, browser }) => {
  const admin = await adminPage(browser);
  const email = uniqueEmail("bounce");
  smtp.rejectedRecipients.add(email);
  await signUpByApi(page, "Bea Bounce", email);

  await openSection(admin, "Mail");
  await admin.getByLabel("Show mail").selectOption("failed");
  const row = admin.getByRole("row").filter({ hasText: `To ${email}` });
  await expect(async () => {
    await admin.getByLabel("Show mail").selectOption("all");
    await admin.getByLabel("Show mail").selectOption("failed");
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText("Mailbox unavailable");
  await admin.screenshot({ path: test.info().outputPath("admin-mail-failed.png"), fullPage: true });

  smtp.rejectedRecipients.delete(email);
  await row.getByRole("button", { name: /^Retry/ }).click();
  await expectToast(admin, "Mail queued again");
  await expect.poll(() => smtp.received.some((mail) => mail.to.includes(email)), { timeout: 15_000 }).toBe(true);
  await admin.getByLabel("Show mail").selectOption("sent");
  await expect(admin.getByRole("row").filter({ hasText: `To ${email}` })).toContainText("Sent");
});

test("the catalogue editor checks each field with the catalogue's own rules and saves a valid change", async ({ browser }) => {
  const admin = await adminPage(browser);
  await openSection(admin, "Catalogue");
  await admin
    .getByRole("button", { name: /^Edit / })
    .first()
    .click();
  const name = admin.getByLabel("Name", { exact: true });
  const languages = admin.getByLabel("Languages");
  const responseTime = admin.getByLabel("Response time");
  // The other journeys use this companion as it is: every change is put back.
  const original = { name: await name.inputValue(), languages: await languages.inputValue(), responseTime: await responseTime.inputValue() };
  await responseTime.fill("Within 3 hours");
  await name.fill("");
  await languages.fill(" , ");
  await admin.getByRole("button", { name: "Save changes" }).click();
  // Nothing is sent: each problem shows under its own field, and what was typed stays.
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(languages).toHaveAttribute("aria-invalid", "true");
  await expect(responseTime).toHaveValue("Within 3 hours");
  await admin.screenshot({ path: test.info().outputPath("catalogue-editor-errors.png") });
  await name.fill(original.name);
  await languages.fill(`${original.languages}, `);
  await admin.getByRole("button", { name: "Save changes" }).click();
  await expectToast(admin, "Companion updated");
  const saved = (await (await admin.request.get("/api/admin/companions")).json()).companions.find((row: { name: string }) => row.name === original.name);
  expect(saved?.responseTime).toBe("Within 3 hours");
  expect(saved?.languages.join(", ")).toBe(original.languages);
  // Put the response time back as it was.
  await admin.getByRole("button", { name: `Edit ${original.name}` }).click();
  await responseTime.fill(original.responseTime);
  await admin.getByRole("button", { name: "Save changes" }).click();
  await expectToast(admin, "Companion updated");
});

test("the back office day to day: bookings searched and filtered, lists downloaded as CSV, the audit log names people, the catalogue counts 1, 2 … 10", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  // A name of this run's own: a retry of the journey finds its booking, not the one before.
  const client = `Dora ${Date.now().toString(36)}`;
  // A day of this run's own too (its session is moved to the day after): a retry finds the time free.
  const runs = test.info().retry + test.info().repeatEachIndex;
  const date = new Date(Date.now() + (33 + 3 * runs) * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/New_York" });
  const made = await admin.request.post("/api/bookings", {
    data: { companionId: "8", fullName: client, email: uniqueEmail("dora"), sessionType: "coaching", date, time: "12:00" },
  });
  expect(made.status(), await made.text()).toBe(201);
  // Paid: a confirmed session, which staff may move for the client.
  const { checkoutUrl } = (await made.json()) as { checkoutUrl: string };
  expect((await admin.request.post(`/api/billing/sandbox/checkouts/${checkoutUrl.split("/").pop()}/pay`)).status()).toBe(200);

  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto("/admin?section=bookings");
    const bookings = admin.getByRole("table", { name: "Bookings" });
    await expect(bookings).toBeVisible();
    await admin.getByRole("searchbox", { name: "Search" }).fill(client.toLowerCase());
    await expect(bookings.getByRole("row")).toHaveCount(2);
    await expect(bookings.getByText(client, { exact: true })).toBeVisible();
    await expect(admin.getByText(/^1 of \d+ bookings$/)).toBeVisible();
    await admin.getByRole("combobox", { name: "Status", exact: true }).selectOption("cancelled");
    await expect(admin.getByText(/^0 of \d+ bookings$/)).toBeVisible();
    await admin.getByRole("combobox", { name: "Status", exact: true }).selectOption("");
    await admin.getByLabel("From", { exact: true }).fill(date);
    await admin.getByLabel("To", { exact: true }).fill(date);
    await expect(bookings.getByText(client, { exact: true })).toBeVisible();
    await admin.screenshot({ path: `test-results/shots/admin-bookings-filtered-${width}.png`, fullPage: true });
  }

  const download = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Download every one of the bookings as a CSV file" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^wingmate-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) ?? "", "utf8");
  expect(csv).toContain(client);

  // The week view: the session on its day, five weeks ahead.
  await admin.getByRole("button", { name: "Week" }).click();
  const week = admin.getByRole("region", { name: "Week of sessions" });
  for (let weeks = 0; weeks < 6 && !(await week.getByText(client).isVisible()); weeks++) {
    await week.getByRole("button", { name: "Next week" }).click();
  }
  await expect(week.getByText(client)).toBeVisible();
  await admin.screenshot({ path: "test-results/shots/admin-bookings-week-1280.png" });

  // The client calls: staff move the session to the next day at 3 PM.
  await admin.getByRole("button", { name: "List" }).click();
  await admin.getByRole("button", { name: `Reschedule ${client}'s booking` }).click();
  const dialog = admin.getByRole("dialog");
  const nextDay = new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel("New date").fill(nextDay);
  await dialog.getByLabel("New time (Florida)").selectOption("15:00");
  await dialog.getByRole("button", { name: "Move session" }).click();
  await expectToast(admin, "Session moved");
  await expect(admin.getByText("No bookings match these filters.")).toBeVisible();
  await admin.getByLabel("To", { exact: true }).fill(nextDay);
  await expect(admin.getByRole("table", { name: "Bookings" }).getByText(/3:00 PM/)).toBeVisible();

  await admin.goto("/admin?section=catalogue");
  const numbers = admin.getByRole("table", { name: "Companions" }).locator("tbody tr td:first-child");
  await expect.poll(async () => (await numbers.allTextContents()).slice(0, 11)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"]);

  // Someone signs up; an admin makes her a wing woman; the audit log says who, by name.
  const newcomer = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  const someone = await signUpByApi(newcomer, "Audrey Audited");
  await newcomer.context().close();
  const users = (await (await admin.request.get(`/api/admin/users?q=${encodeURIComponent(someone)}`)).json()) as { users: { userId: string }[] };
  const userId = users.users[0]?.userId ?? "";
  expect((await admin.request.patch(`/api/admin/users/${userId}/role`, { data: { role: "wingwoman" } })).status()).toBe(200);
  await admin.goto("/admin?section=audit");
  await expect(admin.getByRole("table", { name: "Audit log" }).getByText(`user Audrey Audited (${someone})`)).toBeVisible();
  await admin.screenshot({ path: "test-results/shots/admin-audit-1280.png" });
  await admin.context().close();
});

test("opening one user's Manage panel leaves the cards beside it as they were", async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto("/admin?section=users");
  const cards = admin
    .getByRole("list")
    .filter({ has: admin.getByRole("article") })
    .first()
    .getByRole("article");
  await expect(cards.nth(1)).toBeVisible();
  const before = await cards.nth(1).boundingBox();
  await cards.nth(0).getByText("Manage").click();
  await expect(cards.nth(0).getByRole("combobox").first()).toBeVisible();
  expect((await cards.nth(1).boundingBox())?.height).toBe(before?.height);
  await admin.context().close();
});

test("an admin accepts an application (stored at once) and creates the companion profile from it; the applicant is told", async ({ page, browser }) => {
  const email = uniqueEmail("applicant");
  const application = {
    name: "Gabriela Fuentes",
    age: "26-30",
    phone: "+1 305 555 0177",
    email,
    areasToWork: ["Broward County"],
    weeklyAvailability: "10-20",
    experience: "Event hosting in Fort Lauderdale, 4 years",
    motivation: "I like making strangers feel at ease at busy events.",
    personalityTraits: ["Outgoing", "Good Listener"],
    backgroundCheck: true,
    terms: true,
  };
  const headshot = await page.request.post("/api/hiring/headshot", {
    multipart: { file: { name: "gabriela.png", mimeType: "image/png", buffer: await pngImage(300, 300) } },
  });
  expect(headshot.status()).toBe(201);
  const headshotUrl = ((await headshot.json()) as { headshotUrl: string }).headshotUrl;
  expect((await page.request.post("/api/hiring/applications", { data: { ...application, headshotUrl } })).status()).toBe(201);

  const admin = await adminPage(browser);
  const applications = ((await (await admin.request.get("/api/admin/hiring")).json()) as { applications: { id: string; email: string }[] }).applications;
  const applicationId = applications.find((item) => item.email === email)?.id;
  await openSection(admin, "Applications");
  const row = admin.getByRole("row").filter({ hasText: email });
  const status = row.getByLabel("Status of Gabriela Fuentes's application");
  await expect(row.getByRole("button", { name: "Create the companion profile" })).toHaveCount(0);
  // Choosing a status stores it: no other button to press.
  await status.selectOption("accepted");
  await expectToast(admin, "Status saved: Accepted");
  await admin.reload();
  await expect(status).toHaveValue("accepted");
  const audit = ((await (await admin.request.get("/api/admin/audit")).json()) as { entries: { action: string; subjectId: string | null }[] }).entries;
  expect(audit.filter((item) => item.subjectId === applicationId).map((item) => item.action)).toEqual(["hiring_application.update"]);

  // Notes being typed survive a status change.
  await row.getByRole("textbox", { name: "Notes on Gabriela Fuentes's application" }).fill("Great interview");
  await status.selectOption("interviewing");
  await expectToast(admin, "Status saved: Interviewing");
  await status.selectOption("accepted");
  await expectToast(admin, "Status saved: Accepted");
  await expect(row.getByRole("textbox", { name: "Notes on Gabriela Fuentes's application" })).toHaveValue("Great interview");
  await row.getByRole("button", { name: "Save notes on Gabriela Fuentes's application" }).click();
  await expectToast(admin, "Notes saved");

  await row.getByRole("button", { name: "Create the companion profile" }).click();
  const dialog = admin.getByRole("dialog", { name: "Create the companion profile" });
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Gabriela F.");
  await expect(dialog.getByLabel("Age", { exact: true })).toHaveValue("26");
  await expect(dialog.getByLabel("Area", { exact: true })).toHaveValue("Broward");
  await expect(dialog.getByLabel("Personality traits", { exact: true })).toHaveValue("Outgoing, Good Listener");
  await expect(dialog.getByLabel("Background checked", { exact: true })).not.toBeChecked();
  const suggested = await dialog.getByLabel(/^Id/).inputValue();
  expect(suggested).toMatch(/^\d+$/);
  // A wing man's profile takes the next wing man's id.
  await dialog.getByLabel("Profile", { exact: true }).selectOption("man");
  await expect(dialog.getByLabel(/^Id/)).toHaveValue(/^m\d+$/);
  await dialog.getByLabel("Profile", { exact: true }).selectOption("woman");
  await expect(dialog.getByLabel(/^Id/)).toHaveValue(suggested);
  // The catalogue's own rules, each under its field.
  await dialog.getByLabel("Location", { exact: true }).fill("");
  await dialog.getByRole("button", { name: "Create the companion profile" }).click();
  await expect(dialog.getByLabel("Location", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Location", { exact: true }).fill("Fort Lauderdale");
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await admin.screenshot({ path: test.info().outputPath(`applicant-profile-dialog-${width}.png`) });
  }
  await dialog.getByRole("button", { name: "Create the companion profile" }).click();
  await expectToast(admin, `Companion profile #${suggested} created (hidden until you show it)`);
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole("button", { name: "Create the companion profile" })).toHaveCount(0);
  const welcome = await mailTo(email, /Welcome to the Wingmate team/);
  expect(welcome).toContain("Great news: your application was accepted.");

  await row.getByRole("link", { name: `Companion profile #${suggested}` }).click();
  await expect(admin.getByRole("heading", { name: "Edit Gabriela F." })).toBeVisible();
  await expect(admin.getByRole("button", { name: "Show Gabriela F." })).toBeVisible();
  // The headshot carried over as the first photo.
  await expect(admin.getByRole("img", { name: "Photo of Gabriela F." })).toHaveCount(1);
  const created = (await (await admin.request.get("/api/admin/companions")).json()).companions.find((item: { id: string }) => item.id === suggested);
  expect(created).toMatchObject({ name: "Gabriela F.", hidden: true, backgroundChecked: false });
});
