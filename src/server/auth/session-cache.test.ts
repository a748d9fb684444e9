import { describe, expect, it } from "vitest";
import type { ChangeChannel, ChangeFeed } from "../db/change-feed.ts";
import { createSessionCache } from "./session-cache.ts";

/** A change feed driven by the test: `notify` stands for a commit, `lose`/`regain` for the listening connection. */
function testFeed() {
  const listeners = new Map<ChangeChannel, ((payload: string) => void)[]>();
  const gaps: (() => void)[] = [];
  const feed = {
    live: true as boolean,
    subscribe: (channel: ChangeChannel, listener: (payload: string) => void) => void listeners.set(channel, [...(listeners.get(channel) ?? []), listener]),
    onGap: (listener: () => void) => void gaps.push(listener),
    settle: async () => undefined,
    close: async () => undefined,
    notify: (payload: string) => listeners.get("wingmate_viewer")?.forEach((listener) => listener(payload)),
    lose: () => {
      feed.live = false;
      gaps.forEach((gap) => gap());
    },
    regain: () => {
      gaps.forEach((gap) => gap());
      feed.live = true;
    },
  } satisfies ChangeFeed & Record<string, unknown>;
  return feed;
}

const sessionOf = (userId: string, expiresInMs = 3_600_000) => ({ session: { userId, expiresAt: new Date(Date.now() + expiresInMs) } });

/** A database read that counts how often it ran. */
function countedRead(row: ReturnType<typeof sessionOf> | undefined) {
  const read = async () => {
    read.calls += 1;
    return row;
  };
  read.calls = 0;
  return read;
}

describe("the session cache", () => {
  it("reads a session once, then answers from memory", async () => {
    const cache = createSessionCache(testFeed());
    const read = countedRead(sessionOf("ana"));
    await cache.get("token-1", read);
    await cache.get("token-1", read);
    expect((await cache.get("token-1", read))?.session.userId).toBe("ana");
    expect(read.calls).toBe(1);
  });

  it("drops every session of a user the database says changed, and only those", async () => {
    const feed = testFeed();
    const cache = createSessionCache(feed);
    const ana = countedRead(sessionOf("ana"));
    const ben = countedRead(sessionOf("ben"));
    await cache.get("ana-phone", ana);
    await cache.get("ana-laptop", ana);
    await cache.get("ben-phone", ben);
    feed.notify("ana");
    await cache.get("ana-phone", ana);
    await cache.get("ana-laptop", ana);
    await cache.get("ben-phone", ben);
    expect(ana.calls).toBe(4);
    expect(ben.calls).toBe(1);
  });

  it("forgets everyone on '*' (a truncate)", async () => {
    const feed = testFeed();
    const cache = createSessionCache(feed);
    const read = countedRead(sessionOf("ana"));
    await cache.get("token", read);
    feed.notify("*");
    await cache.get("token", read);
    expect(read.calls).toBe(2);
  });

  it("does not keep a read that a change overtook", async () => {
    const feed = testFeed();
    const cache = createSessionCache(feed);
    let release = () => {};
    const slowRead = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return sessionOf("ana");
    };
    const pending = cache.get("token", slowRead);
    feed.notify("ana"); // e.g. signed out while the row was on its way
    release();
    await pending;
    const next = countedRead(undefined);
    expect(await cache.get("token", next)).toBeUndefined();
    expect(next.calls).toBe(1);
  });

  it("keeps nothing while notifications cannot arrive, and starts empty once they can", async () => {
    const feed = testFeed();
    const cache = createSessionCache(feed);
    const read = countedRead(sessionOf("ana"));
    await cache.get("token", read);
    feed.lose();
    await cache.get("token", read);
    await cache.get("token", read);
    expect(read.calls).toBe(3);
    feed.regain();
    await cache.get("token", read);
    await cache.get("token", read);
    expect(read.calls).toBe(4);
  });

  it("never answers an expired session from memory, nor keeps a missing one", async () => {
    const cache = createSessionCache(testFeed());
    const expiring = countedRead(sessionOf("ana", -1));
    await cache.get("old", expiring);
    await cache.get("old", expiring);
    expect(expiring.calls).toBe(2);
    const missing = countedRead(undefined);
    await cache.get("unknown", missing);
    await cache.get("unknown", missing);
    expect(missing.calls).toBe(2);
  });
});
