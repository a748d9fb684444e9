import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { responses } from "../../server/http/responses.ts";

import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { recordAudit } from "../../server/audit.ts";
import { keepingOneAdmin } from "../../server/auth/last-admin.ts";
import { membershipOf } from "../../server/auth/membership.ts";
import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { companionAccounts, profiles, sessions, users } from "../../server/auth/tables.ts";
import { subscriptionsOf, type SubscriptionRow } from "../billing/index.server.ts";
import { badRequest, conflict } from "../../server/http/errors.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import { registerStatusNotesRoute } from "./status-notes.server.ts";
import { accountAccessInput, roleChangeInput, userListQuery, type AdminUser, type UserPage, type UserSort } from "./schema.ts";
import { accessChangedView, roleChangedView, userPageView } from "./responses.ts";

const userParams = z.object({ id: z.string().trim().min(1).max(100) });

/** Each sort: the column it orders by (with the row id as tie-break) and the direction. */
const SORTS: Record<UserSort, { column: AnyPgColumn; tieBreak: AnyPgColumn; direction: "asc" | "desc"; cast: "timestamptz" | "text" }> = {
  newest: { column: profiles.createdAt, tieBreak: profiles.id, direction: "desc", cast: "timestamptz" },
  oldest: { column: profiles.createdAt, tieBreak: profiles.id, direction: "asc", cast: "timestamptz" },
  name: { column: users.name, tieBreak: users.id, direction: "asc", cast: "text" },
  email: { column: users.email, tieBreak: users.id, direction: "asc", cast: "text" },
};

const encodeCursor = (value: string, id: string) => Buffer.from(JSON.stringify([value, id])).toString("base64url");

function decodeCursor(cursor: string): [string, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((part) => typeof part === "string")) return parsed as [string, string];
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest("This page link is no longer valid. Start again from the first page.");
}

/** Rows after the cursor in the sort's order: `(value, id) < (cursor)` or `>` — an index range scan, not an offset. */
function afterCursor(sort: UserSort, cursor: string): SQL {
  const { column, tieBreak, direction, cast } = SORTS[sort];
  const [value, id] = decodeCursor(cursor);
  if (cast === "timestamptz" && Number.isNaN(Date.parse(value))) throw badRequest("This page link is no longer valid. Start again from the first page.");
  const operator = sql.raw(direction === "desc" ? "<" : ">");
  const tieBreakType = sql.raw(tieBreak === profiles.id ? "uuid" : "text");
  return sql`(${column}, ${tieBreak}) ${operator} (${value}::${sql.raw(cast)}, ${id}::${tieBreakType})`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function filterOf(query: z.output<typeof userListQuery>): SQL | undefined {
  const pattern = `%${escapeLike(query.q)}%`;
  return and(
    // users.name is the full name; both columns have trigram indexes, so this is no table scan.
    query.q ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    query.role === "all" ? undefined : eq(profiles.role, query.role),
  );
}

type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

function selectUsers(db: Db, where: SQL | undefined, sort: UserSort, limit: number) {
  const { column, tieBreak, direction } = SORTS[sort];
  const order = direction === "desc" ? desc : asc;
  return db
    .select({ profile: profiles, user: users })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(where)
    .orderBy(order(column), order(tieBreak))
    .limit(limit);
}

function toAdminUser({ profile, user }: UserRow, subscription: SubscriptionRow | undefined): AdminUser {
  return {
    userId: user.id,
    profileId: profile.id,
    email: user.email,
    name: user.name,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber,
    zipCode: profile.zipCode,
    bio: profile.bio,
    avatarUrl: profile.avatarUrl,
    role: profile.role,
    emailVerified: user.emailVerified,
    disabled: profile.disabledAt !== null,
    adminNotes: profile.adminNotes,
    membership: {
      isMember: membershipOf(subscription).isMember,
      status: subscription?.status ?? null,
      provider: subscription?.provider ?? null,
      currentPeriodEnd: subscription?.currentPeriodEnd?.toISOString() ?? null,
    },
    createdAt: profile.createdAt.toISOString(),
  };
}

function cursorOf(row: UserRow, sort: UserSort): string {
  if (sort === "newest" || sort === "oldest") return encodeCursor(row.profile.createdAt.toISOString(), row.profile.id);
  return encodeCursor(sort === "name" ? row.user.name : row.user.email, row.user.id);
}

export async function listUsers(db: Db, query: z.output<typeof userListQuery>): Promise<UserPage> {
  const filter = filterOf(query);
  const where = and(filter, query.cursor ? afterCursor(query.sort, query.cursor) : undefined);
  const rows = await selectUsers(db, where, query.sort, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  // Without a search, the profiles alone are counted (every profile has its user).
  const totalQuery = query.q
    ? db.select({ value: count() }).from(profiles).innerJoin(users, eq(users.id, profiles.userId))
    : db.select({ value: count() }).from(profiles);
  const [total] = await totalQuery.where(filter);
  const memberships = await subscriptionsOf(
    db,
    page.map((row) => row.user.id),
  );
  return {
    users: page.map((row) => toAdminUser(row, memberships.get(row.user.id))),
    total: total?.value ?? 0,
    nextCursor: rows.length > query.limit && last ? cursorOf(last, query.sort) : null,
  };
}

export function registerAdminUserRoutes(app: TypedApp, { db }: { db: Db }): void {
  const admin = { preValidation: requireRole("admin") };

  app.get("/users", { ...admin, schema: { querystring: userListQuery, response: responses({ 200: userPageView }) } }, async (request) =>
    listUsers(db, request.query),
  );

  app.patch(
    "/users/:id/role",
    { ...admin, schema: { params: userParams, body: roleChangeInput, response: responses({ 200: roleChangedView }) } },
    async (request) => {
      const viewer = await viewerOf(request);
      const { id } = request.params;
      const { role } = request.body;
      await keepingOneAdmin(
        db,
        id,
        () => role !== "admin",
        async (tx, before) => {
          await tx.update(profiles).set({ role }).where(eq(profiles.userId, id));
          // An account that is no longer a wingwoman stops answering for its companion.
          if (role !== "wingwoman") await tx.delete(companionAccounts).where(eq(companionAccounts.userId, id));
          await recordAudit(tx, {
            actorId: viewer.user.id,
            action: "user.role",
            subjectType: "user",
            subjectId: id,
            before: { role: before.role },
            after: { role },
          });
        },
      );
      return { ok: true as const, role };
    },
  );

  app.patch(
    "/users/:id/access",
    { ...admin, schema: { params: userParams, body: accountAccessInput, response: responses({ 200: accessChangedView }) } },
    async (request) => {
      const viewer = await viewerOf(request);
      const { id } = request.params;
      const { disabled } = request.body;
      if (disabled && id === viewer.user.id) throw conflict("You cannot disable your own account.", "self_disable");
      await keepingOneAdmin(
        db,
        id,
        (profile) => disabled && profile.role === "admin",
        async (tx, before) => {
          await tx
            .update(profiles)
            .set({ disabledAt: disabled ? new Date() : null })
            .where(eq(profiles.userId, id));
          // Signed out everywhere: every session of the account ends now.
          if (disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
          await recordAudit(tx, {
            actorId: viewer.user.id,
            action: disabled ? "user.disable" : "user.enable",
            subjectType: "user",
            subjectId: id,
            before: { disabled: before.disabledAt !== null },
            after: { disabled },
          });
        },
      );
      return { ok: true as const, disabled };
    },
  );

  registerStatusNotesRoute(app, db, {
    path: "/users/:id/notes",
    idParam: userParams.shape.id,
    subjectType: "user",
    missing: "This account does not exist.",
    read: async (tx, id) => (await tx.select({ notes: profiles.adminNotes }).from(profiles).where(eq(profiles.userId, id)))[0],
    write: async (tx, id, { notes }) => {
      await tx.update(profiles).set({ adminNotes: notes }).where(eq(profiles.userId, id));
    },
  });
}
