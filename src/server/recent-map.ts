/**
 * Keeps the values most recently used, up to `capacity`, each for at most `maxAgeMs`. For what is costly to
 * make and is a pure function of its key (a view drawn from answers, a compressed page): a value that was
 * dropped is made again, so a full or churned map costs time, never a wrong answer.
 */
export function createRecentMap<V>({
  capacity,
  maxAgeMs = Number.POSITIVE_INFINITY,
  now = Date.now,
}: {
  capacity: number;
  maxAgeMs?: number;
  now?: () => number;
}) {
  // A Map iterates in insertion order: the first key is the least recently used one.
  const entries = new Map<string, { value: V; madeAt: number }>();

  function get(key: string): V | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (now() - entry.madeAt > maxAgeMs) return undefined;
    entries.set(key, entry);
    return entry.value;
  }

  function set(key: string, value: V): V {
    entries.delete(key);
    entries.set(key, { value, madeAt: now() });
    if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
    return value;
  }

  return {
    get,
    set,
    /** The value kept for `key`, or the one `make` makes now (then kept). */
    getOrMake: (key: string, make: () => V): V => get(key) ?? set(key, make()),
    get size() {
      return entries.size;
    },
  };
}
