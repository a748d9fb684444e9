import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { auditLog } from "../../server/db/platform-tables.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { companionSeeds, companionSpanishSeeds } from "../../server/db/seeds/companion-catalogue.ts";
import { signUpAdmin } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import type { AdminCompanion, CompanionDetail, CompanionList } from "./schema.ts";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: false });
  admin = (await signUpAdmin(t.app, t.database.db)).cookie;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const detail = async (id: string, locale?: string) =>
  ((await get(`/api/companions/${id}${locale ? `?locale=${locale}` : ""}`)).json() as { companion: CompanionDetail }).companion;
const english = (id: string) => companionSeeds.find((seed) => seed.id === id)!;
const spanish = (id: string) => companionSpanishSeeds[id]!;

describe("a companion's text in the reader's language", () => {
  it("gives a Spanish reader the Spanish staff wrote, with nothing marked as English", async () => {
    const sofia = await detail("1", "es");
    expect(sofia.bio).toBe(spanish("1").bioEs);
    expect(sofia.fullBio).toBe(spanish("1").fullBioEs);
    expect(sofia.achievements).toEqual(spanish("1").achievementsEs);
    expect(sofia.inEnglish).toEqual([]);
  });

  it("gives a Spanish reader the English where no Spanish is written, and says which fields are English", async () => {
    const jasmine = await detail("3", "es");
    expect(jasmine.bio).toBe(english("3").bio);
    expect(jasmine.fullBio).toBe(english("3").fullBio);
    expect(jasmine.inEnglish).toEqual(["bio", "fullBio", "achievements"]);
  });

  it("gives an English reader (no language, or an unknown one) the English, flagged as nothing", async () => {
    for (const locale of [undefined, "en", "fr"]) {
      const sofia = await detail("1", locale);
      expect(sofia.bio).toBe(english("1").bio);
      expect(sofia.achievements).toEqual(english("1").achievements);
      expect(sofia.inEnglish).toEqual([]);
    }
  });

  it("answers the list's cards in the reader's language, each English bio flagged", async () => {
    const cards = ((await get("/api/companions?gender=woman&locale=es")).json() as CompanionList).companions;
    expect(cards.find((card) => card.id === "2")).toMatchObject({ bio: spanish("2").bioEs, inEnglish: [] });
    expect(cards.find((card) => card.id === "3")).toMatchObject({ bio: english("3").bio, inEnglish: ["bio"] });
    const englishCards = ((await get("/api/companions?gender=woman")).json() as CompanionList).companions;
    expect(englishCards.find((card) => card.id === "2")).toMatchObject({ bio: english("2").bio, inEnglish: [] });
  });
});

describe("staff writing a companion's Spanish text", () => {
  const patch = (id: string, body: object) => t.app.inject({ method: "PATCH", url: `/api/admin/companions/${id}`, headers: { cookie: admin }, payload: body });
  const auditRows = (subjectId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "companion.update"), eq(auditLog.subjectId, subjectId)));

  it("saves it through the catalogue editor's route, audited, and the Spanish profile shows it at once", async () => {
    const before = await detail("3", "es");
    const response = await patch("3", {
      bioEs: "  Coach de citas alegre.  ",
      fullBioEs: "Jasmine te ayuda a relajarte.",
      achievementsEs: ["Seis años de coaching"],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json().companion as AdminCompanion;
    expect(saved).toMatchObject({ bio: english("3").bio, bioEs: "Coach de citas alegre.", fullBioEs: "Jasmine te ayuda a relajarte." });
    expect(await auditRows("3")).toHaveLength(1);

    const after = await detail("3", "es");
    expect(after).toMatchObject({
      bio: "Coach de citas alegre.",
      fullBio: "Jasmine te ayuda a relajarte.",
      achievements: ["Seis años de coaching"],
      inEnglish: [],
    });
    expect(before.inEnglish).toEqual(["bio", "fullBio", "achievements"]);
    // The English edition is unchanged.
    expect((await detail("3")).bio).toBe(english("3").bio);
  });

  it("takes an empty Spanish field as none written: the English returns, marked", async () => {
    expect((await patch("3", { bioEs: "", achievementsEs: [] })).statusCode).toBe(200);
    const after = await detail("3", "es");
    expect(after.bio).toBe(english("3").bio);
    expect(after.inEnglish).toEqual(["bio", "achievements"]);
  });

  it("refuses a Spanish text longer than the English field allows, on its field", async () => {
    const response = await patch("3", { bioEs: "x".repeat(241) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields ?? {})).toContain("bioEs");
  });
});
