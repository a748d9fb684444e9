import { gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { RouteEntry } from "../app.ts";
import { createDiskStore } from "../adapters/storage/store.ts";
import { multipartBody } from "../adapters/storage/fixtures.ts";
import { consultations } from "../../features/bookings/tables.server.ts";
import { messages } from "../../features/messages/tables.server.ts";
import { outbox } from "../db/platform-tables.ts";
import { seedDatabase } from "../db/seed.ts";
import { floridaToday } from "../../shared/bookings.ts";
import { signUpAdmin, signUpMember } from "../testing/members.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * Every route with a body, a query or path parameters gets malformed, oversized, wrong-typed and
 * hostile values, as a visitor, a member and an admin (so that the guards let most requests reach
 * validation and the handlers). Whatever comes in: never a 5xx, never a stack trace or SQL in the
 * answer, never stored markup that a page or a mail would render.
 */
const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "' UNION SELECT password FROM accounts --",
  "<script>alert(document.cookie)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "victim@example.com\r\nBcc: everyone@example.com",
  "Subject: hi\nContent-Type: text/html",
  "\u0000",
  "\uFEFF\u200B\u202E",
  "𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧‍👦",
  "e\u0301\u0301\u0301\u0301",
  "\uD800",
  "${7*7}{{7*7}}",
  "__proto__",
  "A".repeat(70_000),
];

/** A different recipient per request too: forms that mail the address they are given count per recipient. */
let recipients = 0;
function freshRecipient(body: Record<string, unknown>): Record<string, unknown> {
  return "email" in body && body.email === "ana@example.com" ? { ...body, email: `ana+${++recipients}@example.com` } : body;
}

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 50 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 63), 0.1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  fc.constantFrom(null, true, false, [], {}, { __proto__: { role: "admin" } }, { $ne: null }),
  fc.array(hostileString, { maxLength: 30 }),
);

/** The field names of a zod object schema (through refinements and pipes), or none. */
function fieldsOf(schema: unknown): string[] {
  let current = schema;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    const def = (current as { def?: { in?: unknown; schema?: unknown; innerType?: unknown } }).def;
    current = def?.in ?? def?.schema ?? def?.innerType;
  }
  return [];
}

/** A body: the schema's own fields with hostile values, plus strays, or something that is not an object at all. */
const bodyFor = (route: RouteEntry): fc.Arbitrary<unknown> => {
  const fields = [...fieldsOf(route.schema?.body), "role", "user_id", "__proto__", "constructor"];
  const record = fc.dictionary(fc.constantFrom(...fields), hostileValue, { maxKeys: fields.length });
  return fc.oneof({ weight: 6, arbitrary: record }, hostileValue);
};
const queryFor = (route: RouteEntry) =>
  fc.dictionary(fc.constantFrom(...fieldsOf(route.schema?.querystring), "q", "cursor", "limit"), hostileString, { maxKeys: 4 });
/** A lone surrogate cannot be percent-encoded (it is not UTF-8): send U+FFFD in its place. */
const wellFormed = (value: string) => value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
/** Path segments sent as they are: broken percent-encoding, overlong UTF-8, encoded traversal. */
const RAW_SEGMENTS = ["%E0%A4%A", "%FF%FE", "%C0%AF", "..%2F..%2Fetc%2Fpasswd", "%00", "%"];
const pathSegment = fc.oneof(
  { weight: 4, arbitrary: hostileString.map((value) => encodeURIComponent(wellFormed(value).slice(0, 500)) || "x") },
  fc.constantFrom(...RAW_SEGMENTS),
);
const pathFor = (route: RouteEntry) =>
  fc.array(pathSegment, { minLength: 3, maxLength: 3 }).map((segments) => {
    let index = 0;
    return route.url.replace(/:[A-Za-z]+|\*/g, () => segments[index++ % segments.length] ?? "x");
  });

/** A stack frame, a driver error or SQL text: what an answer must never show. */
const LEAK =
  /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|syntax error at or near|violates .* constraint|invalid input syntax for type|relation ".*" does not exist/i;

function problemOf(label: string, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `${label}: ${response.statusCode} ${response.body.slice(0, 200)}`;
  if (LEAK.test(response.body)) return `${label}: leaks internals: ${response.body.slice(0, 200)}`;
  return null;
}

/** One valid request per route that stores what people type, and which of its fields are free text. */
function validRequests(): Record<string, { body: Record<string, unknown>; freeText: string[] }> {
  const inDays = (days: number) => floridaToday(new Date(Date.now() + days * 86_400_000));
  return {
    "POST /api/consultations": {
      body: { name: "Ana", email: "ana@example.com", phone: "+1 305 555 0100", message: "Hello" },
      freeText: ["name", "message", "selectedPackage"],
    },
    "POST /api/franchise-enquiries": {
      body: { name: "Ana", email: "ana@example.com", phone: "+1 305 555 0100", city: "Tampa", message: "Hi" },
      freeText: ["message", "city", "name"],
    },
    "POST /api/reports": { body: { subjectType: "companion", subjectId: "1", reason: "Something is wrong here" }, freeText: ["reason", "subjectId"] },
    "POST /api/companions/1/messages": { body: { message: "Hello" }, freeText: ["message"] },
    "POST /api/companions/2/reviews": { body: { rating: 4, reviewText: "Good" }, freeText: ["reviewText"] },
    "PUT /api/member-profile": {
      body: { displayName: "Me", bio: "Bio", location: "Miami", availability: "Evenings", age: 30, interests: ["art"], isPublic: true },
      freeText: ["displayName", "bio", "location", "availability"],
    },
    "PATCH /api/account/profile": {
      body: { firstName: "Ana", lastName: "", phoneNumber: "", countryCode: "", zipCode: "", bio: "" },
      freeText: ["firstName", "lastName", "bio"],
    },
    "POST /api/rizz/generate": { body: { interests: "Art and jazz", context: "At a gallery" }, freeText: ["interests", "context"] },
    "POST /api/hiring/applications": {
      body: {
        name: "Ana",
        age: "26-30",
        phone: "+1 305 555 0100",
        email: "ana@example.com",
        areasToWork: ["Broward County"],
        personalityTraits: ["Patient"],
        backgroundCheck: true,
        terms: true,
        experience: "Some",
      },
      freeText: ["name", "experience", "motivation", "scenario1", "scenario2"],
    },
    "POST /api/bookings": {
      body: { companionId: "3", fullName: "Ana", email: "ana@example.com", sessionType: "coaching", date: inDays(10), time: "14:00", location: "Brickell" },
      freeText: ["fullName", "location", "specialRequests"],
    },
  };
}

let t: TestApp;
const cookies: Record<"visitor" | "member" | "admin", string | undefined> = { visitor: undefined, member: undefined, admin: undefined };

beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: true } });
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
  cookies.member = (await signUpMember(t.app, t.database.db)).cookie;
  cookies.admin = (await signUpAdmin(t.app, t.database.db)).cookie;
}, 60_000);
afterAll(() => t.close());

/** Routes that would end the caller's session mid-run; their input handling is tested where they live. */
const SESSION_ENDING = new Set(["POST /api/account/sign-out", "POST /api/account/delete", "POST /api/account/password/change"]);
const fuzzedRoutes = () =>
  t.app.routeTable.filter((route) => {
    if (SESSION_ENDING.has(`${route.method} ${route.url}`)) return false;
    const takesInput = route.method !== "GET" || route.url.includes(":") || route.url.includes("*") || Boolean(route.schema?.querystring);
    return takesInput && !route.url.startsWith("/assets");
  });

let requestCount = 0;
/** A different client address per request: the rate limits must not hide the handlers from the fuzzer. */
const nextAddress = () => `10.${(++requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`;

describe("hostile input on every route", () => {
  it("never answers 5xx or shows internals, whatever the path, query and body", async () => {
    const problems: string[] = [];
    for (const route of fuzzedRoutes()) {
      const input = fc.record({ caller: fc.constantFrom("visitor", "member", "admin"), url: pathFor(route), query: queryFor(route), body: bodyFor(route) });
      await fc
        .assert(
          fc.asyncProperty(input, async ({ caller, url, query, body }) => {
            const cookie = cookies[caller as keyof typeof cookies];
            const sendsBody = route.method !== "GET" && route.method !== "DELETE";
            const response = await t.app.inject({
              method: route.method as "POST",
              url,
              query: query as Record<string, string>,
              headers: { "x-forwarded-for": nextAddress(), ...(cookie ? { cookie } : {}), ...(sendsBody ? { "content-type": "application/json" } : {}) },
              ...(sendsBody ? { payload: JSON.stringify(body) ?? "null" } : {}),
            });
            const problem = problemOf(`${route.method} ${route.url} as ${caller}`, response);
            if (problem) problems.push(problem);
            return problem === null;
          }),
          { numRuns: 12, seed: 20261123, endOnFailure: true },
          // A failing answer is already in `problems`; anything else that stops the run (the request itself
          // throwing) is recorded here so that it cannot pass unseen.
        )
        .catch((error: unknown) => {
          if (!problems.some((problem) => problem.startsWith(`${route.method} ${route.url} `)))
            problems.push(`${route.method} ${route.url}: ${String(error).slice(0, 300)}`);
        });
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it("accepts valid requests whose free text is hostile, and stores it as typed (U+0000 refused with 400)", async () => {
    const problems: string[] = [];
    for (const [key, { body, freeText }] of Object.entries(validRequests())) {
      const [method, url] = key.split(" ") as ["POST" | "PUT" | "PATCH", string];
      const example = await t.app.inject({ method, url, payload: freshRecipient(body), headers: { cookie: cookies.member, "x-forwarded-for": nextAddress() } });
      if (example.statusCode >= 300) problems.push(`${key} refused its valid example: ${example.statusCode} ${example.body.slice(0, 200)}`);
      for (const field of freeText) {
        for (const value of HOSTILE_STRINGS.slice(0, -1)) {
          const response = await t.app.inject({
            method,
            url,
            payload: freshRecipient({ ...body, [field]: value }),
            headers: { cookie: cookies.member, "x-forwarded-for": nextAddress() },
          });
          const problem = problemOf(`${key} with ${field}=${JSON.stringify(value.slice(0, 40))}`, response);
          if (problem) problems.push(problem);
          if (value === "\u0000" && response.statusCode !== 400) problems.push(`${key} with a null character in ${field}: ${response.statusCode}`);
        }
      }
    }
    expect(problems).toEqual([]);
    const script = "<script>alert(document.cookie)</script>";
    expect(await t.database.db.select().from(consultations).where(eq(consultations.message, script))).toHaveLength(1);
    expect(await t.database.db.select().from(messages).where(eq(messages.body, script))).toHaveLength(1);
  }, 300_000);

  it("refuses bodies that are not JSON, or too deep, or too big, with 4xx", async () => {
    const bodies = [
      "{",
      "null",
      "[]",
      '"just a string"',
      "{".repeat(5000) + "}".repeat(5000),
      JSON.stringify({ message: "x".repeat(3_000_000) }),
      "\u0000\u0001",
    ];
    const problems: string[] = [];
    for (const route of fuzzedRoutes().filter((entry) => entry.method !== "GET" && entry.method !== "DELETE")) {
      for (const payload of bodies) {
        const response = await t.app.inject({
          method: route.method as "POST",
          url: route.url.replace(/:[A-Za-z]+/g, "1"),
          payload,
          headers: { "content-type": "application/json", cookie: cookies.admin, "x-forwarded-for": nextAddress() },
        });
        const problem = problemOf(`${route.method} ${route.url} with ${payload.slice(0, 20)}`, response);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it("never inflates a compressed body: a small gzip bomb is refused as the bytes it is", async () => {
    // 10 MB of zeros in about 10 KB: inflated, it would pass the 1 MB body limit tenfold.
    const bomb = gzipSync(Buffer.from(JSON.stringify({ message: "0".repeat(10_000_000) })));
    const response = await t.app.inject({
      method: "POST",
      url: "/api/franchise-enquiries",
      payload: bomb,
      headers: { "content-type": "application/json", "content-encoding": "gzip", "x-forwarded-for": nextAddress() },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it("keeps hostile file names and types out of storage paths", async () => {
    const uploads = t.app.routeTable.filter((route) => /avatar|images|headshot|photos$/.test(route.url) && route.method === "POST");
    expect(uploads.length).toBeGreaterThanOrEqual(4);
    const names = ["../../../etc/passwd", "..%2F..%2Fapp.ts", "a\u0000.png", "x.png\r\nContent-Type: text/html", "<script>.png", "CON", ".".repeat(300)];
    const problems: string[] = [];
    for (const route of uploads) {
      for (const filename of names) {
        const { payload, headers } = multipartBody([{ name: "file", filename, contentType: "image/png;../../x", body: Buffer.from("not an image") }]);
        const response = await t.app.inject({
          method: "POST",
          url: route.url.replace(":id", "1"),
          payload,
          headers: { ...headers, cookie: cookies.admin, "x-forwarded-for": nextAddress() },
        });
        const problem = problemOf(`${route.url} with ${JSON.stringify(filename)}`, response);
        if (problem) problems.push(problem);
        else if (response.statusCode < 300) problems.push(`${route.url} accepted ${JSON.stringify(filename)} that is not an image`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("stores what was typed as data: JSON answers only, and mail without injected headers or live markup", async () => {
    for (const url of [
      "/api/companions",
      "/api/companions/1/reviews",
      "/api/messages",
      "/api/admin/consultations",
      "/api/admin/hiring",
      "/api/admin/franchise-enquiries",
      "/api/admin/users",
      "/api/admin/reports",
    ]) {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie: cookies.admin } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
    }
    const mails = await t.database.db.select().from(outbox);
    for (const mail of mails) {
      for (const header of [mail.toAddress, mail.replyTo ?? "", mail.subject]) expect(header).not.toMatch(/[\r\n]/);
      expect(mail.htmlBody ?? "").not.toMatch(/<script|onerror=|<img src=x/i);
    }
  });
});
