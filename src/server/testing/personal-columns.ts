import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";

/** Column names that hold an e-mail address or a phone number (a mail's recipient and reply-to are addresses). */
const CONTACT_COLUMN = /e_?mail|phone|^to_address$|^reply_to$/;
/** Column names that hold an account's id even without a foreign key (an audit entry's actor). */
const PERSON_ID_COLUMN = /(^|_)(user|member|reporter|owner|author|actor|sender|recipient)_id$/;

/** The columns of `table` that identify a person: an e-mail or phone, an account id by name, or a foreign key to `people`. */
export function identifyingColumns(table: PgTable, people: PgTable): string[] {
  const { columns, foreignKeys } = getTableConfig(table);
  const peopleName = getTableConfig(people).name;
  const pointingAtPeople = new Set(
    foreignKeys
      .map((key) => key.reference())
      .filter((reference) => getTableConfig(reference.foreignTable).name === peopleName)
      .flatMap((reference) => reference.columns.map((column) => column.name)),
  );
  return columns.map((column) => column.name).filter((name) => CONTACT_COLUMN.test(name) || PERSON_ID_COLUMN.test(name) || pointingAtPeople.has(name));
}

export interface UncoveredTable {
  table: string;
  columns: string[];
}

/**
 * The tables among `tables` with a column that identifies a person which no contribution covers and
 * `notPersonal` (table name -> why its columns are not personal data) does not excuse.
 */
export function uncoveredPersonalTables(
  tables: readonly PgTable[],
  { covered, notPersonal, people }: { covered: readonly PgTable[]; notPersonal: Readonly<Record<string, string>>; people: PgTable },
): UncoveredTable[] {
  const coveredNames = new Set(covered.map((table) => getTableConfig(table).name));
  return tables
    .map((table) => ({ table: getTableConfig(table).name, columns: identifyingColumns(table, people) }))
    .filter(({ table, columns }) => columns.length > 0 && !coveredNames.has(table) && !Object.hasOwn(notPersonal, table));
}
