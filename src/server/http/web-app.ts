import { INTL_LOCALE, LOCALES, localeOfPath, type Locale } from "../../shared/i18n/locales.ts";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isKnownAppPath } from "../../shared/paths.ts";
import { SITE_FACT_IDS, SITE_FACTS_ELEMENT_ID, SITE_FACTS_PATH, SITE_ORIGIN_PLACEHOLDER, type SiteFactId, type SiteFacts } from "../../shared/site.ts";
import { paintBeforeScripts, type AppStart } from "./first-paint.ts";
import { forVisitor, withAppOnDemand, withPaymentsMode } from "./visitor-page.ts";
import { withInitialData } from "./initial-data.ts";
import { withLanguageLinks } from "./language-links.tsx";
import { contentSecurityPolicy } from "./security-headers.ts";
import { notFound } from "./errors.ts";
import { compressBody, preferredEncoding, type Encoding } from "./responses.ts";
import { staticFiles, type StaticFiles } from "./static-files.ts";
import { createRecentMap } from "../recent-map.ts";

/** One HTML document of the build, ready to send: PUBLIC_URL filled in, with its CSP. */
interface HtmlDocument {
  html: string;
  /** The compressed body, made on first use and kept (compressing every page at start costs ~0.4 s). */
  compressed(encoding: Encoding): Buffer;
  csp: string;
}

/** A prerendered page: as sent to a signed-in reader, and as sent to a visitor (see visitor-page.ts). */
interface PrerenderedPage extends HtmlDocument {
  forVisitor?: HtmlDocument;
}

/**
 * Pages that need no app to be read and used by a visitor: everything on them is links and text, and the
 * few controls (the phone menu, the desktop "Profiles" menu, the rizz generator's form) work or start the app on
 * demand (first-paint.ts: what is typed and clicked before it is in is given to it).
 * A visitor who only reads downloads no JavaScript (issue 25: the home page's budget). The pages drawn from
 * data (the profiles, the events) are marked so by the server as it writes their data (initial-data.ts).
 */
const APP_ON_DEMAND_PAGES = new Set(["/", "/es", "/pricing", "/es/pricing", "/rizz", "/es/rizz"]);

/** What the server knows about the built web app, read once at start. */
export interface WebBuild {
  /** Prerendered pages by URL path ("/", "/about"...). */
  pages: Map<string, PrerenderedPage>;
  /** The SPA shell for routes that are not prerendered (and the 404 page), by language. */
  fallback: Record<Locale, HtmlDocument>;
  /** Other files of the build, by URL path ("/favicon.svg", "/assets/entry-abc.js"), served from memory. */
  files: StaticFiles;
}

const FALLBACK_FILE = "__spa-fallback.html";
const HASHED_ASSETS_PREFIX = "/assets/";
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? "";
    if (body.trim() === "") continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

async function listFiles(root: string, dir = ""): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = path.posix.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(root, relative) : Promise.resolve([relative]);
    }),
  );
  return nested.flat();
}

/** The SPA shell answers many addresses: it must not claim to be the home page's canonical copy. */
const PAGE_ADDRESS_TAGS = /<link rel="canonical"[^>]*>|<meta property="og:url"[^>]*>|<link rel="alternate" hreflang="[^"]*"[^>]*>/gi;

async function readHtml(root: string, file: string, options: BuildOptions): Promise<string> {
  const html = (await readFile(path.join(root, file), "utf8")).replaceAll(SITE_ORIGIN_PLACEHOLDER, options.publicUrl.replace(/\/+$/, ""));
  return withPaymentsMode(html, options.testPayments);
}

/**
 * A built page, and its visitor's edition (signed out, with Login; the app on demand where it may wait: always on
 * the home pages, else as the server marks the page it sends, when it wrote all that the page needs).
 */
async function readPage(root: string, file: string, urlPath: string, options: BuildOptions): Promise<PrerenderedPage> {
  const html = await readHtml(root, file, options);
  const visitorHtml = forVisitor(html, urlPath);
  const start = APP_ON_DEMAND_PAGES.has(urlPath) ? "on-demand" : "as-marked";
  return { ...readyToSend(html, options), forVisitor: visitorHtml === undefined ? undefined : readyToSend(visitorHtml, options, start) };
}

function readyToSend(html: string, options: BuildOptions, start: AppStart = "after-paint"): HtmlDocument {
  const document = paintBeforeScripts(html, start);
  return keptDocument(document, contentSecurityPolicy({ scriptHashes: inlineScriptHashes(document), imageOrigins: options.imageOrigins ?? [] }));
}

/** The app shell (every page that is not prerendered), in a language; its app starts as the server marks each page (shellPage). */
async function readShell(root: string, options: BuildOptions, shellLocale: Locale): Promise<HtmlDocument> {
  let html = await readHtml(root, FALLBACK_FILE, options);
  // The shell serves every language's unprerendered paths: it says the path's language before the app starts.
  html = html
    .replace(PAGE_ADDRESS_TAGS, "")
    .replace(/<html lang="[a-z]+"/, `<html lang="${shellLocale}"`)
    .replace(/<meta property="og:locale" content="[^"]*"/, `<meta property="og:locale" content="${INTL_LOCALE[shellLocale].replace("-", "_")}"`);
  return readyToSend(html, options, "as-marked");
}

/** A document whose body is compressed once per encoding, on first use, with `effort`. */
function compressedOnUse(html: string, csp: string, effort: "kept" | "one-off"): HtmlDocument {
  const cache: Partial<Record<Encoding, Buffer>> = {};
  return { html, csp, compressed: (encoding) => (cache[encoding] ??= compressBody(html, encoding, effort)) };
}

/** A document sent many times: compressed hard. */
const keptDocument = (html: string, csp: string) => compressedOnUse(html, csp, "kept");

/** A count in a prerendered page (shared/site.ts siteFactToken). */
const FACT_TOKEN = new RegExp(`⟦(${SITE_FACT_IDS.join("|")})⟧`, "g");
const withCurrentFacts = new WeakMap<HtmlDocument, { facts: string; document: HtmlDocument }>();

/**
 * A page that states the site's counts (home, About), with the current ones written in, and given to the
 * app in a JSON script so that it takes over the same text. Kept until the counts change.
 */
async function withSiteFacts(app: FastifyInstance, document: HtmlDocument): Promise<HtmlDocument> {
  if (!document.html.includes("⟦")) return document;
  const answer = await app.inject({ method: "GET", url: SITE_FACTS_PATH });
  const facts = answer.statusCode === 200 ? (answer.json() as SiteFacts) : null;
  const key = facts ? JSON.stringify(facts) : "";
  const kept = withCurrentFacts.get(document);
  if (kept?.facts === key) return kept.document;
  const html = document.html
    .replace(FACT_TOKEN, (_token, id: SiteFactId) => (facts ? String(facts[id]) : "…"))
    .replace("</head>", facts ? `<script type="application/json" id="${SITE_FACTS_ELEMENT_ID}">${key}</script></head>` : "</head>");
  const written = keptDocument(html, document.csp);
  withCurrentFacts.set(document, { facts: key, document: written });
  return written;
}

export interface BuildOptions {
  /** The site's address (PUBLIC_URL): absolute links in the prerendered pages point here. */
  publicUrl: string;
  /** Payments are a test shop (PAYMENTS=sandbox): every page says so. */
  testPayments: boolean;
  imageOrigins?: readonly string[];
}

/** Reads the build folder; undefined when the web app has not been built (API-only tests). */
export async function loadWebBuild(root: string, options: BuildOptions): Promise<WebBuild | undefined> {
  if (!existsSync(path.join(root, FALLBACK_FILE))) return undefined;
  const pages = new Map<string, PrerenderedPage>();
  const files: string[] = [];
  for (const file of await listFiles(root)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    if (file === "index.html" || file.endsWith("/index.html")) {
      const urlPath = "/" + file.replace(/\/?index\.html$/, "");
      pages.set(urlPath, await readPage(root, file, urlPath, options));
    } else if (file !== FALLBACK_FILE) {
      files.push("/" + file);
    }
  }
  const shells = await Promise.all(LOCALES.map(async (locale) => [locale, await readShell(root, options, locale)] as const));
  return { pages, files: staticFiles(root, files), fallback: Object.fromEntries(shells) as Record<Locale, HtmlDocument> };
}

function sendDocument(request: FastifyRequest, reply: FastifyReply, document: HtmlDocument, status = 200) {
  reply.header("content-security-policy", document.csp);
  // Varies with the viewer when it carries their first API answers: never shared by a cache.
  reply.header("cache-control", "private, no-cache");
  reply.header("vary", "accept-encoding, cookie");
  reply.type("text/html; charset=utf-8").status(status);
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  return encoding ? reply.header("content-encoding", encoding).send(document.compressed(encoding)) : reply.send(document.html);
}

/**
 * Documents written for a request (a page with a viewer's answers), by their HTML: the same page for the next
 * visitor is sent as it was compressed for the last one. Each is compressed quickly, as most are sent only a few times.
 */
const writtenDocuments = createRecentMap<HtmlDocument>({ capacity: 100 });

/** A document written for a request (its scripts, and so its CSP, unchanged). */
function writtenDocument(html: string, csp: string): HtmlDocument {
  const kept = writtenDocuments.get(html);
  return kept?.csp === csp ? kept : writtenDocuments.set(html, compressedOnUse(html, csp, "one-off"));
}

/** The document with this viewer's first API answers written in; for a visitor, marked on demand when that made it whole. */
async function personalised(app: FastifyInstance, request: FastifyRequest, pathname: string, document: HtmlDocument, visitor: boolean): Promise<HtmlDocument> {
  const page = await withInitialData(app, request, pathname, document.html);
  if (page.html === document.html) return document;
  return writtenDocument(visitor && page.whole ? withAppOnDemand(page.html) : page.html, document.csp);
}

/**
 * The app shell for one address (a profile, a member's page…): with the path's language links; for a visitor,
 * signed out from the start with Login in its header, like the prerendered pages (visitor-page.ts; without it
 * the app waited for /api/account/me before it drew the link, then drew the whole page again); with the
 * viewer's first answers when the path is a page. A visitor's page the server wrote whole starts its app on demand.
 */
async function shellPage(app: FastifyInstance, request: FastifyRequest, pathname: string, shell: HtmlDocument, known: boolean): Promise<HtmlDocument> {
  const visitor = await isVisitorWithoutQuery(request);
  const linked = withLanguageLinks(shell.html, pathname);
  const signedOut = visitor ? (forVisitor(linked, pathname) ?? linked) : linked;
  if (!known) return signedOut === shell.html ? shell : writtenDocument(signedOut, shell.csp);
  const page = await withInitialData(app, request, pathname, signedOut);
  return writtenDocument(visitor && page.whole ? withAppOnDemand(page.html) : page.html, shell.csp);
}

/**
 * Serves the built app: hashed assets immutable, other files for an hour, HTML never cached without
 * revalidation, precompressed brotli/gzip when the client accepts them. A path that is no file gets the
 * prerendered page or the app shell, with status 404 when no route of the app matches it.
 */
export async function registerWebApp(app: FastifyInstance, build: WebBuild | undefined): Promise<void> {
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = decodeURIComponentSafe(request.url.split("?")[0] ?? "/");
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (!build || !isRead || pathname === "/api" || pathname.startsWith("/api/")) {
      throw notFound(`No endpoint ${request.method} ${pathname}.`);
    }
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    const page = build.pages.get(trimmed);
    if (page) {
      const visitor = page.forVisitor !== undefined && (await isVisitorWithoutQuery(request));
      const edition = (visitor && page.forVisitor) || page;
      return sendDocument(request, reply, await personalised(app, request, trimmed, await withSiteFacts(app, edition), visitor));
    }
    if (build.files.has(pathname)) {
      const immutable = pathname.startsWith(HASHED_ASSETS_PREFIX);
      return build.files.send(request, reply, pathname, immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    }
    if (pathname.startsWith(HASHED_ASSETS_PREFIX)) throw notFound("No such file.");
    const known = isKnownAppPath(trimmed);
    return sendDocument(request, reply, await shellPage(app, request, trimmed, build.fallback[localeOfPath(trimmed)], known), known ? 200 : 404);
  });
}

/**
 * A request without a valid session, for a page's plain address: its Login link returns to the page, so an
 * address with a query (filters) gets the page as built, whose app draws the link with the query. When the
 * session cannot be read (the database down), the page as built too: the app asks again once it runs.
 */
async function isVisitorWithoutQuery(request: FastifyRequest): Promise<boolean> {
  if (request.url.includes("?")) return false;
  const viewer = await request.loadViewer().catch(() => undefined);
  return viewer === null;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
