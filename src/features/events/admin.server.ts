import { asc, eq, gte, sql } from "drizzle-orm";
import type { ObjectStore } from "../../server/adapters/storage/store.ts";
import { saveImage } from "../../server/adapters/storage/save-image.ts";
import { recordAudit } from "../../server/audit.ts";
import type { Db } from "../../server/db/client.ts";
import { events, eventSources } from "./tables.server.ts";
import { badRequest, conflict, notFound } from "../../server/http/errors.ts";
import { floridaTime24, floridaTimeToUtc, floridaToday } from "../../shared/bookings.ts";
import { ADMIN_EVENT_SOURCE, eventTitleKey } from "../../shared/events.ts";
import type { AdminEventInput } from "./admin-schema.ts";
import { eventMessages } from "./schema.ts";
import type { AdminEvent, EventSource } from "./responses.ts";
import { EVENT_IMAGE_BUCKET } from "./refresh.server.ts";
import { eventViewOf } from "./service.server.ts";

type EventRow = typeof events.$inferSelect;
type SourceRow = typeof eventSources.$inferSelect;

const TITLE_TAKEN = "Another event already has this title: events are told apart by title.";

const adminView = (row: EventRow): AdminEvent => {
  const { interested: _interested, in_english: _inEnglish, ...shown } = eventViewOf(row, false, "en");
  return {
    ...shown,
    event_time_24h: floridaTime24(row.startsAt),
    title_es: row.titleEs,
    description_es: row.descriptionEs,
    hidden: row.hidden,
    source: row.source,
    edited: row.editedAt !== null,
    has_uploaded_image: row.imageKey !== null,
  };
};

export const sourceView = (row: SourceRow): EventSource => ({
  id: row.id,
  url: row.url,
  label: row.label,
  origin: row.origin,
  enabled: row.enabled,
  last_fetched_at: row.lastFetchedAt?.toISOString() ?? null,
  last_status: row.lastStatus,
  last_count: row.lastCount,
  last_error: row.lastError,
});

const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === "23505" || cause?.code === "23505";
};

/** The columns a dashboard input sets; `startsAt` from the Florida date and time. */
function columnsOf(input: Partial<AdminEventInput>, before?: EventRow) {
  const date = input.event_date ?? (before ? floridaToday(before.startsAt) : undefined);
  const time = input.event_time ?? (before ? floridaTime24(before.startsAt) : undefined);
  return {
    ...(input.title !== undefined ? { title: input.title, titleKey: eventTitleKey(input.title) } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.title_es !== undefined ? { titleEs: input.title_es } : {}),
    ...(input.description_es !== undefined ? { descriptionEs: input.description_es } : {}),
    ...(input.category !== undefined ? { category: input.category } : {}),
    ...(input.venue_name !== undefined ? { venueName: input.venue_name } : {}),
    ...(input.price_range !== undefined ? { priceRange: input.price_range || null } : {}),
    ...(input.tags !== undefined ? { tags: input.tags } : {}),
    ...(input.hidden !== undefined ? { hidden: input.hidden } : {}),
    ...(date && time && (input.event_date || input.event_time) ? { startsAt: floridaTimeToUtc(date, time) } : {}),
  };
}

function assertFuture(startsAt: Date | undefined, now: Date): void {
  if (startsAt && startsAt <= now) {
    throw badRequest("Choose a date and time that has not passed.", { event_date: "Choose a date and time that has not passed." });
  }
}

/** The dashboard's events: upcoming and yesterday's, hidden ones too, soonest first. */
export function eventAdmin({ db, store }: { db: Db; store: ObjectStore }) {
  async function rowOrNotFound(id: string): Promise<EventRow> {
    const [row] = await db.select().from(events).where(eq(events.id, id));
    if (!row) throw notFound(eventMessages.notFound);
    return row;
  }

  async function saved<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(TITLE_TAKEN, "title_taken");
      throw error;
    }
  }

  return {
    async list(): Promise<AdminEvent[]> {
      const rows = await db
        .select()
        .from(events)
        .where(gte(events.startsAt, sql`now() - interval '1 day'`))
        .orderBy(asc(events.startsAt));
      return rows.map(adminView);
    },

    async create(actorId: string, input: AdminEventInput, now = new Date()): Promise<AdminEvent> {
      const columns = columnsOf(input);
      assertFuture(columns.startsAt, now);
      const [row] = await saved(() =>
        db
          .insert(events)
          .values({
            ...columns,
            title: input.title,
            titleKey: eventTitleKey(input.title),
            category: input.category,
            startsAt: columns.startsAt as Date,
            source: ADMIN_EVENT_SOURCE,
          })
          .returning(),
      );
      const view = adminView(row as EventRow);
      await recordAudit(db, {
        actorId,
        action: "event.create",
        subjectType: "event",
        subjectId: view.id,
        after: { title: view.title, starts_at: view.starts_at },
      });
      return view;
    },

    /**
     * A change from the dashboard; once its words or time are edited, a refresh leaves the event as staff made
     * it (hiding or showing alone keeps it in step with its source).
     */
    async update(actorId: string, id: string, input: Partial<AdminEventInput>, now = new Date()): Promise<AdminEvent> {
      if (Object.keys(input).length === 0) throw badRequest("Nothing to change.");
      const before = await rowOrNotFound(id);
      const columns = columnsOf(input, before);
      if (columns.startsAt && columns.startsAt.getTime() !== before.startsAt.getTime()) assertFuture(columns.startsAt, now);
      const visibilityOnly = Object.keys(input).every((key) => key === "hidden");
      const [row] = await saved(() =>
        db
          .update(events)
          .set({ ...columns, ...(visibilityOnly ? {} : { editedAt: now }) })
          .where(eq(events.id, id))
          .returning(),
      );
      const view = adminView(row as EventRow);
      const action = visibilityOnly ? (input.hidden ? "event.hide" : "event.show") : "event.update";
      await recordAudit(db, { actorId, action, subjectType: "event", subjectId: id, before: adminView(before), after: view });
      return view;
    },

    async remove(actorId: string, id: string): Promise<void> {
      const before = await rowOrNotFound(id);
      await db.delete(events).where(eq(events.id, id));
      if (before.imageKey) await store.delete(EVENT_IMAGE_BUCKET, before.imageKey).catch(() => undefined);
      await recordAudit(db, { actorId, action: "event.delete", subjectType: "event", subjectId: id, before: adminView(before) });
    },

    /** A new picture for the card (checked and re-encoded like every upload); the old upload is deleted. */
    async setImage(actorId: string, id: string, readUpload: () => Promise<Buffer>, now = new Date()): Promise<AdminEvent> {
      const before = await rowOrNotFound(id);
      const image = await saveImage(store, EVENT_IMAGE_BUCKET, await readUpload(), { folder: "events", maxDimension: 1600 });
      const [row] = await db.update(events).set({ imageUrl: image.url, imageKey: image.key, editedAt: now }).where(eq(events.id, id)).returning();
      if (before.imageKey) await store.delete(EVENT_IMAGE_BUCKET, before.imageKey).catch(() => undefined);
      await recordAudit(db, {
        actorId,
        action: "event.image",
        subjectType: "event",
        subjectId: id,
        before: { image_url: before.imageUrl },
        after: { image_url: image.url },
      });
      return adminView(row as EventRow);
    },
  };
}

/** The event sources on the dashboard: those staff add (and may remove) and those EVENT_SOURCES names. */
export function eventSourceAdmin(db: Db) {
  async function rowOrNotFound(id: string): Promise<SourceRow> {
    const [row] = await db.select().from(eventSources).where(eq(eventSources.id, id));
    if (!row) throw notFound("This source does not exist.");
    return row;
  }
  return {
    async list(): Promise<EventSource[]> {
      return (await db.select().from(eventSources).orderBy(asc(eventSources.createdAt))).map(sourceView);
    },

    async add(actorId: string, input: { url: string; label: string }): Promise<EventSource> {
      const [row] = await db.insert(eventSources).values({ url: input.url, label: input.label, origin: "admin" }).onConflictDoNothing().returning();
      if (!row) throw conflict("This source is already listed.", "source_exists");
      await recordAudit(db, { actorId, action: "event_source.add", subjectType: "event_source", subjectId: row.id, after: { url: row.url } });
      return sourceView(row);
    },

    async update(actorId: string, id: string, change: { label?: string; enabled?: boolean }): Promise<EventSource> {
      const before = await rowOrNotFound(id);
      const [row] = await db.update(eventSources).set(change).where(eq(eventSources.id, id)).returning();
      await recordAudit(db, { actorId, action: "event_source.update", subjectType: "event_source", subjectId: id, before: sourceView(before), after: change });
      return sourceView(row as SourceRow);
    },

    /** Events it brought stay until they pass (or staff hide them); a source from EVENT_SOURCES is removed there. */
    async remove(actorId: string, id: string): Promise<void> {
      const before = await rowOrNotFound(id);
      if (before.origin === "env") throw conflict("This source comes from the EVENT_SOURCES setting: remove it there, or turn it off here.", "source_from_env");
      await db.delete(eventSources).where(eq(eventSources.id, id));
      await recordAudit(db, { actorId, action: "event_source.remove", subjectType: "event_source", subjectId: id, before: sourceView(before) });
    },
  };
}

/** The addresses read on refresh: enabled sources staff added and those EVENT_SOURCES names, each once. */
export async function countEventSources(db: Db, configured: string[]): Promise<number> {
  const rows = await db.select({ url: eventSources.url }).from(eventSources).where(eq(eventSources.enabled, true));
  return new Set([...rows.map((row) => row.url), ...configured]).size;
}
