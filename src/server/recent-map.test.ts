import { describe, expect, it } from "vitest";
import { createRecentMap } from "./recent-map.ts";

describe("createRecentMap", () => {
  it("makes a value once and gives the kept one after", () => {
    const kept = createRecentMap<string>({ capacity: 2 });
    let made = 0;
    const make = () => `value ${++made}`;
    expect(kept.getOrMake("a", make)).toBe("value 1");
    expect(kept.getOrMake("a", make)).toBe("value 1");
    expect(made).toBe(1);
  });

  it("drops the least recently used value when full", () => {
    const kept = createRecentMap<number>({ capacity: 2 });
    kept.set("a", 1);
    kept.set("b", 2);
    expect(kept.get("a")).toBe(1); // "b" is now the least recently used
    kept.set("c", 3);
    expect(kept.get("b")).toBeUndefined();
    expect(kept.get("a")).toBe(1);
    expect(kept.get("c")).toBe(3);
    expect(kept.size).toBe(2);
  });

  it("makes a value again once it is older than its age limit", () => {
    let clock = 0;
    const kept = createRecentMap<string>({ capacity: 10, maxAgeMs: 1000, now: () => clock });
    kept.set("a", "first");
    clock = 1000;
    expect(kept.get("a")).toBe("first");
    clock = 1001;
    expect(kept.getOrMake("a", () => "second")).toBe("second");
    clock = 1500;
    expect(kept.get("a")).toBe("second");
  });
});
