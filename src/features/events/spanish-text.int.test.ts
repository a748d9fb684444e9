import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../server/db/platform-tables.ts";
import { installSampleData } from "../../server/db/sample-data.ts";
import { signUpAdmin } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { floridaToday } from "../../shared/bookings.ts";
import type { EventView } from "./schema.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await installSampleData(t.database.db);
  admin = (await signUpAdmin(t.app, t.database.db)).cookie;
});
afterAll(() => t.close());

const events = async (locale?: string) =>
  (await t.app.inject({ method: "GET", url: `/api/events${locale ? `?locale=${locale}` : ""}` })).json().events as EventView[];
const asAdmin = (method: "POST" | "PATCH", url: string, payload: object) => t.app.inject({ method, url, payload, headers: { cookie: admin } });
const inTenDays = floridaToday(new Date(Date.now() + 10 * 86_400_000));
const draft = {
  title: "Members' Rooftop Mixer",
  description: "Our own night: hosts at the door make introductions.",
  category: "lounge",
  venue_name: "Aqua Terrace",
  event_date: inTenDays,
  event_time: "19:30",
  price_range: "$20",
  tags: "rooftop, mixer",
  hidden: false,
};

describe("events in the reader's language", () => {
  it("gives a Spanish reader the sample nights written in Spanish, and the others in English, flagged", async () => {
    const spanish = await events("es");
    const gallery = spanish.find((event) => event.title.startsWith("Noche de galerías en Wynwood"));
    expect(gallery).toMatchObject({ in_english: [] });
    expect(gallery?.description).toMatch(/^Nuevas exposiciones de artistas locales/);
    const trivia = spanish.find((event) => event.title.startsWith("Brickell Trivia Night"));
    expect(trivia?.in_english).toEqual(["title", "description"]);
    // Times are said the Spanish way ("7:00 p.m.").
    expect(gallery?.event_time).toMatch(/p\.\s?m\./);
  });

  it("gives an English reader the English of every event, with nothing flagged", async () => {
    const english = await events();
    expect(english.some((event) => event.title.startsWith("Wynwood Gallery Night"))).toBe(true);
    expect(english.every((event) => event.in_english.length === 0)).toBe(true);
    expect(english.find((event) => event.title.startsWith("Wynwood Gallery Night"))?.event_time).toMatch(/PM$/);
  });
});

describe("staff writing an event's Spanish text", () => {
  it("starts a new event with none: its Spanish fields are empty", async () => {
    const created = await asAdmin("POST", "/api/admin/events", draft);
    expect(created.statusCode).toBe(201);
    expect(created.json().event).toMatchObject({ title: draft.title, title_es: null, description_es: null });
  });

  it("saves it through the dashboard's route, audited, and /api/events?locale=es gives it at once", async () => {
    const trivia = (await events("es")).find((event) => event.title.startsWith("Brickell Trivia Night"))!;
    const description = "Equipos de hasta seis; ven solo y el anfitrión te sentará con una mesa amable.";
    const updated = await asAdmin("PATCH", `/api/admin/events/${trivia.id}`, { description_es: description });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().event).toMatchObject({ title_es: null, description_es: description });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "event.update"), eq(auditLog.subjectId, trivia.id)));
    expect(audited).toHaveLength(1);

    const shown = (await events("es")).find((event) => event.id === trivia.id);
    expect(shown).toMatchObject({ description, in_english: ["title"] });
    expect((await events()).find((event) => event.id === trivia.id)?.description).toMatch(/^Teams of up to six/);
  });

  it("refuses a Spanish title over the English title's length, on its field", async () => {
    const response = await asAdmin("POST", "/api/admin/events", { ...draft, title: "Another night", title_es: "x".repeat(141) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields ?? {})).toContain("title_es");
  });
});
