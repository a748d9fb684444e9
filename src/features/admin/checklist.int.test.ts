import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMail } from "../../server/adapters/mail/outbox.ts";
import type { AppConfig } from "../../server/config.ts";
import { auditLog, outbox } from "../../server/db/platform-tables.ts";
import { signUpUser, type SignedInUser } from "../../server/testing/accounts.ts";
import { signUpAdmin } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { billingEvents } from "../billing/tables.server.ts";
import { eventSources } from "../events/tables.server.ts";
import { launchChecklist } from "./checklist.server.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stripe = { secretKey: "sk_test_x", webhookSecret: "whsec_x", priceId: "price_x" };
const s3 = { region: "us-east-1", bucket: "wingmate-uploads", accessKeyId: "AKIA", secretAccessKey: "secret-value", forcePathStyle: false };

async function check(id: string, config: Partial<AppConfig> = {}) {
  const checks = await launchChecklist(t.database.db, { ...t.config, ...config });
  const found = checks.find((entry) => entry.id === id);
  if (!found) throw new Error(`no check ${id}`);
  return found;
}

describe("the launch checklist", () => {
  it("lists every adapter and setting once, and never a secret's value", async () => {
    const checks = await launchChecklist(t.database.db, { ...t.config, stripe, payments: "stripe", s3, smtpUrl: "smtp://user:hunter2@mail.example:587" });
    expect(checks.map((entry) => entry.id)).toEqual(["payments", "mail", "storage", "event-sources", "admins", "public-url", "backups"]);
    const text = JSON.stringify(checks);
    for (const secret of ["sk_test_x", "whsec_x", "secret-value", "hunter2"]) expect(text).not.toContain(secret);
    for (const entry of checks) expect(entry.state === "ok" || entry.fix !== "").toBe(true);
  });

  it("payments: the sandbox, Stripe waiting for its first webhook, Stripe reached", async () => {
    expect((await check("payments")).state).toBe("ok");
    expect(await check("payments", { env: "production" })).toMatchObject({ state: "warn", fix: expect.stringContaining("STRIPE_SECRET_KEY") });
    expect(await check("payments", { stripe, payments: "stripe" })).toMatchObject({
      state: "warn",
      fix: expect.stringContaining("/api/billing/stripe/webhook"),
    });
    // The sandbox's own events do not count as a webhook.
    await t.database.db.insert(billingEvents).values({ id: "sandbox:checkout:1", type: "checkout.completed" });
    expect((await check("payments", { stripe, payments: "stripe" })).state).toBe("warn");
    await t.database.db.insert(billingEvents).values({ id: "evt_1", type: "invoice.paid" });
    expect(await check("payments", { stripe, payments: "stripe" })).toMatchObject({ state: "ok", detail: expect.stringContaining("last webhook") });
  });

  it("mail: the embedded outbox, SMTP, SMTP with failures", async () => {
    expect(await check("mail")).toMatchObject({ state: "warn", fix: expect.stringContaining("SMTP_URL") });
    expect((await check("mail", { env: "production" })).state).toBe("missing");
    const smtp = { smtpUrl: "smtp://mail.example:587" };
    expect(await check("mail", smtp)).toMatchObject({ state: "ok", detail: expect.stringContaining("Nothing delivered yet") });
    const id = await enqueueMail(t.database.db, { kind: "test", to: "someone@example.com", subject: "Hi", text: "Hi" });
    await t.database.db.update(outbox).set({ status: "failed", lastError: "connection refused" }).where(eq(outbox.id, id));
    expect(await check("mail", smtp)).toMatchObject({ state: "warn", detail: expect.stringContaining("connection refused") });
    await t.database.db
      .update(outbox)
      .set({ status: "sent", sentAt: new Date("2026-01-02T03:04:05Z") })
      .where(eq(outbox.id, id));
    expect(await check("mail", smtp)).toMatchObject({ state: "ok", detail: expect.stringContaining("Last delivery: Jan 1, 2026, 10:04 PM (Florida time)") });
  });

  it("storage: S3, or the local disk for one instance", async () => {
    expect(await check("storage", { s3 })).toMatchObject({ state: "ok", detail: expect.stringContaining("wingmate-uploads") });
    expect(await check("storage")).toMatchObject({ state: "ok", detail: expect.stringContaining("one instance") });
    // On PostgreSQL other instances may share the database: local files then deserve a warning, or are wrong when
    // several instances are connected (as when this suite runs on a PostgreSQL server that other test files share).
    expect(["warn", "missing"]).toContain((await check("storage", { databaseUrl: "postgres://u@db.example/wingmate" })).state);
  });

  it("event sources: none yet with the kinds read, then counted", async () => {
    expect(await check("event-sources")).toMatchObject({ state: "warn", detail: expect.stringMatching(/JSON-LD.*iCalendar/) });
    expect(await check("event-sources", { eventSources: ["https://feeds.example/events.ics"] })).toMatchObject({
      state: "ok",
      detail: "1 event source read on each refresh.",
    });
    await t.database.db.insert(eventSources).values({ url: "https://venue.example/events", origin: "admin" });
    expect((await check("event-sources", { eventSources: ["https://venue.example/events"] })).detail).toBe("1 event source read on each refresh.");
  });

  it("admins, PUBLIC_URL and backups", async () => {
    expect(await check("admins")).toMatchObject({ state: "missing", fix: expect.stringContaining("npm run cli -- role <email> admin") });
    expect((await check("public-url")).state).toBe("warn");
    expect((await check("public-url", { env: "production", publicUrl: "http://wingmate.example" })).state).toBe("missing");
    expect((await check("public-url", { publicUrl: "https://wingmate.example" })).state).toBe("ok");
    expect(await check("backups", { env: "production" })).toMatchObject({ state: "warn", fix: expect.stringContaining("npm run cli -- backup") });
    await signUpAdmin(t.app, t.database.db);
    expect(await check("admins")).toMatchObject({ state: "ok", detail: "1 admin account." });
  });
});

describe("GET /api/admin/checklist and the test mail", () => {
  let admin: SignedInUser;
  let user: SignedInUser;
  beforeAll(async () => {
    admin = await signUpAdmin(t.app, t.database.db);
    user = await signUpUser(t.app);
  });
  const as = (who: SignedInUser | null, method: "GET" | "POST", url: string) => t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {} });

  it("is for admins only", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/checklist"],
      ["POST", "/api/admin/checklist/test-mail"],
    ] as const) {
      expect((await as(null, method, url)).statusCode).toBe(401);
      expect((await as(user, method, url)).statusCode).toBe(403);
    }
    const answer = await as(admin, "GET", "/api/admin/checklist");
    expect(answer.statusCode).toBe(200);
    expect(answer.json().checks.find((entry: { id: string }) => entry.id === "mail")).toMatchObject({ state: "warn" });
  });

  it("queues a test mail to the admin's own address, audited, five an hour", async () => {
    const sent = await as(admin, "POST", "/api/admin/checklist/test-mail");
    expect(sent.json()).toEqual({ to: admin.email });
    const queued = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "test-mail"), eq(outbox.toAddress, admin.email)));
    expect(queued).toHaveLength(1);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, "mail.test"))).toHaveLength(1);
    for (let sentMore = 1; sentMore < 5; sentMore++) expect((await as(admin, "POST", "/api/admin/checklist/test-mail")).statusCode).toBe(200);
    expect((await as(admin, "POST", "/api/admin/checklist/test-mail")).statusCode).toBe(429);
  });

  it("refuses a test mail in production while no SMTP is set (it would reach nobody), and queues none", async () => {
    const before = await t.database.db.select().from(outbox).where(eq(outbox.kind, "test-mail"));
    // The routes read the app's configuration object: this instance, for a moment, runs in production without SMTP.
    const { env, smtpUrl } = t.config;
    Object.assign(t.config, { env: "production", smtpUrl: undefined });
    try {
      const refused = await as(admin, "POST", "/api/admin/checklist/test-mail");
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({ code: "mail_not_configured", message: expect.stringContaining("set SMTP_URL") });
    } finally {
      Object.assign(t.config, { env, smtpUrl });
    }
    expect(await t.database.db.select().from(outbox).where(eq(outbox.kind, "test-mail"))).toHaveLength(before.length);
  });
});

describe("npm run cli -- doctor", () => {
  const workDir = mkdtempSync(path.join(tmpdir(), "wingmate-doctor-"));
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it("prints one line a check and exits 1 when something is missing in production", async () => {
    const env = {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATA_DIR: workDir,
      DATABASE_URL: "",
      PAYMENTS: "sandbox",
      PUBLIC_URL: "https://wingmate.example",
      SMTP_URL: "",
      S3_BUCKET: "",
      STRIPE_SECRET_KEY: "",
      EVENT_SOURCES: "",
      ADMIN_EMAILS: "",
      AUTH_SECRET: "a".repeat(40),
    };
    const result = await promisify(execFile)("node_modules/.bin/tsx", ["src/server/cli.ts", "doctor"], { env, timeout: 120_000 }).then(
      () => ({ code: 0, stdout: "" }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    expect(result.code).toBe(1);
    const lines = result.stdout.trim().split("\n");
    expect(lines).toHaveLength(7);
    expect(lines).toContainEqual(expect.stringMatching(/^! payments: The sandbox .* → Set STRIPE_SECRET_KEY/));
    expect(lines).toContainEqual(expect.stringMatching(/^✗ mail: .* → Set SMTP_URL/));
    expect(lines).toContainEqual(expect.stringMatching(/^✗ admins: .* → Sign up, then run: npm run cli -- role <email> admin/));
    expect(lines).toContainEqual(expect.stringMatching(/^✓ public-url: .*https:\/\/wingmate\.example/));
  }, 150_000);
});
