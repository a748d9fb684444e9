import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp, type App } from "../../app.ts";
import { testConfig } from "../../config.ts";
import { outbox } from "../../db/platform-tables.ts";
import { createTestDatabase, type TestDatabase } from "../../db/test-database.ts";
import { enqueueMail } from "./outbox.ts";

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database, webBuild: null, backgroundWorkers: true });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

it("runs the outbox worker inside the app: a committed mail is handled once woken", async () => {
  const id = await database.db.transaction((tx) => enqueueMail(tx, { kind: "test", to: "member@example.com", subject: "Hello", text: "Welcome to Wingmate." }));
  app.mail.wake();
  // Waits for the mail to be handled; the cap only ends a test that failed (a busy machine may take its time).
  await expect.poll(async () => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]?.status, { timeout: 20_000 }).toBe("sent");
  const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
  // Without SMTP_URL the mail is kept in the outbox for admins to read.
  expect(row?.deliveredVia).toBe("outbox");
});
