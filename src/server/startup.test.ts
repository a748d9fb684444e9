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
    expect(summary.events).toBe("the curated calendar only (set EVENT_SOURCES)");
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
      events: "1 source(s) + the curated calendar",
    });
    expect(JSON.stringify(summary)).not.toMatch(/secret/);
  });
});
