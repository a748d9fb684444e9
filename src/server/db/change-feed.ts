import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** The channels the database's triggers notify on (migrations 0017 and 0026). */
export type ChangeChannel = "wingmate_viewer" | "wingmate_catalogue" | "wingmate_messages";

/**
 * Changes committed by any instance, as PostgreSQL notifies them, for the in-process caches. A cache
 * may keep an entry only while `live`: when the listening connection is lost, notifications may be
 * missed, so `onGap` listeners forget everything and the caches read through until it is back.
 */
export interface ChangeFeed {
  readonly live: boolean;
  subscribe(channel: ChangeChannel, listener: (payload: string) => void): void;
  onGap(listener: () => void): void;
  /** Resolves once every change committed before the call has been delivered to this instance. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

type Listeners = Map<ChangeChannel, ((payload: string) => void)[]>;

function deliver(listeners: Listeners, channel: string, payload: string): void {
  for (const listener of listeners.get(channel as ChangeChannel) ?? []) listener(payload);
}

function addListener(listeners: Listeners, channel: ChangeChannel, listener: (payload: string) => void): boolean {
  const existing = listeners.get(channel);
  if (existing) existing.push(listener);
  else listeners.set(channel, [listener]);
  return !existing;
}

/**
 * PGlite runs in this process and is used by this process alone: a notification arrives before the
 * query that committed the change returns, and there is no connection to lose.
 */
export function pgliteChangeFeed(client: PGlite): ChangeFeed {
  const listeners: Listeners = new Map();
  const unsubscribes: Promise<() => Promise<void>>[] = [];
  return {
    live: true,
    subscribe(channel, listener) {
      if (addListener(listeners, channel, listener)) unsubscribes.push(client.listen(channel, (payload) => deliver(listeners, channel, payload)));
    },
    onGap: () => undefined,
    settle: () => Promise.resolve(),
    async close() {
      if (client.closed) return;
      for (const unsubscribe of await Promise.all(unsubscribes)) await unsubscribe();
    },
  };
}

const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];
/** This instance's own markers for `settle` (PostgreSQL delivers notifications in commit order). */
const SYNC_CHANNEL = "wingmate_sync";
const SETTLE_TIMEOUT_MS = 1000;

/**
 * One dedicated connection per instance that LISTENs on every subscribed channel, connected on the
 * first subscription and reconnected (with growing pauses) whenever it is lost.
 */
export function postgresChangeFeed(url: string): ChangeFeed {
  const listeners: Listeners = new Map();
  const gapListeners: (() => void)[] = [];
  let client: pg.Client | null = null;
  let live = false;
  let started = false;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  const instance = randomUUID();
  let markers = 0;
  const settling = new Map<string, () => void>();

  const quoted = (channel: string) => `"${channel}"`;

  const forgetEverything = () => {
    for (const listener of gapListeners) listener();
  };

  function lost(connection: pg.Client): void {
    if (client !== connection) return;
    client = null;
    live = false;
    forgetEverything();
    for (const resolve of settling.values()) resolve();
    settling.clear();
    connection.end().catch(() => undefined);
    if (!closed) retry = setTimeout(connect, RECONNECT_DELAYS_MS[Math.min(attempt++, RECONNECT_DELAYS_MS.length - 1)]);
  }

  function connect(): void {
    const connection = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5000, application_name: "wingmate-change-feed" });
    client = connection;
    connection.on("notification", ({ channel, payload = "" }) => {
      if (channel === SYNC_CHANNEL) settling.get(payload)?.();
      else deliver(listeners, channel, payload);
    });
    connection.on("error", () => lost(connection));
    connection.on("end", () => lost(connection));
    void (async () => {
      try {
        await connection.connect();
        for (const channel of [SYNC_CHANNEL, ...listeners.keys()]) await connection.query(`LISTEN ${quoted(channel)}`);
        if (client !== connection) {
          await connection.end();
          return;
        }
        attempt = 0;
        // Whatever changed while nobody listened is unknown: start from empty caches.
        forgetEverything();
        live = true;
      } catch {
        lost(connection);
      }
    })();
  }

  return {
    get live() {
      return live;
    },
    subscribe(channel, listener) {
      if (!addListener(listeners, channel, listener)) return;
      if (!started) {
        started = true;
        connect();
      } else if (client && live) {
        const connection = client;
        connection.query(`LISTEN ${quoted(channel)}`).catch(() => lost(connection));
      }
    },
    onGap(listener) {
      gapListeners.push(listener);
    },
    settle() {
      const connection = client;
      // Nothing is cached while the feed is not live: there is nothing to wait for.
      if (!connection || !live) return Promise.resolve();
      const marker = `${instance}:${(markers += 1)}`;
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          settling.delete(marker);
          resolve();
        };
        // A marker that does not come back in time: forget everything rather than trust the caches.
        const timer = setTimeout(() => {
          forgetEverything();
          done();
        }, SETTLE_TIMEOUT_MS);
        settling.set(marker, done);
        connection.query("select pg_notify($1, $2)", [SYNC_CHANNEL, marker]).catch(() => lost(connection));
      });
    },
    async close() {
      closed = true;
      live = false;
      clearTimeout(retry);
      const connection = client;
      client = null;
      await connection?.end().catch(() => undefined);
    },
  };
}
