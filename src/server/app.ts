import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import compress from "@fastify/compress";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerMail } from "./adapters/mail/register.ts";
import { createMailTransport, type MailTransport } from "./adapters/mail/transport.ts";
import { registerStorageRoutes } from "./adapters/storage/routes.ts";
import { createObjectStore, type ObjectStore } from "./adapters/storage/store.ts";
import { registerUploadParsing } from "./adapters/storage/upload.ts";
import { registerAccountRoutes } from "../features/account/routes.server.ts";
import { registerAdminRoutes } from "../features/admin/routes.server.ts";
import { bookingPaymentEvents } from "../features/bookings/payments.server.ts";
import { registerBookingRoutes } from "../features/bookings/routes.server.ts";
import { attachGuestBookings } from "../features/bookings/service.server.ts";
import { registerComplimentaryMembershipRoute, registerSubscriptionOverviewRoute } from "../features/billing/complimentary.server.ts";
import { registerBillingRoutes } from "../features/billing/routes.server.ts";
import { createPayments, type Payments } from "./adapters/payments/payments.ts";
import { createCatalogue } from "../features/companions/catalogue.server.ts";
import { registerCompanionRoutes } from "../features/companions/routes.server.ts";
import { registerEventRoutes } from "../features/events/routes.server.ts";
import { registerFranchiseRoutes } from "../features/franchise/routes.server.ts";
import { registerHiringRoutes } from "../features/hiring/routes.server.ts";
import { registerMemberProfileRoutes } from "../features/member-profiles/routes.server.ts";
import { registerMessageRoutes } from "../features/messages/routes.server.ts";
import { registerReportRoutes } from "../features/reports/routes.server.ts";
import { registerRizzRoutes } from "../features/rizz/routes.server.ts";
import { registerReviewRoutes } from "../features/reviews/routes.server.ts";
import { registerSavedProfileRoutes } from "../features/saved/routes.server.ts";
import { createAuth } from "./auth/auth.ts";
import { registerRequestAuth, registerSessionRenewal } from "./auth/request-auth.ts";
import { resolveAuthSecret } from "./auth/secret.ts";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { refuseNullCharacters } from "./http/null-characters.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { registerHealthRoute } from "./http/health.ts";
import { requestForLog } from "./http/log-redaction.ts";
import { registerSiteRoute } from "./http/site.ts";
import { registerSameOriginCheck } from "./http/same-origin.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerSeoRoutes } from "./http/seo.ts";
import { registerRetentionSweep } from "./retention.ts";
import { loadWebBuild, registerWebApp, type WebBuild } from "./http/web-app.ts";

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  /** The built web app; read from `config.webRoot` when not given. `null` serves the API only. */
  webBuild?: WebBuild | null;
  /** How mail leaves: SMTP when SMTP_URL is set, otherwise kept in the outbox (see createMailTransport). */
  mailTransport?: MailTransport;
  /** Where uploads go: local disk under DATA_DIR, or S3 when configured (see createObjectStore). */
  store?: ObjectStore;
  /** How memberships are paid; by default Stripe when configured, else the sandbox (see createPayments). */
  payments?: Payments;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: { write(line: string): void };
  /** Run background work (the outbox worker, the sweeps) in this process; `main.ts` turns it on, tests do not. */
  backgroundWorkers?: boolean;
}

export type App = FastifyInstance;

/** One route as registered: tests enumerate these so that a new route cannot escape its checks. */
export interface RouteEntry {
  method: string;
  url: string;
  /** The route's validation schemas (zod), for tests that derive requests from them. */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

declare module "fastify" {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
  }
}

/** Never log these: the session cookie, credentials, and anything that looks like a password or token. */
const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "*.password",
  "*.token",
];

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole application (tests call this and use `app.inject`); `main.ts` only listens. */
export async function buildApp(dependencies: AppDependencies): Promise<App> {
  const { config, database, webBuild } = dependencies;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      serializers: { req: requestForLog },
      ...(dependencies.logStream ? { stream: dependencies.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: config.trustProxy ? "x-request-id" : false,
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  // A proxied request id is only trusted when it looks like one (no log injection).
  app.addHook("onRequest", async (request, reply) => {
    if (!REQUEST_ID.test(request.id)) request.id = randomUUID();
    reply.header("x-request-id", request.id);
  });

  const routeTable: RouteEntry[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) if (method !== "HEAD") routeTable.push({ method, url: route.url, schema: route.schema });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  refuseNullCharacters(app);

  const imageOrigins = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
  await registerSecurityHeaders(app, imageOrigins);
  await app.register(cookie);
  await app.register(compress, { global: true, encodings: ["br", "gzip"], threshold: 1024 });

  registerSameOriginCheck(app, config.publicUrl);
  registerMail(app, {
    db: database.db,
    transport: dependencies.mailTransport ?? createMailTransport(config),
    runWorker: dependencies.backgroundWorkers ?? false,
  });
  if (dependencies.backgroundWorkers) registerRetentionSweep(app, database.db);
  const auth = createAuth({ db: database.db, config, mail: app.mail, logger: app.log, onEmailVerified: (user) => attachGuestBookings(database.db, user) });
  registerRequestAuth(app, { auth, db: database.db, config });
  registerSessionRenewal(app);

  const store = dependencies.store ?? createObjectStore(config);
  await registerUploadParsing(app);
  registerStorageRoutes(app, store);

  registerHealthRoute(app, database);
  registerSiteRoute(app, config);
  registerSeoRoutes(app, config.publicUrl, config.notifyEmail);
  const payments = dependencies.payments ?? createPayments(config, database.db);
  registerAccountRoutes(app, { db: database.db, store, provider: payments.provider });
  registerComplimentaryMembershipRoute(app, { db: database.db });
  registerSubscriptionOverviewRoute(app, { db: database.db });
  const bookingDeps = { db: database.db, config, provider: payments.provider, secret: resolveAuthSecret(config) };
  registerBillingRoutes(app, { db: database.db, config, ...payments, oneOffPayments: bookingPaymentEvents(bookingDeps, app.log) });
  const catalogue = createCatalogue(database.db);
  registerCompanionRoutes(app, { db: database.db, store, catalogue });
  registerReviewRoutes(app, { db: database.db, config, catalogue });
  registerSavedProfileRoutes(app, { db: database.db, catalogue });
  registerMessageRoutes(app, { db: database.db, config, catalogue });
  registerReportRoutes(app, { db: database.db });
  registerEventRoutes(app, { db: database.db, config });
  registerRizzRoutes(app, { db: database.db, config });
  registerHiringRoutes(app, { db: database.db, config, store, catalogue });
  registerMemberProfileRoutes(app, { db: database.db, store });
  registerBookingRoutes(app, { ...bookingDeps, catalogue, runBackgroundWork: dependencies.backgroundWorkers ?? false });
  registerFranchiseRoutes(app, { db: database.db, config });
  registerAdminRoutes(app, { db: database.db });

  const build = webBuild === undefined ? await loadWebBuild(config.webRoot, { publicUrl: config.publicUrl, imageOrigins }) : (webBuild ?? undefined);
  await registerWebApp(app, build);
  return app;
}
