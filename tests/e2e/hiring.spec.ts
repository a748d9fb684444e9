import { expect, test } from "./fixtures.ts";
import { mailTo, smtp } from "./mailbox.ts";
import { adminPage, expectToast, grantMembership, signUpByApi, verifyEmailDirectly } from "./support.ts";
import { pngImage } from "../../src/server/adapters/storage/fixtures.ts";

test("a complete application: every problem under its field, the spec's first toasted, a headshot, sent and cleared, home after 3 s, both mails", async ({
  page,
}) => {
  await page.goto("/hiring");
  const submit = page.getByRole("button", { name: "Submit Application" });
  const problems = [
    "Please enter your name",
    "Please enter your email",
    "Please enter your phone number",
    "Please select at least one area where you can work",
    "Background check consent is required",
    "Please accept the terms and conditions",
  ];
  // One press shows every problem at once, each under its field; the toast says the first.
  await submit.click();
  await expectToast(page, problems[0] ?? "");
  const main = page.getByRole("main");
  for (const problem of problems) await expect(main.getByText(problem, { exact: true })).toBeVisible();
  await expect(page.getByLabel("Full name *")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("I consent to a background check. *")).toHaveAttribute("aria-invalid", "true");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: test.info().outputPath(`hiring-problems-${width}.png`), fullPage: true });
  }

  const fixes: (() => Promise<void>)[] = [
    () => page.getByLabel("Full name *").fill("Lena Ortiz"),
    () => page.getByLabel("E-mail *").fill("lena.e2e@example.com"),
    () => page.getByLabel("Phone *").fill("+1 305 555 0190"),
    () => page.getByLabel("Palm Beach County", { exact: true }).check(),
    () => page.getByLabel("I consent to a background check. *").check(),
  ];
  // Each fix takes its problem away; the next press toasts the spec's next one.
  for (const [index, fix] of fixes.entries()) {
    await fix();
    await expect(main.getByText(problems[index] ?? "", { exact: true })).toHaveCount(0);
    await submit.click();
    await expectToast(page, problems[index + 1] ?? "");
  }
  await page.getByLabel(/I accept the/).check();
  await expect(page.getByLabel("West Palm Beach County")).toHaveCount(0);

  for (const trait of ["Outgoing", "Empathetic", "Confident", "Patient", "Creative"]) await page.getByRole("button", { name: trait, exact: true }).click();
  await expect(page.getByText("Selected 5/5")).toBeVisible();
  await page.getByRole("button", { name: "Adaptable" }).click();
  await expectToast(page, "Please select maximum 5 personality traits");
  await page.getByRole("button", { name: "Creative" }).click();
  await expect(page.getByText("Selected 4/5")).toBeVisible();

  await page.getByLabel(/Upload a recent headshot/).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await pngImage(300, 300) });
  await expectToast(page, "Headshot uploaded successfully!");
  await expect(page.getByRole("img", { name: "Your headshot" })).toBeVisible();

  await submit.click();
  await expectToast(page, "Application submitted successfully!");
  // Sent: the form starts over before the page goes home.
  await expect(page.getByLabel("Full name *")).toHaveValue("");
  await expect(page.getByLabel("Palm Beach County", { exact: true })).not.toBeChecked();
  await expect(page.getByRole("img", { name: "Your headshot" })).toHaveCount(0);
  await expect(page.getByText("Selected 0/5")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => smtp.received.some((mail) => /New companion application: Lena Ortiz/.test(mail.raw)), { timeout: 15_000 }).toBe(true);
  const confirmation = await mailTo("lena.e2e@example.com", /We received your Wingmate application/);
  expect(confirmation).toContain("within 2 business days");
});

test("a signed-in applicant finds their name and e-mail filled in; the Spanish page says Condado de Palm Beach", async ({ page }) => {
  const email = await signUpByApi(page, "Paula Prefill");
  await page.goto("/hiring");
  await expect(page.getByLabel("Full name *")).toHaveValue("Paula Prefill");
  await expect(page.getByLabel("E-mail *")).toHaveValue(email);
  await expect(page.getByLabel("Phone *")).toHaveValue("+1 305 555 0150");
  await page.goto("/es/hiring");
  await expect(page.getByLabel("Condado de Palm Beach", { exact: true })).toBeVisible();
  await expect(page.getByLabel(/^Nombre completo/)).toHaveValue("Paula Prefill");
});

test("a member builds a public profile with 3 images; a 4th is refused; a wing woman views it at both URLs, the owner through their own link", async ({
  page,
  browser,
}) => {
  // Three accounts, three uploads and both profile URLs: longer than the default 30 seconds on a busy machine.
  const admin = await adminPage(browser);
  const memberEmail = await signUpByApi(page, "Alex Member");
  await grantMembership(admin, memberEmail);

  await page.goto("/vip-profile-manager");
  await page.getByRole("button", { name: "Create Profile" }).click();
  await expectToast(page, "Display name is required");
  await page.getByLabel("Display name *").fill("Alex");
  await page.getByLabel("Location *").fill("Brickell");
  await page.getByLabel("Availability *").fill("Weekend evenings");
  await page.getByLabel("Bio *").fill("Jazz, sailing and good conversation.");
  await page.getByLabel("Interests").fill("Jazz");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await page.getByLabel("Interests").fill("Jazz");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expectToast(page, "Interest already added");
  await page.getByLabel("Public: visible to wing women").check();
  await page.getByRole("button", { name: "Create Profile" }).click();
  await expectToast(page, "Profile saved successfully");

  const files = await Promise.all([1, 2, 3].map(async (index) => ({ name: `p${index}.png`, mimeType: "image/png", buffer: await pngImage(100 + index, 100) })));
  await page.getByLabel("Add photos").setInputFiles(files);
  await expectToast(page, "3 image(s) uploaded successfully");
  await expect(page.getByRole("heading", { name: "Photos (3/3)" })).toBeVisible();
  await page.getByLabel("Add photos").setInputFiles([{ name: "p4.png", mimeType: "image/png", buffer: await pngImage(90, 90) }]);
  await expectToast(page, "Maximum 3 images allowed");
  const profileLink = page.getByRole("link", { name: /\/vip-profile\// });
  const path = (await profileLink.getAttribute("href")) ?? "";
  const id = path.split("/").pop() ?? "";

  const companionContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const wingwoman = await companionContext.newPage();
  const wingwomanEmail = await signUpByApi(wingwoman, "Wendy Wing");
  // Only a verified owner of the address becomes the companion's account.
  await verifyEmailDirectly(wingwoman, wingwomanEmail);
  expect((await admin.request.post("/api/admin/companions/5/account", { data: { email: wingwomanEmail } })).status()).toBe(200);
  for (const url of [`/vip-profile/${id}`, `/vip-profiles/${id}`]) {
    await wingwoman.goto(url);
    await expect(wingwoman.getByRole("heading", { name: "Alex", exact: true })).toBeVisible();
    await expect(wingwoman.getByRole("img", { name: /Alex, photo/ })).toHaveCount(3);
  }
  await expect(wingwoman.getByText(memberEmail)).toHaveCount(0);
  // A profile that does not exist (or is private) answers alike, with the spec's words.
  await wingwoman.goto("/vip-profile/00000000-0000-4000-8000-000000000000");
  await expectToast(wingwoman, "Profile not found", "Profile not found or access denied");
  await expect(wingwoman).toHaveURL(/\/profiles$/);

  // The owner's own link works: their profile as wing women see it.
  await page.goto("/vip-profile-manager");
  await page.getByRole("link", { name: /\/vip-profile\// }).click();
  await expect(page.getByRole("heading", { name: "Alex", exact: true })).toBeVisible();
  await expect(page.getByText("This is your profile as wing women see it.")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("own-member-profile.png") });
  // Another member may not open it.
  const otherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await otherContext.newPage();
  await grantMembership(admin, await signUpByApi(other, "Other Member"));
  await other.goto(`/vip-profile/${id}`);
  await expect(other.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
  await expect(other.getByText("Access denied. Only wing women and admins can view VIP profiles.")).toBeVisible();
  await otherContext.close();
  await companionContext.close();

  // Removing a photo asks first; keeping it changes nothing, and after a removal focus stays in the photos.
  await page.goto("/vip-profile-manager");
  await page.getByRole("button", { name: "Remove photo 3" }).click();
  const ask = page.getByRole("dialog", { name: "Remove this photo?" });
  await expect(ask).toContainText("Photo 3 will be deleted from your profile.");
  await ask.getByRole("button", { name: "Keep Photo" }).click();
  await expect(page.getByRole("button", { name: "Remove photo 3" })).toBeFocused();
  await expect(page.getByRole("heading", { name: "Photos (3/3)" })).toBeVisible();
  await page.getByRole("button", { name: "Remove photo 3" }).click();
  await ask.getByRole("button", { name: "Yes, Remove Photo" }).click();
  await expectToast(page, "Image removed successfully");
  await expect(page.getByRole("heading", { name: "Photos (2/3)" })).toBeFocused();
});
