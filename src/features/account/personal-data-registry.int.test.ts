import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/client.ts";
import * as schema from "../../server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../server/db/test-database.ts";
import { identifyingColumns, uncoveredPersonalTables } from "../../server/testing/personal-columns.ts";
import { personalDataRegistry } from "./personal-data-registry.server.ts";

/**
 * Tables with a column that identifies a person but are not personal data, each with the reason. Empty: every
 * such table is some account's data, so a contribution must cover it.
 */
const NOT_PERSONAL: Readonly<Record<string, string>> = {};

const schemaTables: PgTable[] = Object.values<unknown>(schema).filter((value): value is PgTable => is(value, PgTable));
const tableName = (table: PgTable) => getTableConfig(table).name;
const coveredTables = personalDataRegistry.flatMap((contribution) => contribution.tables);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the personal-data registry", () => {
  it("knows every table and column of the migrated database, so the checks below see all of them", async () => {
    const rows = await queryRows<{ table_name: string; column_name: string }>(
      database.db,
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const inDatabase = rows.map((row) => `${row.table_name}.${row.column_name}`).sort();
    const declared = schemaTables.flatMap((table) => getTableConfig(table).columns.map((column) => `${tableName(table)}.${column.name}`)).sort();
    expect(inDatabase).toEqual(declared);
  });

  it("covers every table with a column that identifies a person (an account id, an e-mail, a phone)", () => {
    expect(uncoveredPersonalTables(schemaTables, { covered: coveredTables, notPersonal: NOT_PERSONAL, people: schema.users })).toEqual([]);
  });

  it("excuses only tables that would otherwise be reported", () => {
    for (const name of Object.keys(NOT_PERSONAL)) {
      const table = schemaTables.find((each) => tableName(each) === name);
      expect(table && identifyingColumns(table, schema.users), `${name} holds no identifying column`).not.toEqual([]);
      expect(coveredTables.map(tableName), `${name} is covered by a contribution`).not.toContain(name);
    }
  });

  it("lists each table and each section of the download once", () => {
    const tables = coveredTables.map(tableName);
    const sections = personalDataRegistry.flatMap((contribution) => contribution.sections);
    expect(tables).toEqual([...new Set(tables)]);
    expect(sections).toEqual([...new Set(sections)]);
  });
});
