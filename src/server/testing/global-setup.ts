import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensureBuilds } from "../../../scripts/ensure-builds.ts";
import { openDatabase, openPgliteClient } from "../db/client.ts";
import { dropPostgresDatabases, postgresDatabaseUrl, withAdminClient, type PreparedTestDatabases } from "../db/test-database.ts";

/**
 * Vitest's global setup for the tests that use a database: migrates one database per run, and each
 * test file starts from a copy of it (`createTestDatabase`) instead of migrating its own.
 *
 * - PGlite (the default): an in-memory PGlite, migrated and dumped (`dumpDataDir`) to a file; each
 *   file's PGlite loads it, skipping initdb and the migrations.
 * - PostgreSQL (TEST_DATABASE_URL): a template database, migrated and then closed to connections;
 *   each file's database is `CREATE DATABASE ... TEMPLATE` of it. The teardown drops the template and
 *   any copy a crashed file left behind.
 *
 * The workers learn where the copy comes from through `provide`/`inject`.
 *
 * It also builds the web app once when its sources changed (`npm test` has built it already): the page tests
 * of several workers load the same build, and must not each rebuild it under the others.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuilds();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return preparePostgres(project, serverUrl);
  return preparePglite(project);
}

async function preparePglite(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), "wingmate-test-db-"));
  try {
    // Migrated by the app's own path into a data folder, then dumped as the backup command does; the
    // copies open with the same extensions and start parameters (`openPgliteClient`).
    const dataDir = path.join(folder, "pglite");
    await (await openDatabase({ driver: "pglite", dataDir })).close();
    const { client, close } = await openPgliteClient(dataDir);
    const file = path.join(folder, "migrated.tar");
    try {
      const dump = await client.dumpDataDir("none");
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await close();
    }
    await rm(dataDir, { recursive: true, force: true });
    project.provide("wingmateTestDatabases", { pgliteSnapshot: file } satisfies PreparedTestDatabases);
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return () => rm(folder, { recursive: true, force: true });
}

async function preparePostgres(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  const run = `wingmate_t${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  const template = `${run}_template`;
  await withAdminClient(serverUrl, (client) => client.query(`create database "${template}"`));
  try {
    const database = await openDatabase({ driver: "postgres", url: postgresDatabaseUrl(serverUrl, template), poolSize: 1 });
    await database.close();
    // CREATE DATABASE ... TEMPLATE refuses while anyone is connected to the template: let no one in.
    await withAdminClient(serverUrl, (client) => client.query(`alter database "${template}" allow_connections false`));
  } catch (error) {
    await dropPostgresDatabases(serverUrl, run);
    throw error;
  }
  project.provide("wingmateTestDatabases", { postgres: { serverUrl, template, prefix: `${run}_` } } satisfies PreparedTestDatabases);
  return () => dropPostgresDatabases(serverUrl, run);
}
