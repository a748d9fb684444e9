import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { messagesKey } from "./queries.ts";

/** The event stream of this tab's threads (routes.server.ts, `GET /api/messages/live`). */
export const LIVE_MESSAGES_PATH = "/api/messages/live";
/** How often the message queries ask when the stream is not open (a proxy that refuses it, an old browser). */
const FALLBACK_POLL_MS = 30_000;

let streamOpen = false;
const watchers = new Set<() => void>();

function setStreamOpen(open: boolean): void {
  if (open === streamOpen) return;
  streamOpen = open;
  for (const watcher of watchers) watcher();
}

const watch = (watcher: () => void) => {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
};

/**
 * Keeps this tab listening, while mounted, for changes to its threads: a new message or a read mark refreshes
 * the lists, the counts and the open thread, without a reload. Mounted once, by the signed-in header.
 */
export function useLiveMessages(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(LIVE_MESSAGES_PATH);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: messagesKey });
    source.addEventListener("ready", () => {
      setStreamOpen(true);
      // Whatever changed before the stream opened (since the page was drawn, or while it was reconnecting) is read again.
      refresh();
    });
    source.addEventListener("thread", refresh);
    source.addEventListener("resync", refresh);
    source.addEventListener("error", () => setStreamOpen(false));
    return () => {
      source.close();
      setStreamOpen(false);
    };
  }, [queryClient]);
}

/** How often a messages query polls: never while the stream is open, every 30 seconds when it is not. */
export function useMessagesPolling(): number | false {
  const open = useSyncExternalStore(
    watch,
    () => streamOpen,
    () => false,
  );
  return open ? false : FALLBACK_POLL_MS;
}
