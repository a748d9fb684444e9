import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { createContext, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createTestApp, type TestApp } from "./testing/test-app.ts";
import { badRequest } from "./http/errors.ts";
import type { WebBuild } from "./http/pages.ts";
import { staticFiles } from "./http/static-files.ts";

const SCRIPT = "console.log('wingmate');".repeat(100);
const SECRET = "a file beside the build";
const BUILD_FILES = ["/assets/entry-abc123.js", "/favicon.svg"];

/** The build's browser files (a hashed script with its gzip edition but no brotli one, an icon), and a file beside them. */
async function writeBuildFiles(root: string): Promise<void> {
  await writeFile(path.join(root, "..", "secret.txt"), SECRET);
  await mkdir(path.join(root, "assets"), { recursive: true });
  await writeFile(path.join(root, "assets", "entry-abc123.js"), SCRIPT);
  await writeFile(path.join(root, "assets", "entry-abc123.js.gz"), gzipSync(SCRIPT));
  await writeFile(path.join(root, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
}

/**
 * A server build that is never asked for a page: these tests only ask for the build's files (pages are
 * rendered from the real build in http/pages.int.test.ts). It carries the context key the server reads.
 */
const SERVER_WITHOUT_PAGES = { entry: { module: { pageContext: createContext() } } } as unknown as ServerBuild;

function webBuildOf(root: string): WebBuild {
  return { server: SERVER_WITHOUT_PAGES, files: staticFiles(root, BUILD_FILES) };
}

describe("the application shell", () => {
  let harness: TestApp;
  let outside: string;
  let buildRoot: string;

  beforeAll(async () => {
    outside = await mkdtemp(path.join(tmpdir(), "wingmate-build-"));
    buildRoot = path.join(outside, "client");
    await writeBuildFiles(buildRoot);
    harness = await createTestApp({
      config: { publicUrl: "https://wingmate.example" },
      webBuild: webBuildOf(buildRoot),
      register: (app) => {
        const typed = app.withTypeProvider<ZodTypeProvider>();
        typed.post(
          "/api/test/echo",
          { schema: { body: z.object({ email: z.email("Enter a valid e-mail"), age: z.number().int() }) } },
          async (request) => request.body,
        );
        typed.get("/api/test/boom", async () => {
          throw new Error("select * from secrets -- internal detail");
        });
        typed.get("/api/test/database-restarting", async () => {
          throw Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
        });
        typed.get("/api/test/database-unreachable", async () => {
          // How Drizzle reports a query whose connection could not be made: the driver's error as the cause.
          throw new Error("Failed query: select 1", { cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }) });
        });
        typed.get("/api/test/refused", async () => {
          throw badRequest("Please fill in all required fields.", { name: "Required" }, "missing_information");
        });
      },
    });
  });

  afterAll(async () => {
    await harness.close();
    await rm(outside, { recursive: true, force: true });
  });

  it("reports health with the database", async () => {
    const response = await harness.app.inject("/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await harness.app.inject("/api/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: { code: "not_found", message: "No endpoint GET /api/nothing-here." } });
  });

  it("turns validation failures into 400 with a message per field", async () => {
    const response = await harness.app.inject({ method: "POST", url: "/api/test/echo", payload: { email: "nope", age: "x" } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.fields.email).toBe("Enter a valid e-mail");
    expect(body.error.fields.age).toBeTypeOf("string");
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("The request body is not valid JSON.");
  });

  it("passes a service's typed error through with its code, message and fields", async () => {
    const response = await harness.app.inject("/api/test/refused");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: "missing_information", message: "Please fill in all required fields.", fields: { name: "Required" } },
    });
  });

  it("never shows a stack trace or SQL to the client", async () => {
    const response = await harness.app.inject("/api/test/boom");
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/select|secrets|at .*\.ts/);
    expect(response.json().error.code).toBe("internal");
  });

  it.each(["/api/health", "/api/nothing-here", "/api/test/boom", "/favicon.svg"])("sends security headers on %s", async (url) => {
    const response = await harness.app.inject(url);
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("serves hashed assets immutable and precompressed", async () => {
    const response = await harness.app.inject({ url: "/assets/entry-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("serves an asset from memory as the browser takes it: its precompressed edition, the same bytes, 304 when unchanged", async () => {
    const plain = await harness.app.inject("/assets/entry-abc123.js");
    expect(plain.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    // No brotli file beside this one: gzip, whose bytes are the script's.
    const compressed = await harness.app.inject({ url: "/assets/entry-abc123.js", headers: { "accept-encoding": "br, gzip" } });
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(compressed.rawPayload).toString("utf8")).toBe(plain.body);
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await harness.app.inject({ url: "/assets/entry-abc123.js", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const head = await harness.app.inject({ method: "HEAD", url: "/assets/entry-abc123.js" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });

  it("serves only the build's own files: a path that climbs out of it is a 404", async () => {
    // With encoded slashes: `inject` resolves plain and encoded dot segments before the server sees them.
    const climbing = ["/assets/..%2f..%2fsecret.txt", "/assets/%2e%2e%2f%2e%2e%2fsecret.txt", "/assets/entry-abc123.js%00.png"];
    for (const url of climbing) {
      const response = await harness.app.inject(url);
      // 400 for the null character, refused before any route (http/null-characters.ts).
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain(SECRET);
    }
  });

  it("answers a missing asset with a JSON 404, not a page", async () => {
    const response = await harness.app.inject("/assets/entry-old999.js");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json().error.code).toBe("not_found");
  });

  it("serves other build files with a short cache", async () => {
    const response = await harness.app.inject("/favicon.svg");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("serves robots.txt and sitemap.xml for PUBLIC_URL, keeping member and admin areas out", async () => {
    const robots = (await harness.app.inject("/robots.txt")).body;
    for (const area of ["/admin", "/user-profile", "/saved-profiles", "/vip-profile-manager", "/messages"]) expect(robots).toContain(`Disallow: ${area}`);
    expect(robots).toContain("Sitemap: https://wingmate.example/sitemap.xml");
    const sitemap = await harness.app.inject("/sitemap.xml");
    expect(sitemap.headers["content-type"]).toMatch(/application\/xml/);
    for (const page of ["/", "/about", "/franchise", "/terms", "/privacy", "/profiles"])
      expect(sitemap.body).toContain(`<loc>https://wingmate.example${page}</loc>`);
    expect(sitemap.body).not.toContain("/admin");
    // Both editions of every public page, each naming the other.
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://wingmate.example/pricing"/><xhtml:link rel="alternate" hreflang="es" href="https://wingmate.example/es/pricing"/>';
    expect(sitemap.body).toContain(`<loc>https://wingmate.example/pricing</loc>${alternates}`);
    expect(sitemap.body).toContain(`<loc>https://wingmate.example/es/pricing</loc>${alternates}`);
    expect(sitemap.body).toContain(
      '<loc>https://wingmate.example/es/events</loc><xhtml:link rel="alternate" hreflang="en" href="https://wingmate.example/events"/>',
    );
  });

  it("says where to report a vulnerability (/.well-known/security.txt, RFC 9116)", async () => {
    const response = await harness.app.inject("/.well-known/security.txt");
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toContain(`Contact: mailto:${harness.config.notifyEmail}`);
    expect(response.body).toContain("Canonical: https://wingmate.example/.well-known/security.txt");
    const expires = /^Expires: (.+)$/m.exec(response.body)?.[1] ?? "";
    expect(new Date(expires).getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
  });

  it.each(["/api/test/database-restarting", "/api/test/database-unreachable"])(
    "answers %s (the database down or restarting) with 503 and Retry-After, not 500",
    async (url) => {
      const response = await harness.app.inject(url);
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json().error).toEqual({
        code: "unavailable",
        message: "Wingmate is briefly unavailable. Please try again in a moment.",
        id: "error.unavailable",
      });
      expect(response.body).not.toMatch(/ECONNREFUSED|administrator|5432/);
    },
  );

  it("reports 503 with Retry-After when the database does not answer", async () => {
    const { createTestApp: create } = await import("./testing/test-app.ts");
    const broken = await create();
    await broken.database.close();
    const response = await broken.app.inject("/api/health");
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    await broken.app.close();
  });
});

describe("HTTPS", () => {
  it("adds HSTS only when the request came over HTTPS through a trusted proxy", async () => {
    const harness = await createTestApp({ config: { trustProxy: true } });
    try {
      const secure = await harness.app.inject({ url: "/api/health", headers: { "x-forwarded-proto": "https" } });
      expect(secure.headers["strict-transport-security"]).toContain("max-age=31536000");
      const plain = await harness.app.inject("/api/health");
      expect(plain.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await harness.close();
    }
  });
});
