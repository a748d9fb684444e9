import { count, desc, eq, max, sql } from "drizzle-orm";
import { profiles } from "../../server/auth/tables.ts";
import type { AppConfig } from "../../server/config.ts";
import { queryRows, type Db } from "../../server/db/client.ts";
import { outbox } from "../../server/db/platform-tables.ts";
import { lastStripeEventAt } from "../billing/index.server.ts";
import { countEventSources } from "../events/index.server.ts";
import { enqueueMail } from "../../server/adapters/mail/outbox.ts";
import { recordAudit } from "../../server/audit.ts";
import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import { consumeLimit } from "../../server/http/rate-limit.ts";
import { conflict } from "../../server/http/errors.ts";
import { responses } from "../../server/http/responses.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import { launchChecklistView, testMailView, type LaunchCheck } from "./responses.ts";
import { formatDateTime } from "../../shared/format.ts";

/**
 * The operator's first-run checklist: each adapter and setting with its state and the one line that fixes it
 * (a variable to set, a command to run or a place on the dashboard). Read from the running configuration and
 * the database; a secret's value is never part of it. Shown by `npm run cli -- doctor` and on the dashboard.
 */
export async function launchChecklist(db: Db, config: AppConfig): Promise<LaunchCheck[]> {
  const [stripeEventAt, mail, sources, admins, instances] = await Promise.all([
    lastStripeEventAt(db),
    mailState(db),
    countEventSources(db, config.eventSources),
    countOf(db.select({ value: count() }).from(profiles).where(eq(profiles.role, "admin"))),
    countInstances(db, config),
  ]);
  const production = config.env === "production";
  return [
    paymentsCheck(config, stripeEventAt),
    mailCheck(config, mail),
    storageCheck(config, instances),
    sourcesCheck(sources),
    adminsCheck(admins, config.adminEmails),
    publicUrlCheck(config, production),
    backupsCheck(config),
  ];
}

const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;

function paymentsCheck(config: AppConfig, stripeEventAt: Date | null): LaunchCheck {
  const id = "payments";
  if (config.payments === "sandbox") {
    return {
      id,
      state: config.env === "production" ? "warn" : "ok",
      detail: "The sandbox takes payments: a test shop that takes no money and says so on every page.",
      fix: "Set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID (and remove PAYMENTS=sandbox) to take real payments.",
    };
  }
  if (!stripeEventAt) {
    return {
      id,
      state: "warn",
      detail: "Stripe is configured (keys set), but no webhook has reached this site yet.",
      fix: `In Stripe's dashboard add the webhook endpoint ${config.publicUrl}/api/billing/stripe/webhook with the signing secret in STRIPE_WEBHOOK_SECRET.`,
    };
  }
  return { id, state: "ok", detail: `Stripe is configured; the last webhook arrived ${formatDateTime(stripeEventAt)} (Florida time).`, fix: "" };
}

interface MailState {
  failed: number;
  lastSentAt: Date | null;
  lastFailure: string | null;
}

async function mailState(db: Db): Promise<MailState> {
  const [failed, sent, lastFailed] = await Promise.all([
    countOf(db.select({ value: count() }).from(outbox).where(eq(outbox.status, "failed"))),
    db.select({ at: max(outbox.sentAt) }).from(outbox),
    db.select({ error: outbox.lastError }).from(outbox).where(eq(outbox.status, "failed")).orderBy(desc(outbox.createdAt)).limit(1),
  ]);
  return { failed, lastSentAt: sent[0]?.at ?? null, lastFailure: lastFailed[0]?.error ?? null };
}

function mailCheck(config: AppConfig, mail: MailState): LaunchCheck {
  const id = "mail";
  const last = mail.lastSentAt ? ` Last delivery: ${formatDateTime(mail.lastSentAt)} (Florida time).` : " Nothing delivered yet.";
  if (!config.smtpUrl) {
    return {
      id,
      state: config.env === "production" ? "missing" : "warn",
      detail: "Mail stays in the embedded outbox: nobody receives it.",
      fix: "Set SMTP_URL (smtp://user:password@host:587) and MAIL_FROM, then send a test mail from the dashboard.",
    };
  }
  if (mail.failed > 0) {
    return {
      id,
      state: "warn",
      detail: `Mail goes out by SMTP; ${mail.failed} failed.${last}${mail.lastFailure ? ` Last error: ${mail.lastFailure}` : ""}`,
      fix: "Check SMTP_URL, then retry the failed mail in the dashboard's Mail section.",
    };
  }
  return {
    id,
    state: "ok",
    detail: `Mail goes out by SMTP.${last}`,
    fix: mail.lastSentAt ? "" : "Send a test mail from the dashboard's Launch checklist.",
  };
}

/** How many instances share the database: their change-feed connections on PostgreSQL (null when unknown), one on PGlite. */
async function countInstances(db: Db, config: AppConfig): Promise<number | null> {
  if (!config.databaseUrl) return 1;
  try {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pg_stat_activity where application_name = 'wingmate-change-feed'`);
    return row?.n ?? null;
  } catch {
    return null;
  }
}

function storageCheck(config: AppConfig, instances: number | null): LaunchCheck {
  const id = "storage";
  if (config.s3) {
    return { id, state: "ok", detail: `Uploads are stored in the S3 bucket ${config.s3.bucket}.`, fix: "" };
  }
  const detail = `Uploads are stored on this machine's disk (${config.dataDir}): right for one instance only.`;
  if (instances !== null && instances > 1) {
    return {
      id,
      state: "missing",
      detail: `${detail} ${instances} instances share this database.`,
      fix: "Set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a non-AWS store).",
    };
  }
  return {
    id,
    state: config.databaseUrl ? "warn" : "ok",
    detail,
    fix: "Before running more than one instance, set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.",
  };
}

function sourcesCheck(sources: number): LaunchCheck {
  const id = "event-sources";
  if (sources === 0) {
    return {
      id,
      state: "warn",
      detail:
        "No event source yet: the events page lists only events staff write. A source is a page with schema.org Event JSON-LD (a venue's or Eventbrite's event pages) or an iCalendar (.ics) feed (Google Calendar, Meetup).",
      fix: "Add one in the dashboard's Events section, or set EVENT_SOURCES to a comma-separated list of URLs.",
    };
  }
  return { id, state: "ok", detail: `${sources} event source${sources === 1 ? "" : "s"} read on each refresh.`, fix: "" };
}

function adminsCheck(admins: number, adminEmails: string[]): LaunchCheck {
  const id = "admins";
  if (admins === 0) {
    return {
      id,
      state: "missing",
      detail: "No admin account yet: nobody can open the dashboard.",
      fix: "Sign up, then run: npm run cli -- role <email> admin (or list the address in ADMIN_EMAILS: admin once it is verified).",
    };
  }
  const listed = adminEmails.length ? ` ADMIN_EMAILS names ${adminEmails.length}.` : "";
  return { id, state: "ok", detail: `${admins} admin account${admins === 1 ? "" : "s"}.${listed}`, fix: "" };
}

function publicUrlCheck(config: AppConfig, production: boolean): LaunchCheck {
  const id = "public-url";
  const url = new URL(config.publicUrl);
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol === "https:" && !local) {
    return { id, state: "ok", detail: `Links in mail and pages point at ${url.origin}, over https.`, fix: "" };
  }
  return {
    id,
    state: production ? "missing" : "warn",
    detail: local ? `PUBLIC_URL is ${url.origin}: links in mail lead to this machine only.` : `PUBLIC_URL is ${url.origin}, not https.`,
    fix: "Set PUBLIC_URL to the site's https address (https://wingmate.example) behind a proxy that terminates TLS.",
  };
}

/** No backup is recorded by the database: the check says how to take one (the command writes a file, elsewhere). */
function backupsCheck(config: AppConfig): LaunchCheck {
  return {
    id: "backups",
    state: config.env === "production" ? "warn" : "ok",
    detail: `No backup is recorded here: backups are files written by the CLI (${config.databaseUrl ? "a pg_dump archive" : "the data folder as a tarball"}).`,
    fix: config.databaseUrl
      ? "Run npm run cli -- backup wingmate-$(date +%F).dump daily from cron, and keep the files (and the uploads) off this machine."
      : "Stop the server, run npm run cli -- backup wingmate-$(date +%F).tar.gz, and copy it with DATA_DIR/uploads off this machine.",
  };
}

const mailNotSetUp = "Mail is not set up yet: set SMTP_URL and start the server again, then send a test mail.";

const testMailsPerAdmin = { limit: 5, windowSeconds: 3600, message: "Five test mails an hour: wait a little before sending another." };

/** The checklist on the dashboard, and a test mail to the admin's own address through the outbox (rate-limited, audited). */
export function registerChecklistRoutes(app: TypedApp, { db, config }: { db: Db; config: AppConfig }): void {
  const admin = { preValidation: requireRole("admin") };

  app.get("/checklist", { ...admin, schema: { response: responses({ 200: launchChecklistView }) } }, async () => ({
    checks: await launchChecklist(db, config),
  }));

  app.post("/checklist/test-mail", { ...admin, schema: { response: responses({ 200: testMailView }) } }, async (request) => {
    // Without SMTP in production the mail would wait in the outbox for nobody: the checklist's fix comes first.
    if (!config.smtpUrl && config.env === "production") throw conflict(mailNotSetUp, "mail_not_configured");
    const { user } = await viewerOf(request);
    await consumeLimit(db, `test-mail:account:${user.id}`, testMailsPerAdmin);
    await db.transaction(async (tx) => {
      const id = await enqueueMail(tx, {
        kind: "test-mail",
        to: user.email,
        subject: "Wingmate test mail",
        text: `This test mail was sent from the admin dashboard's Launch checklist of ${config.publicUrl}.\n\nIf you can read it, mail reaches your inbox.\n`,
      });
      await recordAudit(tx, { actorId: user.id, action: "mail.test", subjectType: "outbox", subjectId: id, after: { to: user.email } });
    });
    app.mail.wake();
    return { to: user.email };
  });
}
