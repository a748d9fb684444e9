import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { ChangeFeed } from "../../server/db/change-feed.ts";

/** A thread that changed (a message written, a read mark moved), as any instance's database trigger says it. */
const threadChange = z.object({ conversation: z.string(), member: z.string(), companion: z.string() });
type ThreadChange = z.infer<typeof threadChange>;

/** Who hears of a thread's changes: its member, and the staff who answer for its companion. */
export interface Audience {
  userId: string;
  /** The companions whose threads this viewer answers: every one for an admin, their own for a companion account. */
  answers: "all" | string | null;
}

const hears = (audience: Audience, change: ThreadChange) =>
  change.member === audience.userId || audience.answers === "all" || audience.answers === change.companion;

/** A stream is closed after this long: the browser reconnects and the session is checked again. */
const STREAM_LIFETIME_MS = 10 * 60_000;
/** A comment line keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** The browser waits this long before reconnecting a closed stream. */
const RECONNECT_MS = 3000;
/** Tabs one account may keep listening at once; the oldest stream is closed for a new one. */
const STREAMS_PER_ACCOUNT = 8;

interface Stream {
  audience: Audience;
  send(event: "ready" | "thread" | "resync", data: object): void;
  close(): void;
}

/**
 * The live side of messaging: Server-Sent Events to each signed-in tab, fed by the database's change feed so
 * that a message written on any instance reaches a tab on any other. An event names the thread that changed,
 * never its text: the tab reads the thread through the usual, authorised routes.
 */
export function createMessageStreams(changes: ChangeFeed) {
  const streams = new Set<Stream>();

  changes.subscribe("wingmate_messages", (payload) => {
    const parsed = threadChange.safeParse(parseJson(payload));
    if (!parsed.success) return;
    for (const stream of streams) if (hears(stream.audience, parsed.data)) stream.send("thread", { conversation: parsed.data.conversation });
  });
  // A lost connection to the database may have missed changes: every tab reads its threads again.
  changes.onGap(() => {
    for (const stream of streams) stream.send("resync", {});
  });
  // A signed-out or changed account stops hearing at once; its tabs reconnect and are authorised anew.
  changes.subscribe("wingmate_viewer", (userId) => {
    for (const stream of streams) if (userId === "*" || stream.audience.userId === userId) stream.close();
  });

  function keepWithinLimit(userId: string): void {
    const own = [...streams].filter((stream) => stream.audience.userId === userId);
    for (const stream of own.slice(0, Math.max(0, own.length - STREAMS_PER_ACCOUNT + 1))) stream.close();
  }

  return {
    /** Answers the request with an event stream for this audience, open until the tab leaves or the lifetime ends. */
    open(reply: FastifyReply, audience: Audience): void {
      keepWithinLimit(audience.userId);
      reply.hijack();
      const raw = reply.raw;
      // The headers the app's hooks set so far (security headers, the request id) go out with the stream.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
      raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        "x-accel-buffering": "no",
        // The connection is the stream's alone: it closes with it, and never waits idle to keep a closing server up.
        connection: "close",
      });
      raw.write(`retry: ${RECONNECT_MS}\n\n`);
      const heartbeat = setInterval(() => raw.write(": keep-alive\n\n"), HEARTBEAT_MS);
      const lifetime = setTimeout(() => stream.close(), STREAM_LIFETIME_MS);
      const stream: Stream = {
        audience,
        send: (event, data) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
        close: () => raw.end(),
      };
      streams.add(stream);
      const forget = () => {
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        streams.delete(stream);
      };
      // The tab went away (the socket closed), or this side ended the stream.
      raw.on("close", forget);
      stream.send("ready", {});
    },
    /** Ends every stream: the server is closing. */
    closeAll(): void {
      for (const stream of streams) stream.close();
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
