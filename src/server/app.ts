import { randomUUID } from "node:crypto";
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from "fastify";
import compress from "@fastify/compress";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerMail } from "./adapters/mail/register.ts";
import { createMailTransport, type MailTransport } from "./adapters/mail/transport.ts";
import { registerStorageRoutes } from "./adapters/storage/routes.ts";
import { createObjectStore, type ObjectStore } from "./adapters/storage/store.ts";
import { registerUploadParsing } from "./adapters/storage/upload.ts";
import { createPayments, type Payments } from "./adapters/payments/payments.ts";
import { stripeCheckoutOrigin } from "./adapters/payments/stripe.ts";
import { accountRoutes } from "../features/account/index.server.ts";
import { adminRoutes } from "../features/admin/index.server.ts";
import { billingRoutes } from "../features/billing/index.server.ts";
import { attachGuestBookings, bookingPaymentEvents, bookingRoutes, hadSessionWith, membershipPayments } from "../features/bookings/index.server.ts";
import { companionRoutes, createCatalogue, siteFactsRoutes, tellAccountLinked } from "../features/companions/index.server.ts";
import { eventRoutes } from "../features/events/index.server.ts";
import { franchiseRoutes } from "../features/franchise/index.server.ts";
import { hiringRoutes } from "../features/hiring/index.server.ts";
import { memberProfileRoutes } from "../features/member-profiles/index.server.ts";
import { messageRoutes } from "../features/messages/index.server.ts";
import { calendarFeedRoutes, workspaceRoutes } from "../features/workspace/index.server.ts";
import { reportRoutes } from "../features/reports/index.server.ts";
import { reviewRoutes } from "../features/reviews/index.server.ts";
import { rizzRoutes } from "../features/rizz/index.server.ts";
import { savedProfileRoutes } from "../features/saved/index.server.ts";
import { createAuth } from "./auth/auth.ts";
import { registerChangeSettling } from "./auth/session-cache.ts";
import { registerRequestAuth, registerSessionRenewal } from "./auth/request-auth.ts";
import { resolveAuthSecret } from "./auth/secret.ts";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { COMPRESSION_THRESHOLD } from "./http/responses.ts";
import { refuseNullCharacters } from "./http/null-characters.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { registerHealthRoute } from "./http/health.ts";
import { prettyLogStream, registerRequestLog } from "./http/request-log.ts";
import { requestForLog } from "./http/log-redaction.ts";
import { registerSiteRoute } from "./http/site.ts";
import { registerSameOriginCheck } from "./http/same-origin.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerSeoRoutes } from "./http/seo.ts";
import { registerRetentionSweep } from "./jobs/retention-sweep.ts";
import { registerBookingSweeps } from "./jobs/booking-sweeps.ts";
import { registerUnreadMessageMail } from "./jobs/unread-messages.ts";
import { registerSafetySweep } from "./jobs/safety-sweep.ts";
import { loadWebBuild, registerPages, type WebBuild } from "./http/pages.ts";
import { pageServicesFor } from "./http/page-services.ts";
import { accountStateOf } from "../features/account/index.server.ts";

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
  /** The HTTP server Fastify listens with (development puts Vite's middleware in front of it). */
  serverFactory?: FastifyServerOptions["serverFactory"];
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
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; response?: unknown };
}

declare module "fastify" {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
  }
}

/** Never log these: the session cookie, credentials, and anything that looks like a password or token. */
const REDACTED_PATHS = ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]', "*.password", "*.token"];

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole application (tests call this and use `app.inject`); `main.ts` only listens. */
export async function buildApp(dependencies: AppDependencies): Promise<App> {
  const { config, database, webBuild } = dependencies;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      serializers: { req: requestForLog },
      // JSON in production (and tests); readable lines in development.
      ...(dependencies.logStream ? { stream: dependencies.logStream } : config.env === "development" ? { stream: prettyLogStream } : {}),
    },
    // Our own one line per request (http/request-log.ts) replaces Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: config.trustProxy ? "x-request-id" : false,
    genReqId: () => randomUUID(),
    ...(dependencies.serverFactory ? { serverFactory: dependencies.serverFactory } : {}),
  }).withTypeProvider<ZodTypeProvider>();
  // A proxied request id is only trusted when it looks like one (no log injection).
  app.addHook("onRequest", (request, reply, done) => {
    if (!REQUEST_ID.test(request.id)) request.id = randomUUID();
    reply.header("x-request-id", request.id);
    done();
  });

  const routeTable: RouteEntry[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) if (method !== "HEAD") routeTable.push({ method, url: route.url, schema: route.schema });
  });

  registerRequestLog(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  refuseNullCharacters(app);

  const imageOrigins = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
  const formOrigins = config.stripe ? [stripeCheckoutOrigin(config.stripe)] : [];
  registerSecurityHeaders(app, { imageOrigins, formOrigins });
  // Answers are compressed; request bodies are never inflated (no browser sends them compressed, and a
  // small compressed body must not grow into a large one here).
  await app.register(compress, { globalCompression: true, globalDecompression: false, encodings: ["br", "gzip"], threshold: COMPRESSION_THRESHOLD });

  registerSameOriginCheck(app, config.publicUrl);
  registerMail(app, {
    db: database.db,
    transport: dependencies.mailTransport ?? createMailTransport(config),
    runWorker: dependencies.backgroundWorkers ?? false,
  });
  if (dependencies.backgroundWorkers) registerRetentionSweep(app, database.db);
  const auth = createAuth({
    db: database.db,
    config,
    mail: app.mail,
    logger: app.log,
    onEmailVerified: async (user, granted) => {
      await attachGuestBookings(database.db, user);
      if (!granted.companionId) return;
      await tellAccountLinked(database.db, config.publicUrl, user.id, granted.companionId);
      app.mail.wake();
    },
  });
  registerRequestAuth(app, { auth, db: database.db, changes: database.changes, config });
  registerSessionRenewal(app);
  registerChangeSettling(app, database.changes);

  const store = dependencies.store ?? createObjectStore(config);
  await registerUploadParsing(app);
  registerStorageRoutes(app, store);

  registerHealthRoute(app, database);
  registerSiteRoute(app, config);
  registerSeoRoutes(app, config.publicUrl, config.notifyEmail);
  const payments = dependencies.payments ?? createPayments(config, database.db);
  const db = database.db;
  const bookingDeps = { db, config, provider: payments.provider, secret: resolveAuthSecret(config) };
  const catalogue = createCatalogue(db, database.changes, hadSessionWith);
  // Each feature is one plugin, mounted at its prefix; its routes are written relative to it.
  await app.register(accountRoutes, {
    prefix: "/api/account",
    db,
    store,
    provider: payments.provider,
    publicUrl: config.publicUrl,
    signUpsPerHour: config.signUpsPerAddressPerHour,
  });
  await app.register(billingRoutes, {
    prefix: "/api/billing",
    db,
    config,
    ...payments,
    oneOffPayments: bookingPaymentEvents(bookingDeps, app.log),
    membershipPayments,
  });
  await app.register(companionRoutes, { prefix: "/api/companions", db, catalogue });
  await app.register(siteFactsRoutes, { prefix: "/api", catalogue });
  await app.register(reviewRoutes, { prefix: "/api/companions", db, config, catalogue });
  await app.register(messageRoutes, { prefix: "/api", db, config, catalogue, changes: database.changes });
  await app.register(savedProfileRoutes, { prefix: "/api/saved-profiles", db, catalogue });
  await app.register(reportRoutes, { prefix: "/api/reports", db });
  await app.register(eventRoutes, { prefix: "/api/events", db, config, store });
  await app.register(rizzRoutes, { prefix: "/api/rizz", db, config });
  await app.register(hiringRoutes, { prefix: "/api/hiring", db, config, store, catalogue });
  await app.register(memberProfileRoutes, { prefix: "/api", db, store });
  await app.register(bookingRoutes, { prefix: "/api", ...bookingDeps, catalogue });
  await app.register(franchiseRoutes, { prefix: "/api/franchise-enquiries", db, config });
  const calendarFeeds = { db, publicUrl: config.publicUrl, secret: bookingDeps.secret };
  await app.register(workspaceRoutes, { prefix: "/api/workspace", ...calendarFeeds, notifyEmail: config.notifyEmail });
  await app.register(calendarFeedRoutes, { prefix: "/api/calendar", ...calendarFeeds });
  await app.register(adminRoutes, { prefix: "/api/admin", db, config, store, catalogue, bookings: bookingDeps });
  if (dependencies.backgroundWorkers) {
    registerBookingSweeps(app, bookingDeps);
    registerUnreadMessageMail(app, db, config.publicUrl);
    registerSafetySweep(app, { db, notifyEmail: config.notifyEmail, publicUrl: config.publicUrl }, config.safetySweepSeconds);
  }

  const build = webBuild === undefined ? await loadWebBuild(config.webRoot) : (webBuild ?? undefined);
  const pageServiceParts = { db, config, catalogue, store, bookings: bookingDeps };
  const site = {
    origin: config.publicUrl.replace(/\/+$/, ""),
    testPayments: config.payments === "sandbox",
    mailSetUp: Boolean(config.smtpUrl),
    imageOrigins,
    formOrigins,
  };
  await registerPages(app, build, {
    publicUrl: config.publicUrl,
    mode: config.env === "production" ? "production" : "development",
    contextOf: async (request) => ({
      account: accountStateOf(await request.loadViewer()),
      site,
      services: pageServicesFor(request, pageServiceParts),
      clientIp: request.ip,
    }),
  });
  return app;
}
