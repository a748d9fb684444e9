import { eq } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Db } from "../../server/db/client.ts";
import { companionAccounts } from "../../server/auth/tables.ts";
import { companions } from "./tables.server.ts";
import type { WeeklyHours } from "../../shared/availability.ts";

// What other features read of a companion (bookings, the workspace), without querying the table themselves.

/**
 * Each companion's id and name, as a subquery another feature joins in its own statement
 * (`.innerJoin(companionNames, eq(companionNames.id, bookings.companionId))`, then `companionNames.name`).
 */
export const companionNames = new QueryBuilder().select({ id: companions.id, name: companions.name }).from(companions).as("companion_names");

interface CompanionCard {
  id: string;
  name: string;
  hidden: boolean;
}

const card = { id: companions.id, name: companions.name, hidden: companions.hidden };

/** A companion's id, name and whether it is hidden; undefined when there is none. */
export async function companionCard(tx: Db, companionId: string): Promise<CompanionCard | undefined> {
  const [companion] = await tx.select(card).from(companions).where(eq(companions.id, companionId));
  return companion;
}

/** The same, with the companion's row locked until the transaction ends (one booking decision at a time). */
export async function lockCompanion(tx: Db, companionId: string): Promise<CompanionCard | undefined> {
  const [companion] = await tx.select(card).from(companions).where(eq(companions.id, companionId)).for("update");
  return companion;
}

/** The companion an account is linked to (by an admin); undefined when it answers for none. */
export async function companionOfUser(db: Db, userId: string): Promise<CompanionCard | undefined> {
  const [companion] = await db
    .select(card)
    .from(companionAccounts)
    .innerJoin(companions, eq(companions.id, companionAccounts.companionId))
    .where(eq(companionAccounts.userId, userId));
  return companion;
}

interface CompanionHours {
  weeklyHours: WeeklyHours;
  bufferMinutes: number;
}

/** When a companion may be booked and the minutes kept free around a session; undefined when there is no such companion. */
export async function hoursOf(db: Db, companionId: string): Promise<CompanionHours | undefined> {
  const [hours] = await db
    .select({ weeklyHours: companions.weeklyHours, bufferMinutes: companions.bufferMinutes })
    .from(companions)
    .where(eq(companions.id, companionId));
  return hours;
}

export async function setHoursOf(db: Db, companionId: string, hours: CompanionHours): Promise<void> {
  await db.update(companions).set(hours).where(eq(companions.id, companionId));
}
