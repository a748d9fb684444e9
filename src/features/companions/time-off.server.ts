import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import type { AvailabilityException, TimeRange } from "../../shared/availability.ts";
import { companionAvailabilityExceptions as exceptions } from "./tables.server.ts";

/** A companion's time off and other hours on a run of dates: part of their schedule, beside their weekly hours. */

const exceptionColumns = {
  id: exceptions.id,
  startsOn: exceptions.startsOn,
  endsOn: exceptions.endsOn,
  ranges: exceptions.ranges,
  note: exceptions.note,
};

/** The exceptions that end on `today` (a Florida date) or later, oldest first. */
export function exceptionsOf(db: Db, companionId: string, today: string): Promise<AvailabilityException[]> {
  return db
    .select(exceptionColumns)
    .from(exceptions)
    .where(and(eq(exceptions.companionId, companionId), gte(exceptions.endsOn, today)))
    .orderBy(asc(exceptions.createdAt));
}

export interface NewException {
  startsOn: string;
  endsOn: string;
  ranges: TimeRange[];
  note: string;
}

export async function addException(db: Db, companionId: string, input: NewException) {
  const [row] = await db
    .insert(exceptions)
    .values({ companionId, ...input })
    .returning();
  return row;
}

/** Removes one of this companion's exceptions; undefined when they have none by that id. */
export async function removeException(db: Db, companionId: string, exceptionId: string) {
  const [row] = await db
    .delete(exceptions)
    .where(and(eq(exceptions.id, exceptionId), eq(exceptions.companionId, companionId)))
    .returning();
  return row;
}
