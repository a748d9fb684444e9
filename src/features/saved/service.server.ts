import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { savedProfiles } from "./tables.server.ts";
import type { CatalogueEntry } from "../companions/index.server.ts";
import type { SavedProfile } from "./schema.ts";

const view = (row: typeof savedProfiles.$inferSelect): SavedProfile => ({
  id: row.id,
  wingwoman_id: row.companionId,
  wingwoman_name: row.companionName,
  wingwoman_image: row.companionImage,
  created_at: row.createdAt.toISOString(),
});

const ownRow = (userId: string, companionId: string) => and(eq(savedProfiles.userId, userId), eq(savedProfiles.companionId, companionId));

/** The member's saved profiles, newest first. */
export async function listSavedProfiles(db: Db, userId: string): Promise<SavedProfile[]> {
  const rows = await db.select().from(savedProfiles).where(eq(savedProfiles.userId, userId)).orderBy(desc(savedProfiles.createdAt));
  return rows.map(view);
}

export async function isSaved(db: Db, userId: string, companionId: string): Promise<boolean> {
  const [row] = await db.select({ id: savedProfiles.id }).from(savedProfiles).where(ownRow(userId, companionId));
  return Boolean(row);
}

/** Saving twice (a double click) keeps one row. */
export async function saveProfile(db: Db, userId: string, { row: companion }: CatalogueEntry): Promise<SavedProfile | null> {
  await db
    .insert(savedProfiles)
    .values({ userId, companionId: companion.id, companionName: companion.name, companionImage: companion.photos[0]?.card.webp ?? null })
    .onConflictDoNothing({ target: [savedProfiles.userId, savedProfiles.companionId] });
  const [row] = await db.select().from(savedProfiles).where(ownRow(userId, companion.id));
  return row ? view(row) : null;
}

export async function unsaveProfile(db: Db, userId: string, companionId: string): Promise<void> {
  await db.delete(savedProfiles).where(ownRow(userId, companionId));
}
