import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import ical, { ICalEventStatus } from "ical-generator";
import { recordAudit } from "../../server/audit.ts";
import { companionAccounts } from "../../server/auth/tables.ts";
import type { Db } from "../../server/db/client.ts";
import type { BookingStatus } from "../../shared/bookings.ts";
import { bookingView, companionBookingsStarting, type BookingRow } from "../bookings/index.server.ts";
import { companionCard } from "../companions/index.server.ts";
import { calendarFeeds } from "./tables.server.ts";

const DAY_MS = 86_400_000;
/** Sessions that ended this long ago still show in the feed; later ones all do. */
export const FEED_PAST_DAYS = 30;
/** How far ahead the feed looks (bookings are made weeks ahead, never years). */
const FEED_AHEAD_DAYS = 2 * 366;
/** The feed's secret: 32 bytes of HMAC, base64url. */
const TOKEN_PATTERN = /^[\w-]{43}$/;

/** What the feed's addresses are made from: the site's address and the server's secret (AUTH_SECRET). */
export interface CalendarFeedDeps {
  db: Db;
  publicUrl: string;
  secret: string;
}

/** The companion's subscription as the workspace shows it: the address to subscribe to, twice. */
export interface CalendarFeedLinks {
  /** For Apple Calendar, Outlook and others that open webcal:// links. */
  webcalUrl: string;
  /** For Google Calendar's "From URL" and any app that wants https. */
  httpsUrl: string;
  createdAt: string;
}

const tokenOf = (secret: string, companionId: string, nonce: string) =>
  createHmac("sha256", secret).update(`calendar-feed:${companionId}:${nonce}`).digest("base64url");
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function linksOf(publicUrl: string, token: string, createdAt: Date): CalendarFeedLinks {
  const httpsUrl = `${publicUrl}/api/calendar/${token}.ics`;
  return { webcalUrl: httpsUrl.replace(/^https?:/, "webcal:"), httpsUrl, createdAt: createdAt.toISOString() };
}

/**
 * The companion's live feed, or null. The address is made again from the server's secret and the row's
 * nonce (the database holds only its hash); after AUTH_SECRET changes the old address no longer matches
 * and the companion makes a new one.
 */
export async function calendarFeedOf({ db, publicUrl, secret }: CalendarFeedDeps, companionId: string): Promise<CalendarFeedLinks | null> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.companionId, companionId));
  if (!row) return null;
  const token = tokenOf(secret, companionId, row.nonce);
  return sameToken(hashOf(token), row.tokenHash) ? linksOf(publicUrl, token, row.createdAt) : null;
}

/** Makes the companion's feed, or replaces it: the previous address stops working at once. */
export async function replaceCalendarFeed(deps: CalendarFeedDeps, actorId: string, companionId: string): Promise<CalendarFeedLinks> {
  const nonce = randomBytes(16).toString("base64url");
  const token = tokenOf(deps.secret, companionId, nonce);
  const values = { companionId, nonce, tokenHash: hashOf(token), createdBy: actorId, createdAt: new Date() };
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.companionId, companionId));
    await tx
      .insert(calendarFeeds)
      .values(values)
      .onConflictDoUpdate({ target: calendarFeeds.companionId, set: { nonce, tokenHash: values.tokenHash, createdBy: actorId, createdAt: values.createdAt } });
    await recordAudit(tx, {
      actorId,
      action: before ? "companion.calendar_feed.replace" : "companion.calendar_feed.create",
      subjectType: "companion",
      subjectId: companionId,
    });
  });
  return linksOf(deps.publicUrl, token, values.createdAt);
}

/** Revokes the companion's feed (none: nothing to do); its address answers 404 from now on. */
export async function revokeCalendarFeed(db: Db, actorId: string, companionId: string): Promise<void> {
  const removed = await db.delete(calendarFeeds).where(eq(calendarFeeds.companionId, companionId)).returning({ companionId: calendarFeeds.companionId });
  if (removed.length > 0) await recordAudit(db, { actorId, action: "companion.calendar_feed.revoke", subjectType: "companion", subjectId: companionId });
}

/**
 * The companion whose feed `token` opens, or null: a wrong, revoked or malformed token, or one whose maker no
 * longer answers for the companion (their account unlinked or deleted: a former companion's old link stops).
 * Looked up by its hash.
 */
async function companionOfToken({ db, secret }: CalendarFeedDeps, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ companionId: calendarFeeds.companionId, nonce: calendarFeeds.nonce })
    .from(calendarFeeds)
    .innerJoin(companionAccounts, and(eq(companionAccounts.companionId, calendarFeeds.companionId), eq(companionAccounts.userId, calendarFeeds.createdBy)))
    .where(eq(calendarFeeds.tokenHash, hashOf(token)));
  if (!row) return null;
  return sameToken(tokenOf(secret, row.companionId, row.nonce), token) ? row.companionId : null;
}

/** How a session stands in the feed; one with no entry (a lapsed hold, a no-show) is left out. */
const FEED_STATUS: Partial<Record<BookingStatus, ICalEventStatus>> = {
  confirmed: ICalEventStatus.CONFIRMED,
  completed: ICalEventStatus.CONFIRMED,
  pending: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
};

/**
 * The feed (RFC 5545, by ical-generator: CRLF lines folded at 75 octets, text escaped, times in UTC): one
 * event per session that ended at most FEED_PAST_DAYS ago, pending ones tentative, cancelled ones cancelled,
 * lapsed holds and no-shows left out. Each event's UID is the booking's; SEQUENCE and LAST-MODIFIED follow the
 * booking's last change, so a moved session moves. Only the session type, the client's first name, the times
 * and the place: the address is a bearer secret, so nothing else about the client is in it.
 */
export function calendarFeedIcs(companionName: string, rows: readonly BookingRow[], now = new Date()): string {
  const calendar = ical({
    name: `Wingmate: ${companionName}'s sessions`,
    prodId: { company: "Wingmate", product: "Companion sessions", language: "EN" },
    ttl: 60 * 60,
  });
  for (const row of rows) {
    const view = bookingView(row, companionName, now);
    const status = FEED_STATUS[view.status];
    if (!status) continue;
    const firstName = row.fullName.trim().split(/\s+/)[0] || "client";
    calendar.createEvent({
      id: `${row.id}@wingmate`,
      sequence: Math.floor(row.updatedAt.getTime() / 1000),
      stamp: now,
      lastModified: row.updatedAt,
      start: row.startsAt,
      end: row.endsAt,
      summary: `${view.sessionLabel} with ${firstName}`,
      location: row.location || null,
      status,
    });
  }
  return calendar.toString();
}

/** The feed `token` opens, or null (the route answers 404). */
export async function calendarFeedFor(deps: CalendarFeedDeps, token: string, now = new Date()): Promise<string | null> {
  const companionId = await companionOfToken(deps, token);
  if (!companionId) return null;
  const companion = await companionCard(deps.db, companionId);
  if (!companion) return null;
  const from = new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS);
  // Multi-day packages start before they end: look a month further back and keep those still within the window.
  const rows = await companionBookingsStarting(
    deps.db,
    companionId,
    new Date(from.getTime() - 31 * DAY_MS),
    new Date(now.getTime() + FEED_AHEAD_DAYS * DAY_MS),
  );
  return calendarFeedIcs(
    companion.name,
    rows.filter((row) => row.endsAt >= from),
    now,
  );
}
