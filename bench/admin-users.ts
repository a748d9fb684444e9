import { sql } from "drizzle-orm";
import { listUsers } from "../src/features/admin/users.server.ts";
import { userListQuery, type UserListQuery } from "../src/features/admin/schema.ts";
import { openDatabase, type DatabaseTarget } from "../src/server/db/client.ts";

export const ADMIN_LIST_ACCOUNTS = 100_000;

/**
 * The admin's user list with 100,000 accounts (the page must stay fast): mean time of the list
 * query for the first page, a page deep in the list (keyset), a name sort and a substring search.
 */
export async function adminListTimings(target: DatabaseTarget): Promise<Record<string, number>> {
  const database = await openDatabase(target);
  const { db } = database;
  try {
    await db.execute(sql`insert into users (id, name, email, email_verified, created_at, updated_at)
      select 'bench-' || g, 'Person ' || g, 'person' || g || '@example.com', true, now() - (g || ' seconds')::interval, now()
      from generate_series(1, ${ADMIN_LIST_ACCOUNTS}) g`);
    await db.execute(sql`insert into profiles (user_id, first_name, last_name, created_at) select id, 'Person', substr(id, 7), created_at from users`);
    await db.execute(sql`analyze`);
    const time = async (input: UserListQuery) => {
      const query = userListQuery.parse(input);
      await listUsers(db, query);
      const started = performance.now();
      for (let run = 0; run < 10; run++) await listUsers(db, query);
      return (performance.now() - started) / 10;
    };
    let cursor: string | undefined;
    for (let page = 0; page < 50; page++) cursor = (await listUsers(db, userListQuery.parse({ cursor }))).nextCursor ?? undefined;
    return {
      firstPageMs: await time({}),
      page51Ms: await time({ cursor }),
      sortByNameMs: await time({ sort: "name" }),
      searchMs: await time({ q: "person4711" }),
    };
  } finally {
    await database.close();
  }
}
