import type { FastifyInstance } from "fastify";
import type { ChangeFeed } from "../db/change-feed.ts";

/** A safety net only: a change on any instance drops the entries of its user at once (see below). */
const ENTRY_LIFETIME_MS = 30_000;
const MAX_ENTRIES = 20_000;

interface CachedSession {
  userId: string;
  expiresAt: Date;
  storedAt: number;
}

/**
 * Live sessions read recently, by token, so that a member's request does not query the database.
 * Revocation stays immediate on every instance: the database notifies the id of any user whose
 * session, account, profile or membership row changes (sign-out, password change, disable, role
 * change, payment), and each instance drops that user's entries when told. While the notifications
 * are not being received (the listening connection is down), nothing is cached.
 */
export function createSessionCache<Row extends { session: { userId: string; expiresAt: Date } }>(changes: ChangeFeed) {
  const entries = new Map<string, CachedSession & { row: Row }>();
  const tokensByUser = new Map<string, Set<string>>();
  // Bumped by every drop: a read that started before a drop must not store what it read.
  let generation = 0;

  function forget(token: string): void {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = tokensByUser.get(entry.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensByUser.delete(entry.userId);
  }

  function dropUser(userId: string): void {
    generation++;
    if (userId === "*") return clear();
    for (const token of tokensByUser.get(userId) ?? []) entries.delete(token);
    tokensByUser.delete(userId);
  }

  function clear(): void {
    generation++;
    entries.clear();
    tokensByUser.clear();
  }

  function store(token: string, row: Row): void {
    if (entries.size >= MAX_ENTRIES) forget(entries.keys().next().value as string);
    const userId = row.session.userId;
    entries.set(token, { row, userId, expiresAt: row.session.expiresAt, storedAt: Date.now() });
    const tokens = tokensByUser.get(userId);
    if (tokens) tokens.add(token);
    else tokensByUser.set(userId, new Set([token]));
  }

  changes.subscribe("wingmate_viewer", dropUser);
  changes.onGap(clear);

  return {
    /** The session row for `token`: from memory when fresh, otherwise from `read` (and kept). */
    async get(token: string, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
      const now = Date.now();
      const cached = entries.get(token);
      if (cached && now - cached.storedAt < ENTRY_LIFETIME_MS && cached.expiresAt.getTime() > now) return cached.row;
      if (cached) forget(token);
      const before = generation;
      const row = await read();
      if (row && changes.live && generation === before) store(token, row);
      return row;
    },
    get size() {
      return entries.size;
    },
  };
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A request that may have changed something answers only once this instance's caches have heard of it:
 * the next request of the same browser (here or, a moment later, on any instance) sees the change.
 */
export function registerChangeSettling(app: FastifyInstance, changes: ChangeFeed): void {
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (READS.has(request.method)) return done(null, payload);
    changes.settle().then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  });
}
