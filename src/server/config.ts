import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

/**
 * Every setting comes from the environment and is validated here, once, at start.
 * `.env.example` documents each variable; keep the two in step.
 */

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const postgresUrl = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== "";
      } catch {
        return false;
      }
    }, "must be a URL like postgres://user:password@host:5432/database")
    .optional(),
);

const httpUrl = (hint: string) =>
  z.string().refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, hint);

/** true/false, or unset (undefined): for settings whose default depends on NODE_ENV. */
const optionalFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true" || value === "1" || value === "yes")),
);

/** true/false, false when unset. */
const booleanFlag = optionalFlag.transform((value) => value ?? false);

const emailList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ message: "must be a comma-separated list of e-mail addresses" }))),
);

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(["development", "production", "test"]).default("development")),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: "must be a whole number from 1 to 65535" })
      .int("must be a whole number from 1 to 65535")
      .min(1, "must be a whole number from 1 to 65535")
      .max(65535, "must be a whole number from 1 to 65535")
      .default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info")),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  DATABASE_URL: postgresUrl,
  PUBLIC_URL: z.preprocess(emptyToUndefined, httpUrl("must be an http(s) URL such as https://wingmate.example").optional()),
  TRUST_PROXY: optionalString,
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => /^smtps?:\/\/.+/.test(value), "must be a URL like smtp://user:password@host:587")
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default("Wingmate <hello@wingmate.local>")),
  NOTIFY_EMAIL: z.preprocess(emptyToUndefined, z.email({ message: "must be an e-mail address" }).default("team@wingmate.local")),
  ADMIN_EMAILS: emailList,
  S3_ENDPOINT: z.preprocess(emptyToUndefined, httpUrl("must be an http(s) URL of an S3-compatible endpoint").optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default("us-east-1")),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: z.preprocess(emptyToUndefined, httpUrl("must be an http(s) URL where stored objects can be read").optional()),
  S3_FORCE_PATH_STYLE: booleanFlag,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_ID: optionalString,
  STRIPE_API_URL: z.preprocess(emptyToUndefined, httpUrl("must be an http(s) URL of a Stripe-compatible API").optional()),
  PAYMENTS: z.preprocess(emptyToUndefined, z.enum(["stripe", "sandbox"], { message: "must be stripe or sandbox" }).optional()),
  EVENT_SOURCES: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(z.array(httpUrl("must be a comma-separated list of http(s) URLs"))),
  ),
  EVENT_SOURCES_ALLOW_PRIVATE: optionalFlag,
  SEED_SAMPLE_DATA: optionalFlag,
  LLM_BASE_URL: z.preprocess(emptyToUndefined, httpUrl("must be the http(s) base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1").optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  BOOKING_HOLD_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: "must be a whole number of seconds from 10 to 3600" })
      .int("must be a whole number of seconds from 10 to 3600")
      .min(10, "must be a whole number of seconds from 10 to 3600")
      .max(3600, "must be a whole number of seconds from 10 to 3600")
      .default(15 * 60),
  ),
  SAFETY_SWEEP_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: "must be a whole number of seconds from 1 to 600" })
      .int("must be a whole number of seconds from 1 to 600")
      .min(1, "must be a whole number of seconds from 1 to 600")
      .max(600, "must be a whole number of seconds from 1 to 600")
      .default(60),
  ),
  SIGN_UPS_PER_ADDRESS_PER_HOUR: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: "must be a whole number from 1 to 100000" }).int("must be a whole number from 1 to 100000").min(1).max(100_000).default(50),
  ),
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters (try: openssl rand -base64 32)").optional()),
});

export interface S3Config {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
  forcePathStyle: boolean;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** A Stripe price id, or `price_vip_monthly`: the price with that lookup key. */
  priceId: string;
  /** Another Stripe-compatible API (a local mock); unset: api.stripe.com. */
  apiUrl?: string;
}

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  /**
   * Which peers may tell the client's address and scheme (X-Forwarded-For, X-Forwarded-Proto) and the request
   * id: `false` none; a list of proxy addresses and CIDR ranges; `true` any peer, never in production.
   */
  trustProxy: boolean | string[];
  smtpUrl?: string;
  mailFrom: string;
  notifyEmail: string;
  adminEmails: string[];
  s3?: S3Config;
  /** Event pages (schema.org JSON-LD) and iCalendar feeds read on refresh, besides those staff add on the dashboard. */
  eventSources: string[];
  /**
   * Whether sources staff add may live on this machine or a private network (a local test feed). Off in
   * production: a dashboard account cannot point the server at internal addresses.
   */
  eventSourcesAllowPrivate: boolean;
  /** The sample data set (invented events and reviews, labelled as such): on in development and tests, off in production unless SEED_SAMPLE_DATA=true. */
  seedSampleData: boolean;
  /** An OpenAI-compatible API for the Rizz generator; unset: the built-in generator. */
  llm?: { baseUrl: string; apiKey: string; model: string };
  /** Stripe payments; unset: the embedded sandbox checkout. */
  stripe?: StripeConfig;
  /** Which provider takes payments: the sandbox is a test shop (no money) and says so on every page. */
  payments: "stripe" | "sandbox";
  /** Signs session cookies and tokens; when unset, one is generated once and kept in DATA_DIR. */
  authSecret?: string;
  /** How long a booking's slot is held while the client pays (15 minutes). */
  bookingHoldSeconds: number;
  /** How often each instance looks for sessions with a missed safety check-in or check-out (60 seconds). */
  safetySweepSeconds: number;
  /** Sign-ups allowed from one client address per hour (50: offices and carriers share addresses). */
  signUpsPerAddressPerHour: number;
  /** Folder of the built web app (`react-router build` output). */
  webRoot: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

function describeIssue(issue: z.core.$ZodIssue, env: Record<string, string | undefined>): string {
  const variable = String(issue.path[0] ?? "environment");
  const got = env[variable];
  const shown = got === undefined ? "" : ` (got "${variable.includes("SECRET") || variable.includes("URL") ? "…" : got}")`;
  return `${variable} ${issue.message}${shown}`;
}

function readS3(parsed: z.output<typeof envSchema>): S3Config | undefined {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = parsed;
  const given = [S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY].filter(Boolean).length;
  if (given === 0) return undefined;
  if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new ConfigError("Invalid configuration: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together to use S3 storage");
  }
  return {
    endpoint: parsed.S3_ENDPOINT,
    region: parsed.S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: parsed.S3_PUBLIC_URL,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE || Boolean(parsed.S3_ENDPOINT),
  };
}

function readStripe(parsed: z.output<typeof envSchema>): StripeConfig | undefined {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID } = parsed;
  const given = [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID].filter(Boolean).length;
  if (given === 0) return undefined;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_ID) {
    throw new ConfigError("Invalid configuration: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID must be set together to use Stripe");
  }
  return { secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, priceId: STRIPE_PRICE_ID, apiUrl: parsed.STRIPE_API_URL };
}

/**
 * Stripe when configured; otherwise the sandbox, which in production must be asked for by name
 * (`PAYMENTS=sandbox`): a live site never gives memberships and bookings away by accident.
 */
function readPaymentsMode(parsed: z.output<typeof envSchema>, stripe: StripeConfig | undefined): "stripe" | "sandbox" {
  if (parsed.PAYMENTS === "stripe" && !stripe) {
    throw new ConfigError("Invalid configuration: PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID");
  }
  if (parsed.PAYMENTS === "sandbox" && stripe) {
    throw new ConfigError("Invalid configuration: PAYMENTS=sandbox and STRIPE_* are both set: choose one payments provider");
  }
  if (stripe) return "stripe";
  if (parsed.NODE_ENV === "production" && parsed.PAYMENTS !== "sandbox") {
    throw new ConfigError(
      "Invalid configuration: payments are not configured for production: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID, or PAYMENTS=sandbox to run a test shop that takes no money",
    );
  }
  return "sandbox";
}

/** Named ranges the proxy check understands besides addresses and CIDRs (`@fastify/proxy-addr`). */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An IPv4 or IPv6 address, or one with a CIDR prefix length (`10.0.0.0/8`, `fd00::/8`), or a named range. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

const TRUST_PROXY_EXAMPLE = "e.g. TRUST_PROXY=127.0.0.1 for a proxy on this machine, or TRUST_PROXY=10.0.0.0/8,fd00::/8 for proxies on a private network";

/**
 * Whose X-Forwarded-* headers are believed. Every per-address limit and the sign-in lockout count by the
 * address they give, so believing any peer (`true`, or a range holding every address) would let a client
 * that reaches the server directly pick a fresh address for each request: production names its proxies.
 * A hop count is refused everywhere: it cannot tell a proxy from a client.
 */
function readTrustProxy(parsed: z.output<typeof envSchema>): boolean | string[] {
  const value = parsed.TRUST_PROXY?.trim();
  if (value === undefined || ["false", "0", "no"].includes(value)) return false;
  const production = parsed.NODE_ENV === "production";
  if (["true", "1", "yes"].includes(value)) {
    if (!production) return true;
    throw new ConfigError(
      `Invalid configuration: TRUST_PROXY=true trusts X-Forwarded-For from any peer, so a client reaching the server directly could choose its own address and escape every per-address limit; in production set TRUST_PROXY to your reverse proxies' addresses or CIDR ranges (${TRUST_PROXY_EXAMPLE}), or false without a proxy`,
    );
  }
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(isProxyAddress)) {
    throw new ConfigError(
      `Invalid configuration: TRUST_PROXY must be false, or a comma-separated list of your proxies' addresses or CIDR ranges (${TRUST_PROXY_EXAMPLE}); true is accepted outside production only (got "${value}")`,
    );
  }
  const everyAddress = entries.find((entry) => entry.endsWith("/0"));
  if (production && everyAddress) {
    throw new ConfigError(
      `Invalid configuration: TRUST_PROXY=${everyAddress} trusts every address, as true would; in production name your reverse proxies' addresses or CIDR ranges (${TRUST_PROXY_EXAMPLE})`,
    );
  }
  return entries;
}

/** In production the session cookie must travel over https only: PUBLIC_URL is https (a local address excepted). */
function checkPublicUrl(parsed: z.output<typeof envSchema>, publicUrl: string): void {
  if (parsed.NODE_ENV !== "production") return;
  const url = new URL(publicUrl);
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !local) {
    throw new ConfigError(`Invalid configuration: PUBLIC_URL must be an https URL in production, so session cookies are Secure (got "${url.origin}")`);
  }
}

/** Reads and validates the environment. Throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue ? describeIssue(issue, env) : "unreadable environment"}`);
  }
  const parsed = result.data;
  const dataDir = path.resolve(parsed.DATA_DIR);
  const stripe = readStripe(parsed);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, "");
  checkPublicUrl(parsed, publicUrl);
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    logLevel: parsed.LOG_LEVEL,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    publicUrl,
    trustProxy: readTrustProxy(parsed),
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    notifyEmail: parsed.NOTIFY_EMAIL,
    adminEmails: parsed.ADMIN_EMAILS,
    s3: readS3(parsed),
    authSecret: parsed.AUTH_SECRET,
    bookingHoldSeconds: parsed.BOOKING_HOLD_SECONDS,
    safetySweepSeconds: parsed.SAFETY_SWEEP_SECONDS,
    signUpsPerAddressPerHour: parsed.SIGN_UPS_PER_ADDRESS_PER_HOUR,
    stripe,
    payments: readPaymentsMode(parsed, stripe),
    eventSources: parsed.EVENT_SOURCES,
    eventSourcesAllowPrivate: parsed.EVENT_SOURCES_ALLOW_PRIVATE ?? parsed.NODE_ENV !== "production",
    seedSampleData: parsed.SEED_SAMPLE_DATA ?? parsed.NODE_ENV !== "production",
    llm:
      parsed.LLM_BASE_URL && parsed.LLM_API_KEY && parsed.LLM_MODEL
        ? { baseUrl: parsed.LLM_BASE_URL, apiKey: parsed.LLM_API_KEY, model: parsed.LLM_MODEL }
        : undefined,
    webRoot: path.resolve("build/client"),
  };
}

/** A config for tests: defaults plus overrides, never read from the real environment. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
    authSecret: "test-secret-that-is-long-enough-0123456789",
    ...overrides,
  };
}
