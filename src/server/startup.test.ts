import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { adapterSummary } from "./startup.ts";

describe("the start-up summary of adapters", () => {
  it("names the embedded defaults when nothing is configured", () => {
    const summary = adapterSummary(loadConfig({}), "pglite");
    expect(summary.database).toMatch(/^PGlite \(embedded\)/);
    expect(summary.mail).toMatch(/^outbox only/);
    expect(summary.storage).toMatch(/^disk/);
    expect(summary.payments).toMatch(/TEST SHOP/);
    expect(summary.rizz).toMatch(/^built-in templates/);
    expect(summary.events).toBe("sources added on the dashboard (none from EVENT_SOURCES)");
    expect(summary.sampleData).toMatch(/^on: invented events and reviews, labelled sample/);
  });

  it("names the live services by host, never by secret", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://wingmate:db-secret@db.internal:5432/wingmate",
      SMTP_URL: "smtp://mailer:smtp-secret@smtp.example.com:587",
      LLM_BASE_URL: "https://api.example.com/v1",
      LLM_API_KEY: "sk-llm-secret",
      LLM_MODEL: "small-model",
      EVENT_SOURCES: "https://events.example.com/miami",
    });
    const summary = adapterSummary(config, "postgres");
    expect(summary).toMatchObject({
      database: "PostgreSQL at db.internal:5432",
      mail: "SMTP via smtp.example.com:587",
      rizz: "LLM small-model at api.example.com",
      events: "1 source(s) from EVENT_SOURCES, plus those added on the dashboard",
    });
    expect(JSON.stringify(summary)).not.toMatch(/secret/);
  });

  it("says sample data is off in production unless SEED_SAMPLE_DATA asks for it", () => {
    const production = { NODE_ENV: "production", PAYMENTS: "sandbox" };
    expect(adapterSummary(loadConfig(production), "pglite").sampleData).toBe("off (SEED_SAMPLE_DATA)");
    expect(adapterSummary(loadConfig({ ...production, SEED_SAMPLE_DATA: "true" }), "pglite").sampleData).toMatch(/^on:/);
  });
});
