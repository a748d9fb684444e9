import { describe, expect, it } from "vitest";
import { formatCents, formatDateTime, formatReviewDate, formatTime } from "./format.ts";

describe("formatCents", () => {
  it("shows cents only when there are some", () => {
    expect(formatCents(2999)).toBe("$29.99");
    expect(formatCents(22000)).toBe("$220");
    expect(formatCents(2500000)).toBe("$25,000");
    expect(formatCents(0)).toBe("$0");
  });
});

describe("dates in Florida time", () => {
  it("formats a review date like Jan 05, 2024", () => {
    expect(formatReviewDate("2024-01-05T15:00:00Z")).toBe("Jan 05, 2024");
  });

  it("uses the business time zone, not UTC, near midnight", () => {
    // 02:30 UTC on Jan 6 is still the evening of Jan 5 in Miami.
    expect(formatReviewDate("2024-01-06T02:30:00Z")).toBe("Jan 05, 2024");
    expect(formatDateTime("2024-07-04T16:05:00Z")).toBe("Jul 4, 2024, 12:05 PM");
    expect(formatTime("2024-01-06T02:30:00Z")).toBe("9:30 PM");
  });
});
