import { expect, test, type Page } from "./fixtures.ts";
import { adminPage, expectToast, grantMembership, inDays, signUpByApi, verifyEmailDirectly } from "./support.ts";

/** A member named Maria Member (the admin's complimentary membership). */
async function memberPage(page: Page, admin: Page): Promise<string> {
  const email = await signUpByApi(page, "Maria Member");
  await grantMembership(admin, email);
  return email;
}

test("a member saves and unsaves a profile and sees it on /saved-profiles", async ({ page, browser }) => {
  const admin = await adminPage(browser);
  await memberPage(page, admin);
  await page.goto("/profiles/7");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Profile saved successfully");
  await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();
  await page.goto("/saved-profiles");
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: "Renée D." });
  await expect(card).toBeVisible();
  // One tap removes, so the toast offers to undo it.
  await card.getByRole("button", { name: /Remove/ }).click();
  await expectToast(page, "Profile removed from saved");
  await expect(page.getByText("You have not saved any profiles yet.")).toBeVisible();
  await page.locator("[data-sonner-toast]").getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "Profile saved successfully");
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: /Remove/ }).click();
  await expect(page.getByText("You have not saved any profiles yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Profiles" })).toBeVisible();
});

test("a review appears only after an admin approves it, with the average updated", async ({ page, browser }) => {
  const admin = await adminPage(browser);
  await memberPage(page, admin);
  await page.goto("/profiles/20");
  await expect(page.getByText("No reviews yet. Be the first to share your experience!")).toBeVisible();
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expectToast(page, "Rating required");
  await page.getByRole("radio", { name: "4 stars" }).click();
  await page.getByLabel("Your review (optional)").fill("Fabiola got me dancing kompa within an hour.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expectToast(page, "Review submitted!");
  await page.reload();
  await expect(page.getByText("No reviews yet. Be the first to share your experience!")).toBeVisible();
  // The member's own review is what the form edits: its stars and words are there.
  await expect(page.getByRole("heading", { name: "Update your review" })).toBeVisible();
  await expect(page.getByText("Your review is pending admin approval.")).toBeVisible();
  await expect(page.getByRole("radio", { name: "4 stars" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByLabel("Your review (optional)")).toHaveValue("Fabiola got me dancing kompa within an hour.");

  const pending = (await (await admin.request.get("/api/admin/reviews?status=pending")).json()).reviews as { id: string; companionId: string }[];
  const review = pending.find((item) => item.companionId === "20");
  expect((await admin.request.post(`/api/admin/reviews/${review?.id}/approve`)).status()).toBe(200);

  await page.reload();
  await expect(page.getByText("Fabiola got me dancing kompa within an hour.")).toBeVisible();
  await expect(page.getByText("4.0")).toBeVisible();
  await expect(page.getByText("(1 review)")).toBeVisible();
});

test("a review from a client whose session took place says Verified session and comes first, in English and Spanish", async ({ page, browser }) => {
  const COMPANION = "16";
  const admin = await adminPage(browser);
  // The client: a verified member, whose free consultation is confirmed at once, then marked completed by the team.
  const email = await signUpByApi(page, "Vera Client");
  await verifyEmailDirectly(page, email);
  await grantMembership(admin, email);
  let bookingId = "";
  for (const [days, time] of [20, 21, 22, 23].flatMap((day) => ["11:00", "14:00", "17:00"].map((hour) => [day, hour] as const))) {
    const booked = await page.request.post("/api/bookings", {
      data: { companionId: COMPANION, fullName: "Vera Client", email, sessionType: "consultation", date: inDays(days), time },
    });
    if (booked.status() !== 201) continue;
    bookingId = (await booked.json()).booking.id;
    break;
  }
  expect(bookingId).not.toBe("");
  expect((await admin.request.patch(`/api/admin/bookings/${bookingId}`, { data: { status: "completed" } })).status()).toBe(200);
  const review = await page.request.post(`/api/companions/${COMPANION}/reviews`, { data: { rating: 5, reviewText: "Daniela made the gallery opening easy." } });
  expect(review.status()).toBe(201);

  // Another member reviews later, without a session.
  const otherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await otherContext.newPage();
  await memberPage(other, admin);
  expect(
    (await other.request.post(`/api/companions/${COMPANION}/reviews`, { data: { rating: 4, reviewText: "Lovely profile, great photos." } })).status(),
  ).toBe(201);
  await otherContext.close();
  const pending = (await (await admin.request.get("/api/admin/reviews?status=pending")).json()).reviews as { id: string; companionId: string }[];
  for (const item of pending.filter((row) => row.companionId === COMPANION))
    expect((await admin.request.post(`/api/admin/reviews/${item.id}/approve`)).status()).toBe(200);

  for (const [path, verified] of [
    [`/profiles/${COMPANION}`, "Verified session"],
    [`/es/profiles/${COMPANION}`, "Sesión verificada"],
  ] as const) {
    await page.goto(path);
    const reviews = page.getByRole("region", { name: /Client Reviews|Reseñas de clientes/ }).getByRole("listitem");
    await expect(reviews.first()).toContainText("Daniela made the gallery opening easy.");
    await expect(reviews.first()).toContainText(verified);
    await expect(reviews.filter({ hasText: "Lovely profile, great photos." })).not.toContainText(verified);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await reviews.first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`verified-review-${path.startsWith("/es") ? "es" : "en"}-${width}.png`) });
    }
  }
});

test("a member messages a companion, an admin replies, the member sees the unread count and the reply", async ({ page, browser }) => {
  const admin = await adminPage(browser);
  await memberPage(page, admin);
  await page.goto("/men-profiles/m5");
  await page.getByRole("button", { name: "Send Message" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Send Message" })).toBeDisabled();
  await dialog.getByLabel("Your message").fill("<i>Hi Julian</i>, are you free for a gala on Saturday?");
  await expect(dialog.getByText("54/500")).toBeVisible();
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Message Sent!");
  await expect(dialog).toBeHidden();

  await admin.goto("/messages");
  await admin.getByRole("link", { name: /Maria Member → Julian P\./ }).click();
  const adminThread = admin.getByRole("region", { name: /Maria Member and Julian P\./ });
  await expect(adminThread.getByText("<i>Hi Julian</i>, are you free for a gala on Saturday?")).toBeVisible();
  await admin.getByLabel("Reply").fill("Yes, Saturday works. Black tie?");
  await admin.getByRole("button", { name: "Send Reply" }).click();
  await expect(adminThread.getByText("Yes, Saturday works. Black tie?")).toBeVisible();

  await page.goto("/");
  const unread = page.getByRole("link", { name: "Messages: 1 unread" });
  await expect(unread).toBeVisible();
  await unread.click();
  await page.getByRole("link", { name: /Julian P\./ }).click();
  await expect(page.getByRole("region", { name: "Julian P." }).getByText("Yes, Saturday works. Black tie?")).toBeVisible();
  await page.screenshot({ path: "test-results/shots/messages.png" });
  await expect(page.getByRole("link", { name: /Messages: \d+ unread/ })).toHaveCount(0);
});

test("Messages fits a phone and a desktop: no sideways scroll, previews whole beside the thread", async ({ page, browser }) => {
  const admin = await adminPage(browser);
  await memberPage(page, admin);
  // Long words and a long link are what push a narrow layout sideways.
  const long = "Could we meet at https://example.com/events/wynwood-art-walk-saturday-night-rooftop-afterparty-tickets before dinner? Looking forward to it!";
  // One conversation ends with the long message (its preview must be cut, not widen the list), one with a reply.
  expect((await page.request.post("/api/companions/3/messages", { data: { message: long } })).status()).toBe(201);
  const sent = await page.request.post("/api/companions/2/messages", { data: { message: long } });
  const { conversationId } = (await sent.json()) as { conversationId: string };
  expect((await admin.request.post(`/api/conversations/${conversationId}/messages`, { data: { message: "Absolutely, see you there." } })).status()).toBe(201);
  for (const width of [360, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/messages");
    await page
      .getByRole("navigation", { name: "Conversations" })
      .getByRole("link", { name: /Camila V\./ })
      .click();
    const thread = page.getByRole("region").filter({ has: page.getByRole("button", { name: "Send Reply" }) });
    await expect(thread.getByText("Absolutely, see you there.")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `at ${width}px`).toBeLessThanOrEqual(0);
    // Nothing in the conversation list reaches under the thread.
    const list = await page.getByRole("navigation", { name: "Conversations" }).boundingBox();
    const panel = await thread.boundingBox();
    if (width >= 1024 && list && panel) expect(list.x + list.width).toBeLessThanOrEqual(panel.x);
    const reply = page.getByRole("button", { name: "Send Reply" });
    await reply.scrollIntoViewIfNeeded();
    const box = await reply.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`messages-${width}.png`), fullPage: true });
  }
});

test("reports: a visitor is led to log in; a member reports a review and a message, and both reach the admin queue", async ({ page, browser }) => {
  await page.goto("/profiles/1");
  await page.getByRole("link", { name: "Log in to report it" }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofiles%2F1$/);

  const admin = await adminPage(browser);
  await memberPage(page, admin);
  await page.goto("/profiles/1");
  await page.getByRole("button", { name: "Report this review" }).first().click();
  await page.getByRole("dialog").getByLabel("Reason").fill("This review names a real person's workplace.");
  await page.getByRole("dialog").getByRole("button", { name: "Send Report" }).click();
  await expectToast(page, "Report sent");

  // A message from the companion's side: the member may report it from the thread.
  const sent = await page.request.post("/api/companions/3/messages", { data: { message: "Hello, when shall we meet?" } });
  const { conversationId } = (await sent.json()) as { conversationId: string };
  expect((await admin.request.post(`/api/conversations/${conversationId}/messages`, { data: { message: "Call me at my private number." } })).status()).toBe(
    201,
  );
  await page.goto(`/messages?c=${conversationId}`);
  const reply = page.getByRole("listitem").filter({ hasText: "Call me at my private number." });
  await reply.getByRole("button", { name: "Report this message" }).click();
  await page.getByRole("dialog").getByLabel("Reason").fill("Asks to move off the platform.");
  await page.screenshot({ path: test.info().outputPath("report-message.png") });
  await page.getByRole("dialog").getByRole("button", { name: "Send Report" }).click();
  await expectToast(page, "Report sent");
  // Their own messages carry no report action.
  await expect(page.getByRole("listitem").filter({ hasText: "Hello, when shall we meet?" }).getByRole("button", { name: "Report this message" })).toHaveCount(
    0,
  );

  const queue = (await (await admin.request.get("/api/admin/reports?status=open")).json()) as { reports: { subjectType: string; reason: string }[] };
  expect(queue.reports).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ subjectType: "review", reason: "This review names a real person's workplace." }),
      expect.objectContaining({ subjectType: "message", reason: "Asks to move off the platform." }),
    ]),
  );
});

test("a member and a companion write to each other live: each sees the other's message and the unread count without a reload", async ({ page, browser }) => {
  const admin = await adminPage(browser);
  await memberPage(page, admin);
  const companionContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const companion = await companionContext.newPage();
  const companionEmail = await signUpByApi(companion, "Mariana Companion");
  await verifyEmailDirectly(companion, companionEmail);
  const link = await admin.request.post("/api/admin/companions/13/account", { data: { email: companionEmail } });
  expect(await link.json()).toMatchObject({ outcome: "linked" });
  const first = await page.request.post("/api/companions/13/messages", { data: { message: "Hi Mariana, are you free for brunch in Coconut Grove?" } });
  const { conversationId } = (await first.json()) as { conversationId: string };

  /** Opens the thread and waits until the tab listens (the stream's answer is in), marking the page to tell a reload. */
  const openThread = async (tab: Page) => {
    const listening = tab.waitForResponse((response) => response.url().endsWith("/api/messages/live") && response.status() === 200);
    await tab.goto(`/messages?c=${conversationId}`);
    await listening;
    await tab.evaluate(() => Object.assign(window, { sameDocument: true }));
  };
  const notReloaded = async (tab: Page) => expect(await tab.evaluate(() => "sameDocument" in window)).toBe(true);
  await openThread(companion);
  await openThread(page);
  const companionThread = companion.getByRole("region", { name: /Maria Member and Mariana G\./ });
  const memberThread = page.getByRole("region", { name: "Mariana G." });
  await expect(companionThread.getByText("Hi Mariana, are you free for brunch in Coconut Grove?")).toBeVisible();

  await page.getByLabel("Reply").fill("Sunday at eleven would be perfect.");
  await page.getByRole("button", { name: "Send Reply" }).click();
  await expect(companionThread.getByText("Sunday at eleven would be perfect.")).toBeVisible();
  await companion.getByLabel("Reply").fill("Sunday at eleven it is: see you at the café by the marina.");
  await companion.getByRole("button", { name: "Send Reply" }).click();
  await expect(memberThread.getByText("Sunday at eleven it is: see you at the café by the marina.")).toBeVisible();
  await notReloaded(page);
  await notReloaded(companion);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`live-thread-member-${width}.png`) });
  }

  // Away from the thread, the header counts what arrives.
  const listening = page.waitForResponse((response) => response.url().endsWith("/api/messages/live") && response.status() === 200);
  await page.goto("/profiles");
  await listening;
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await companion.getByLabel("Reply").fill("Bring your questions for the networking event.");
  await companion.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByRole("link", { name: "Messages: 1 unread" })).toBeVisible();
  await notReloaded(page);

  // Where the stream cannot open (a proxy that refuses it), the tab asks every 30 seconds instead.
  await page.route("**/api/messages/live", (route) => route.abort());
  await page.goto(`/messages?c=${conversationId}`);
  await expect(memberThread.getByText("Bring your questions for the networking event.")).toBeVisible();
  await companion.getByLabel("Reply").fill("And comfortable shoes: we will walk the marina.");
  await companion.getByRole("button", { name: "Send Reply" }).click();
  // The wait is the poll's 30 seconds, with room for a busy machine: it does not time the app.
  await expect(memberThread.getByText("And comfortable shoes: we will walk the marina.")).toBeVisible({ timeout: 120_000 });
  await companionContext.close();
});
