import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { contentTypeOf } from "../adapters/storage/store.ts";
import { acceptedEncodings, type Encoding } from "./responses.ts";

/**
 * The build's files (scripts, styles, fonts, icons), kept in memory once read, with their precompressed
 * editions. A page load asks for some seventy of them. Served from disk, each cost the server a stat, an
 * open, a read and a close: 35–40% of the server's CPU time for a page, at the moment the reader's
 * browser needs the cores to start the app. The build does not change while the
 * server runs, so nothing read here goes stale.
 */

/** The build's other kinds of file (pictures are typed as the file store types them: contentTypeOf). */
const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
};

const PRECOMPRESSED: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

interface StaticFile {
  body: Buffer;
  /** The build's .br and .gz files beside it (small files have none). */
  encoded: Partial<Record<Encoding, Buffer>>;
  contentType: string;
  etag: string;
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

async function readStaticFile(root: string, urlPath: string): Promise<StaticFile> {
  const file = path.join(root, urlPath);
  const [body, br, gzip] = await Promise.all([readFile(file), readIfPresent(file + PRECOMPRESSED.br), readIfPresent(file + PRECOMPRESSED.gzip)]);
  return {
    body,
    encoded: { ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) },
    contentType: contentTypeOf(file) ?? CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
  };
}

/** The build's files by URL path ("/assets/entry-abc.js"), each read on its first request. */
export function staticFiles(root: string, urlPaths: Iterable<string>) {
  const known = new Set(urlPaths);
  const read = new Map<string, Promise<StaticFile>>();
  return {
    has: (urlPath: string) => known.has(urlPath),
    /** Sends a known file: its brotli or gzip edition when the client takes it, 304 when the client has it. */
    async send(request: FastifyRequest, reply: FastifyReply, urlPath: string, cacheControl: string) {
      let pending = read.get(urlPath);
      if (!pending) {
        pending = readStaticFile(root, urlPath);
        read.set(urlPath, pending);
        // A file that could not be read (removed from the build) is tried again next time.
        pending.catch(() => read.delete(urlPath));
      }
      const file = await pending;
      reply.header("cache-control", cacheControl).header("etag", file.etag).header("vary", "accept-encoding").type(file.contentType);
      if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
      const encoding = acceptedEncodings(request.headers["accept-encoding"]).find((accepted) => file.encoded[accepted]);
      const encoded = encoding && file.encoded[encoding];
      return encoding && encoded ? reply.header("content-encoding", encoding).send(encoded) : reply.send(file.body);
    },
  };
}

export type StaticFiles = ReturnType<typeof staticFiles>;
