/**
 * Whole-value matches for finding an account's traces in free text (mail bodies, audit copies, rate-limit
 * keys): an address or an id is found only as a whole, never as a piece of a longer one.
 */
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** Characters an address may hold (unquoted local part and domain): the address ends where none follows. */
const ADDRESS_CHARACTER = "a-z0-9.!#$%&'*+/=?^_`{|}~-";
/** Characters of an id (a UUID, or Better Auth's letters and digits). */
const ID_CHARACTER = "A-Za-z0-9_-";
/** Every character but letters and digits escaped: inside a PostgreSQL regular expression it is then plain text. */
const literal = (text: string) => text.replace(/[^A-Za-z0-9]/g, "\\$&");

/**
 * Text that names `address` as a whole address (compared without case): not a piece of a longer one, so
 * `a@gmail.co` is not found in `newhire.maria@gmail.com` nor in `a@gmail.co.uk`, but is in `<a@gmail.co>.`
 * (a dot ends the address unless a letter or digit follows it).
 */
export function namesAddress(column: SQL | AnyPgColumn, address: string): SQL {
  const pattern = `(^|[^${ADDRESS_CHARACTER}])${literal(address.trim().toLowerCase())}($|[^a-z0-9_.-]|\\.($|[^a-z0-9-]))`;
  return sql`lower(coalesce(${column}, '')) ~ ${pattern}`;
}

/** Text that names one of `ids` as a whole id (exact case), not as a piece of a longer string. */
export function namesId(column: SQL | AnyPgColumn, ids: readonly string[]): SQL | undefined {
  if (ids.length === 0) return undefined;
  const pattern = `(^|[^${ID_CHARACTER}])(${ids.map(literal).join("|")})($|[^${ID_CHARACTER}])`;
  return sql`coalesce(${column}, '') ~ ${pattern}`;
}

/**
 * A JSON document (an audit entry's copy of a record) with a string value, at any depth, that `test` accepts.
 * Each value is tested on its own, as text: a match never spans two values or JSON's quoting.
 */
export function anyJsonString(column: SQL | AnyPgColumn, test: (text: SQL) => SQL | undefined): SQL | undefined {
  const condition = test(sql`(item #>> '{}')`);
  if (!condition) return undefined;
  return sql`exists (select 1 from jsonb_path_query(${column}, 'strict $.**') as item where jsonb_typeof(item) = 'string' and ${condition})`;
}

/** A `:`-separated key (a rate-limit counter's) with `value` as one whole part; compared without case when `ignoreCase`. */
export function keyPart(column: SQL | AnyPgColumn, value: string, { ignoreCase }: { ignoreCase: boolean }): SQL {
  const pattern = `(^|:)${literal(ignoreCase ? value.trim().toLowerCase() : value)}(:|$)`;
  return ignoreCase ? sql`lower(${column}) ~ ${pattern}` : sql`${column} ~ ${pattern}`;
}
