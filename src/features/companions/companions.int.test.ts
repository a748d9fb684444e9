import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { pngImage } from "../../server/adapters/storage/fixtures.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { signUpUser } from "../../server/testing/accounts.ts";
import { signUpAdmin, signUpMember } from "../../server/testing/members.ts";
import { multipartFile } from "../../server/testing/multipart.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import type { CompanionDetail, CompanionList } from "./schema.ts";

let t: TestApp;
const cookies: Record<"visitor" | "free" | "member" | "admin", string | undefined> = {
  visitor: undefined,
  free: undefined,
  member: undefined,
  admin: undefined,
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
  cookies.free = (await signUpUser(t.app)).cookie;
  cookies.member = (await signUpMember(t.app, t.database.db)).cookie;
  cookies.admin = (await signUpAdmin(t.app, t.database.db)).cookie;
});
afterAll(() => t.close());

const get = (url: string, role: keyof typeof cookies) => t.app.inject({ method: "GET", url, headers: cookies[role] ? { cookie: cookies[role] } : {} });
const list = async (role: keyof typeof cookies, query = "gender=woman") => (await get(`/api/companions?${query}`, role)).json() as CompanionList;

/** Every distinctive value of a record (strings of 4+ characters, and list items). */
function distinctiveValues(detail: CompanionDetail): string[] {
  const values: string[] = [];
  for (const [key, value] of Object.entries(detail)) {
    if (["id", "gender", "rating", "reviewCount", "backgroundChecked", "age", "photo", "interests"].includes(key)) continue;
    if (typeof value === "string" && value.length >= 4) values.push(value);
    if (typeof value === "number") values.push(String(value));
    if (Array.isArray(value)) for (const item of value) if (typeof item === "string" && item.length >= 4) values.push(item);
  }
  return values;
}

describe("the VIP gate, enforced by the server", () => {
  it.each(["visitor", "free"] as const)("gives a %s only the three previews per list, and the count membership unlocks", async (role) => {
    const women = await list(role);
    expect(women.companions.map((companion) => companion.id)).toEqual(["1", "2", "3"]);
    expect(women.lockedCount).toBe(18);
    const men = await list(role, "gender=man");
    expect(men.companions.map((companion) => companion.id)).toEqual(["m1", "m2", "m3"]);
    expect(men.lockedCount).toBe(3);
  });

  it.each(["member", "admin"] as const)("gives a %s every profile", async (role) => {
    expect((await list(role)).companions).toHaveLength(21);
    expect((await list(role, "gender=man")).companions).toHaveLength(6);
    expect((await list(role)).lockedCount).toBe(0);
  });

  it.each(["visitor", "free"] as const)("answers 403 vip_required to a %s for a locked profile, with no field of it", async (role) => {
    for (const id of ["4", "21", "m4", "m6"]) {
      const memberView = (await get(`/api/companions/${id}`, "member")).json().companion as CompanionDetail;
      for (const url of [`/api/companions/${id}`, `/api/companions/${id}/reviews`]) {
        const response = await get(url, role);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe("vip_required");
        for (const value of distinctiveValues(memberView)) expect(response.body, `${id}: ${value}`).not.toContain(value);
      }
      const listBodies = (await get(`/api/companions?gender=${memberView.gender}`, role)).body;
      for (const value of [memberView.name, memberView.fullBio, memberView.bio, ...memberView.achievements]) expect(listBodies).not.toContain(value);
    }
  });

  it("opens a preview profile in full to a visitor, the same as a member sees it", async () => {
    const visitor = (await get("/api/companions/2", "visitor")).json().companion;
    const member = (await get("/api/companions/2", "member")).json().companion;
    expect(visitor).toEqual(member);
    expect(visitor.fullBio.length).toBeGreaterThan(40);
  });

  it("answers 404 for an unknown id", async () => {
    expect((await get("/api/companions/999", "member")).statusCode).toBe(404);
  });
});

describe("the catalogue's answers on the wire", () => {
  it("come compressed as the client accepts, the same JSON whichever way, each viewer's own", async () => {
    const fetchList = (role: keyof typeof cookies, acceptEncoding?: string) =>
      t.app.inject({
        method: "GET",
        url: "/api/companions?gender=woman",
        headers: { ...(cookies[role] ? { cookie: cookies[role] } : {}), ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) },
      });
    for (const role of ["visitor", "member"] as const) {
      const plain = await fetchList(role);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      for (const [accepted, encoding, inflate] of [
        ["gzip, deflate, br", "br", brotliDecompressSync],
        ["br;q=0, gzip", "gzip", gunzipSync],
      ] as const) {
        // Twice: the second answer is the one kept from the first.
        for (let time = 0; time < 2; time++) {
          const response = await fetchList(role, accepted);
          expect(response.headers["content-encoding"]).toBe(encoding);
          expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
          expect(inflate(response.rawPayload).toString()).toBe(plain.body);
        }
      }
    }
    expect((await fetchList("visitor", "br")).rawPayload.length).toBeLessThan((await fetchList("member", "br")).rawPayload.length);
  });
});

describe("ratings and filters", () => {
  it("computes the rating from approved reviews, one decimal", async () => {
    const member = await list("member");
    for (const companion of member.companions) {
      const feed = (await get(`/api/companions/${companion.id}/reviews`, "member")).json().reviews as { rating: number }[];
      if (companion.id === "1") continue; // the spec shows only three of profile 1's reviews
      expect(companion.reviewCount).toBe(feed.length);
      if (feed.length) expect(companion.rating).toBe(Math.round((feed.reduce((sum, review) => sum + review.rating, 0) / feed.length) * 10) / 10);
      else expect(companion.rating).toBe(0);
    }
  });

  it("filters by area, language and specialty, and sorts by rating", async () => {
    const all = await list("member");
    const area = all.facets.areas[0] ?? "";
    const byArea = await list("member", `gender=woman&area=${encodeURIComponent(area)}`);
    expect(byArea.companions.length).toBeGreaterThan(0);
    expect(byArea.companions.every((companion) => companion.area === area)).toBe(true);
    const byLanguage = await list("member", "gender=woman&language=Spanish");
    expect(byLanguage.companions.every((companion) => companion.languages.includes("Spanish"))).toBe(true);
    const sorted = await list("member", "gender=woman&sort=rating");
    const ratings = sorted.companions.map((companion) => companion.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("shows the weekly hours the bookings are checked against, and filters by them", async () => {
    const evenings = [{ start: "18:00", end: "23:00" }];
    const weekdayEvenings = [[], evenings, evenings, evenings, evenings, evenings, []];
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/companions/3/availability",
      headers: { cookie: cookies.admin ?? "" },
      payload: { weeklyHours: weekdayEvenings, bufferMinutes: 0 },
    });
    expect(saved.statusCode).toBe(200);
    const detail = (await get("/api/companions/3", "member")).json().companion as CompanionDetail;
    expect(detail.weeklyHours).toEqual(weekdayEvenings);
    expect(Object.keys(detail)).not.toContain("availability");
    const card = (await list("member")).companions.find((companion) => companion.id === "3");
    expect(card?.weeklyHours).toEqual(weekdayEvenings);
    const ids = async (filter: string) => (await list("member", `gender=woman&availability=${filter}`)).companions.map((companion) => companion.id);
    expect(await ids("weekdays")).toContain("3");
    expect(await ids("evenings")).toContain("3");
    expect(await ids("weekends")).not.toContain("3");
    expect(await ids("daytime")).not.toContain("3");
  });

  it("refuses an unknown filter value with 400", async () => {
    expect((await get("/api/companions?gender=robot", "visitor")).statusCode).toBe(400);
  });

  it("has one price model: no companion carries a rate of their own, and an address sorted by the retired rate still opens", async () => {
    const detail = (await get("/api/companions/1", "member")).json().companion;
    expect(Object.keys(detail).filter((key) => /rate|price/i.test(key))).toEqual([]);
    const oldAddress = await list("member", "gender=woman&sort=price-low");
    expect(oldAddress.companions.map((companion) => companion.id)).toEqual((await list("member", "gender=woman")).companions.map((companion) => companion.id));
  });
});

describe("the catalogue API for admins", () => {
  const newCompanion = {
    id: "m7",
    gender: "man",
    name: "Tomás V.",
    age: 31,
    location: "Wynwood, Miami",
    area: "Wynwood",
    bio: "Gallery nights and easy conversation.",
    fullBio: "Tomás helps clients feel at home at art openings and rooftop events.",
    specialties: ["City Guide"],
    achievements: ["Guided 80 gallery walks"],
    personalityTraits: ["Calm"],
    responseTime: "Within 2 hours",
    languages: ["English", "Spanish"],
    interests: ["Art galleries"],
    experience: "3 years",
    backgroundChecked: true,
  };

  it("is closed to everyone but admins", async () => {
    for (const role of ["visitor", "free", "member"] as const) {
      const expected = role === "visitor" ? 401 : 403;
      expect((await get("/api/admin/companions", role)).statusCode).toBe(expected);
      const create = await t.app.inject({
        method: "POST",
        url: "/api/admin/companions",
        payload: newCompanion,
        headers: cookies[role] ? { cookie: cookies[role] } : {},
      });
      expect(create.statusCode).toBe(expected);
    }
  });

  it("creates, hides and shows a companion; lists follow at once", async () => {
    const headers = { cookie: cookies.admin ?? "" };
    const created = await t.app.inject({ method: "POST", url: "/api/admin/companions", payload: newCompanion, headers });
    expect(created.statusCode).toBe(201);
    expect((await list("member", "gender=man")).companions.map((companion) => companion.id)).toContain("m7");
    const facts = async () => (await get("/api/site-facts", "visitor")).json() as { companions: number; wingWomen: number; areas: number };
    const shown = await facts();
    await t.app.inject({ method: "PATCH", url: "/api/admin/companions/m7", payload: { hidden: true }, headers });
    expect((await list("member", "gender=man")).companions.map((companion) => companion.id)).not.toContain("m7");
    // The site's stated counts follow the catalogue: a hidden companion is not counted.
    expect(await facts()).toEqual({ ...shown, companions: shown.companions - 1 });
    expect((await get("/api/companions/m7", "member")).statusCode).toBe(404);
    expect((await get("/api/companions/m7", "admin")).statusCode).toBe(200);
    await t.app.inject({ method: "PATCH", url: "/api/admin/companions/m7", payload: { hidden: false, responseTime: "Within 1 hour" }, headers });
    expect((await get("/api/companions/m7", "member")).json().companion.responseTime).toBe("Within 1 hour");
  });

  it("adds a photo in AVIF and WebP at two sizes, and removes it", async () => {
    const headers = { cookie: cookies.admin ?? "" };
    const upload = multipartFile({ body: await pngImage(900, 900), filename: "tomas.png", contentType: "image/png" });
    const added = await t.app.inject({
      method: "POST",
      url: "/api/admin/companions/2/photos",
      payload: upload.payload,
      headers: { ...upload.headers, ...headers },
    });
    expect(added.statusCode).toBe(201);
    const photo = added.json().companion.photos.at(-1);
    for (const url of [photo.card.avif, photo.card.webp, photo.full.avif, photo.full.webp]) {
      const served = await t.app.inject({ method: "GET", url });
      expect(served.statusCode, url).toBe(200);
    }
    const index = added.json().companion.photos.length - 1;
    const removed = await t.app.inject({ method: "DELETE", url: `/api/admin/companions/2/photos/${index}`, headers });
    expect(removed.json().companion.photos).toHaveLength(index);
    expect((await t.app.inject({ method: "GET", url: photo.card.webp })).statusCode).toBe(404);
  });
});
