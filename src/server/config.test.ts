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

  describe("TRUST_PROXY", () => {
    const production = { NODE_ENV: "production", PAYMENTS: "sandbox", PUBLIC_URL: "https://wingmate.example" };

    it("trusts no proxy when unset or false", () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
      expect(loadConfig({ ...production }).trustProxy).toBe(false);
    });

    it("reads a comma-separated list of proxy addresses and CIDR ranges", () => {
      expect(loadConfig({ ...production, TRUST_PROXY: " 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8,loopback" }).trustProxy).toEqual([
        "127.0.0.1",
        "10.0.0.0/8",
        "::1",
        "fd00::/8",
        "loopback",
      ]);
    });

    it("refuses true in production, naming the setting and what to put instead", () => {
      for (const value of ["true", "yes", "1"]) {
        expect(() => loadConfig({ ...production, TRUST_PROXY: value })).toThrow(ConfigError);
        expect(() => loadConfig({ ...production, TRUST_PROXY: value })).toThrow(
          /^Invalid configuration: TRUST_PROXY=true .*set TRUST_PROXY to .*e\.g\. TRUST_PROXY=127\.0\.0\.1/,
        );
      }
    });

    it("refuses in production a range that holds every address, which is true by another name", () => {
      expect(() => loadConfig({ ...production, TRUST_PROXY: "10.0.0.1,0.0.0.0/0" })).toThrow(/TRUST_PROXY=0\.0\.0\.0\/0 trusts every address/);
      expect(() => loadConfig({ ...production, TRUST_PROXY: "::/0" })).toThrow(/TRUST_PROXY=::\/0 trusts every address/);
    });

    it("keeps true for development and tests, where the server is reached from this machine", () => {
      expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
      expect(loadConfig({ NODE_ENV: "test", TRUST_PROXY: "true" }).trustProxy).toBe(true);
    });

    it.each(["2", "proxy.internal", "10.0.0.0/33", "300.1.1.1", "10.0.0.1/8/1", "10.0.0.0/255.0.0.0"])(
      "refuses %s: neither a flag nor an address or CIDR",
      (value) => {
        expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
          /^Invalid configuration: TRUST_PROXY must be false, or a comma-separated list of your proxies' addresses or CIDR ranges/,
        );
        expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(`(got "${value}")`);
      },
    );
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
