import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import type { PageContext } from "../../web/page-context.ts";
import { notFound } from "./errors.ts";
import { compressBody, COMPRESSION_THRESHOLD, preferredEncoding } from "./responses.ts";
import { staticFiles, type StaticFiles } from "./static-files.ts";

/**
 * The web app, served by this process: React Router renders every page on the server from its route module,
 * with its loader's data (src/web/page-context.ts says what a loader may use); the build's other files
 * (scripts, styles, pictures) are served from memory.
 */
export interface WebBuild {
  /** React Router's server build: build/server/index.js, or in development the one Vite keeps current. */
  server: ServerBuild | (() => Promise<ServerBuild>);
  /** The files the browser loads, by URL path ("/favicon.svg", "/assets/entry-abc.js"). */
  files: StaticFiles;
}

const HASHED_ASSETS_PREFIX = "/assets/";
const PAGE_FORM_TYPE = "application/x-www-form-urlencoded";
const PAGE_FORM_LIMIT = 64 * 1024;
const SERVER_BUILD_FILE = "index.js";

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

/** Reads the build (`webRoot` is build/client; the server build is beside it); undefined when it has not been built (API-only tests). */
export async function loadWebBuild(webRoot: string): Promise<WebBuild | undefined> {
  const serverEntry = path.join(webRoot, "..", "server", SERVER_BUILD_FILE);
  if (!existsSync(serverEntry)) return undefined;
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const files = (await listFiles(webRoot)).filter((file) => !file.endsWith(".br") && !file.endsWith(".gz")).map((file) => `/${file}`);
  return { server, files: staticFiles(webRoot, files) };
}

/** The context key the build's loaders read: the build's own (its entry module exports it), so that both sides hold the same key. */
function pageContextKey(server: ServerBuild): RouterContext<PageContext> {
  const key = (server.entry.module as { pageContext?: RouterContext<PageContext> }).pageContext;
  if (!key) throw new Error("The web build's entry.server does not export pageContext: build it again (npm run build).");
  return key;
}

export interface PagesOptions {
  /** The site's address (PUBLIC_URL): pages are rendered for it, whatever Host a request names. */
  publicUrl: string;
  mode: "production" | "development";
  /** The request's page context: its viewer's account, the site's settings, the services bound to its viewer. */
  contextOf(request: FastifyRequest): Promise<PageContext>;
}

/** A Web Request for React Router: the page's address on this site, the browser's headers, a form's body. */
function webRequestOf(request: FastifyRequest, publicUrl: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of [value ?? []].flat()) headers.append(name, item);
  }
  const method = request.method;
  const hasBody = method !== "GET" && method !== "HEAD";
  const body = hasBody ? formBodyOf(request.body) : undefined;
  if (body !== undefined) headers.delete("content-length");
  return new Request(new URL(request.url, publicUrl), { method, headers, body, signal });
}

/** A form post's fields as the browser sent them. */
function formBodyOf(body: unknown): string | undefined {
  return typeof body === "string" ? body : undefined;
}

async function sendWebResponse(request: FastifyRequest, reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  // Drawn for this viewer: never kept by a shared cache.
  if (!response.headers.has("cache-control")) reply.header("cache-control", "private, no-cache");
  reply.header("vary", "accept-encoding, cookie");
  if (!response.body) return reply.send(null);
  // Pages are answered outside any route, where the compression plugin's hook does not run: compressed here.
  const body = Buffer.from(await response.arrayBuffer());
  const encoding = body.length >= COMPRESSION_THRESHOLD ? preferredEncoding(request.headers["accept-encoding"]) : null;
  return encoding ? reply.header("content-encoding", encoding).send(compressBody(body, encoding, "one-off")) : reply.send(body);
}

const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();

/** React Router's request handler for a build, made once per build (in development, once per change). */
function handlerFor(server: ServerBuild, mode: PagesOptions["mode"]) {
  let handler = handlers.get(server);
  if (!handler) handlers.set(server, (handler = createRequestHandler(server, mode)));
  return handler;
}

/**
 * Serves the built app: hashed assets immutable, other files for an hour; any other path of a GET, HEAD or
 * POST (a page's form) is a page for React Router, which answers 404 when no route matches it.
 */
export async function registerPages(app: FastifyInstance, build: WebBuild | undefined, options: PagesOptions): Promise<void> {
  // A page's form (a route action), as the browser posts it: its fields reach React Router as they came.
  app.addContentTypeParser(PAGE_FORM_TYPE, { parseAs: "string", bodyLimit: PAGE_FORM_LIMIT }, (_request, body, done) => done(null, body));
  const currentBuild = async () => (typeof build?.server === "function" ? build.server() : build?.server);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isPageMethod = request.method === "GET" || request.method === "HEAD" || request.method === "POST";
    if (!build || !isPageMethod || pathname === "/api" || pathname.startsWith("/api/")) {
      throw notFound(`No endpoint ${request.method} ${pathname}.`);
    }
    if (request.method !== "POST" && build.files.has(pathname)) {
      const immutable = pathname.startsWith(HASHED_ASSETS_PREFIX);
      return build.files.send(request, reply, pathname, immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    }
    if (pathname.startsWith(HASHED_ASSETS_PREFIX)) throw notFound("No such file.");
    const server = await currentBuild();
    if (!server) throw notFound(`No endpoint ${request.method} ${pathname}.`);
    const aborted = new AbortController();
    reply.raw.once("close", () => aborted.abort());
    const context = new RouterContextProvider(new Map([[pageContextKey(server), await options.contextOf(request)]]));
    return sendWebResponse(request, reply, await handlerFor(server, options.mode)(webRequestOf(request, options.publicUrl, aborted.signal), context));
  });
}
