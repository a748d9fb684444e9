import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { freePort, startServerProcess, type RunningServer } from "../../src/server/testing/server-process.ts";
import { expect, test } from "./fixtures.ts";
import { mailTo } from "./mailbox.ts";
import { emptyDataDir, MAILBOX_SMTP_URL, ownServerEnvironment, pageOn, SERVE_ARGS } from "./own-server.ts";
import { expectToast, signUpByApi, uniqueEmail } from "./support.ts";

/** `npm run cli -- <args>` on the server's data folder, as the operator runs it (the server stopped): its output and exit code. */
async function cli(env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string }> {
  return promisify(execFile)(process.execPath, ["--import", "tsx", "src/server/cli.ts", ...args], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
    timeout: 120_000,
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
}

test("operator on a fresh production start sees the checklist and fixes mail", async ({ browser }) => {
  // Three starts of a production server and two operator commands: a person's morning, not one page.
  test.slow();
  const data = emptyDataDir("launch-day");
  const operator = uniqueEmail("operator");
  const port = String(await freePort());
  const url = `http://127.0.0.1:${port}`;
  // As an operator starts it the first time: a test shop, no SMTP, no sample data, the admin's address named.
  const settings = ownServerEnvironment(data.dir, { PORT: port, PUBLIC_URL: url, PAYMENTS: "sandbox", ADMIN_EMAILS: operator });
  let server: RunningServer | null = await startServerProcess(SERVE_ARGS, settings);
  const restart = async (env: Record<string, string>) => {
    await server?.stop();
    server = null;
    server = await startServerProcess(SERVE_ARGS, { ...settings, ...env });
  };
  try {
    const page = await pageOn(browser, url);
    await signUpByApi(page, "Site Operator", operator);
    // ADMIN_EMAILS makes the address admin once it is confirmed, and no mail leaves yet: the dashboard stays shut.
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
    // No page says a link was sent while nothing can send it.
    await expect(
      page.getByText(`Please confirm your e-mail address (${operator}): our mail is not set up yet, so your link waits with our team.`),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Send it again" })).toHaveCount(0);

    // The operator stops the server and asks the CLI: mail and the admin are missing, and each says its fix.
    await server.stop();
    const doctor = await cli(settings, "doctor");
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toMatch(/^✗ mail: Mail stays in the embedded outbox: nobody receives it\. → Set SMTP_URL/m);
    expect(doctor.stdout).toMatch(/^✗ admins: .* → Sign up, then run: npm run cli -- role <email> admin/m);
    expect(await cli(settings, "role", operator, "admin")).toMatchObject({ code: 0, stdout: `${operator} is now admin.\n` });
    await restart({});

    // The dashboard opens on the checklist: mail is missing, with its one-line fix.
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    const checklist = page.getByRole("region", { name: "Launch checklist" });
    const mail = checklist.locator('[data-check="mail"]');
    await expect(mail).toContainText("Mail: Missing");
    await expect(mail).toContainText("Mail stays in the embedded outbox: nobody receives it.");
    await expect(mail).toContainText("Set SMTP_URL (smtp://user:password@host:587) and MAIL_FROM, then send a test mail from the dashboard.");
    // No test button yet: a test mail would wait in the outbox for nobody.
    await expect(mail.getByRole("button", { name: "Send a test mail" })).toHaveCount(0);
    await expect(checklist.locator('[data-check="admins"]')).toContainText("Admin accounts: OK");
    await page.screenshot({ path: "test-results/shots/launch-checklist-mail-missing-1280.png", fullPage: true });

    // An empty events page offers staff the way to a source: the dashboard's Events section.
    await page.goto("/events");
    await expect(page.getByRole("link", { name: "Add an event source" })).toBeVisible();
    await page.screenshot({ path: "test-results/shots/launch-events-empty-staff-1280.png" });
    await page.getByRole("link", { name: "Add an event source" }).click();
    await expect(page).toHaveURL(/\/admin\?section=events$/);
    await expect(page.getByRole("button", { name: "Events", exact: true })).toHaveAttribute("aria-current", "page");
    // In view, not below the open checklist.
    await expect(page.getByRole("heading", { name: "Events", exact: true })).toBeInViewport();
    await page.screenshot({ path: "test-results/shots/launch-dashboard-events-1280.png" });

    // The fix, as the checklist says it: SMTP_URL set, the server started again.
    await restart({ SMTP_URL: MAILBOX_SMTP_URL, MAIL_FROM: "Wingmate <hello@wingmate.test>" });
    await page.goto("/admin");
    await expect(mail).toContainText("Mail: OK");
    await expect(mail).toContainText("Mail goes out by SMTP.");
    await mail.getByRole("button", { name: "Send a test mail" }).click();
    await expectToast(page, "Test mail queued", `Sent to ${operator}`);
    const sent = await mailTo(operator, /Subject: Wingmate test mail/);
    expect(sent).toContain("If you can read it, mail reaches your inbox.");
    await page.reload();
    await expect(mail).toContainText("Mail: OK");
    await expect(mail).toContainText("Last delivery:");
    // With mail, the operator's own confirmation link can go out: the banner offers it again, and it arrives.
    await page.getByRole("button", { name: "Send it again" }).click();
    await expectToast(page, "E-mail sent", `We sent a new confirmation link to ${operator}.`);
    expect(await mailTo(operator, /Subject: Confirm your e-mail for Wingmate/)).toContain("Please confirm this is your e-mail address:");
    await page.screenshot({ path: "test-results/shots/launch-checklist-mail-ok-1280.png", fullPage: true });

    // The checklist's own way to a source opens the dashboard's Events, in view.
    await page.goto("/admin");
    await checklist.locator('[data-check="event-sources"]').getByRole("button", { name: "Add an event source" }).click();
    await expect(page.getByRole("heading", { name: "Events", exact: true })).toBeInViewport();
    await page.context().close();
  } finally {
    await server?.stop();
    data.remove();
  }
});
