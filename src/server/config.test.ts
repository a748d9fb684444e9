import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("runs with no settings at all: port 3000, embedded database, local data folder", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith("data")).toBe(true);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.s3).toBeUndefined();
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT must be a whole number from 1 to 65535 \(got "abc"\)$/],
    [{ PORT: "70000" }, /^Invalid configuration: PORT must be a whole number from 1 to 65535/],
    [{ DATABASE_URL: "mysql://localhost/db" }, /^Invalid configuration: DATABASE_URL must be a URL like postgres:\/\//],
    [{ DATABASE_URL: "not a url" }, /^Invalid configuration: DATABASE_URL must be a URL like postgres:\/\//],
    [{ SMTP_URL: "mail.example.com" }, /^Invalid configuration: SMTP_URL must be a URL like smtp:\/\//],
    [{ NOTIFY_EMAIL: "nobody" }, /^Invalid configuration: NOTIFY_EMAIL must be an e-mail address/],
    [{ ADMIN_EMAILS: "a@b.co, nope" }, /^Invalid configuration: ADMIN_EMAILS must be a comma-separated list/],
    [{ BOOKING_HOLD_SECONDS: "5" }, /^Invalid configuration: BOOKING_HOLD_SECONDS must be a whole number of seconds from 10 to 3600/],
    [{ S3_BUCKET: "photos" }, /S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/],
  ])("refuses %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("refuses to start a production site without payments, unless a test shop is asked for by name", () => {
    const production = { NODE_ENV: "production", PUBLIC_URL: "https://wingmate.example" };
    expect(() => loadConfig(production)).toThrow(
      /payments are not configured for production: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID, or PAYMENTS=sandbox/,
    );
    expect(loadConfig({ ...production, PAYMENTS: "sandbox" }).payments).toBe("sandbox");
    const stripe = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x", STRIPE_PRICE_ID: "price_x" };
    expect(loadConfig({ ...production, ...stripe }).payments).toBe("stripe");
    expect(() => loadConfig({ ...production, ...stripe, PAYMENTS: "sandbox" })).toThrow(/choose one payments provider/);
    expect(() => loadConfig({ PAYMENTS: "stripe" })).toThrow(/PAYMENTS=stripe needs STRIPE_SECRET_KEY/);
    expect(loadConfig({}).payments).toBe("sandbox");
  });

  it("requires an https PUBLIC_URL in production (a local address excepted), so cookies are Secure", () => {
    const production = { NODE_ENV: "production", PAYMENTS: "sandbox" };
    expect(() => loadConfig({ ...production, PUBLIC_URL: "http://wingmate.example" })).toThrow(/PUBLIC_URL must be an https URL in production/);
    expect(() => loadConfig({ ...production })).not.toThrow();
    expect(() => loadConfig({ ...production, PUBLIC_URL: "http://127.0.0.1:3100" })).not.toThrow();
    expect(loadConfig({ ...production, PUBLIC_URL: "https://wingmate.example" }).publicUrl).toBe("https://wingmate.example");
  });

  it("never echoes a database URL, which may hold a password", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://admin:hunter2@db/x" })).toThrow(/got "…"/);
  });

  it("reads lists and S3 settings", () => {
    const config = loadConfig({
      ADMIN_EMAILS: " Boss@Example.com ,ops@example.com",
      S3_BUCKET: "b",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
      S3_ENDPOINT: "http://127.0.0.1:9000",
    });
    expect(config.adminEmails).toEqual(["boss@example.com", "ops@example.com"]);
    expect(config.s3).toMatchObject({ bucket: "b", forcePathStyle: true, region: "us-east-1" });
  });
});
