import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EVENT_CAP, futureUnique, matchScore, visibleEvents } from "./events.ts";

const now = new Date("2026-11-22T12:00:00Z");
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

describe("event lists", () => {
  it("keeps future events only, soonest first, one per title", () => {
    const list = futureUnique(
      [
        { title: "Jazz Night", startsAt: at(5), category: "bar" },
        { title: "Past Party", startsAt: at(-2), category: "bar" },
        { title: "  jazz night ", startsAt: at(30), category: "bar" },
        { title: "Gallery Walk", startsAt: at(1), category: "art/culture" },
      ],
      now,
    );
    expect(list.map((item) => item.title)).toEqual(["Gallery Walk", "Jazz Night"]);
  });

  it("caps at 15 before filtering by category", () => {
    const items = Array.from({ length: 20 }, (_, index) => ({ title: `Event ${index}`, startsAt: at(index + 1), category: index < 15 ? "bar" : "lounge" }));
    expect(visibleEvents(items, "all", now)).toHaveLength(EVENT_CAP);
    expect(visibleEvents(items, "lounge", now)).toHaveLength(0);
    expect(visibleEvents(items, "bar", now)).toHaveLength(15);
  });
});

describe("match scores", () => {
  const interests = fc.array(fc.constantFrom("jazz", "art", "wine", "golf", "salsa", "film", "food"), { maxLength: 6 });

  it("are symmetric and between 0 and 1", () => {
    fc.assert(
      fc.property(interests, interests, (a, b) => {
        const score = matchScore(a, b);
        expect(score).toBe(matchScore(b, a));
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("are 1 for identical non-empty sets and 0 for disjoint ones", () => {
    fc.assert(
      fc.property(
        interests.filter((a) => a.length > 0),
        (a) => {
          expect(matchScore(a, [...a].reverse())).toBe(1);
        },
      ),
    );
    expect(matchScore(["jazz", "art"], ["golf"])).toBe(0);
    expect(matchScore([], [])).toBe(0);
    expect(matchScore(["Jazz", "Art"], ["jazz", "wine"])).toBeCloseTo(1 / 3);
  });
});
