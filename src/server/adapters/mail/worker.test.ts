import { describe, expect, it } from "vitest";
import { describeError, retryDelayMs } from "./worker.ts";

describe("retryDelayMs", () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [5, 480_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [20, 3_600_000],
  ])("waits at least the base delay and at most 10%% more after attempt %i", (attempts, base) => {
    for (let sample = 0; sample < 20; sample++) {
      const delay = retryDelayMs(attempts);
      expect(delay).toBeGreaterThanOrEqual(base);
      expect(delay).toBeLessThanOrEqual(base * 1.1);
    }
  });
});

describe("describeError", () => {
  it("keeps the code and the message on one short line", () => {
    const error = Object.assign(new Error("Invalid login:\n  535 Authentication failed"), { code: "EAUTH" });
    expect(describeError(error)).toBe("EAUTH: Invalid login: 535 Authentication failed");
  });

  it("never keeps credentials written into a URL", () => {
    const reason = describeError(new Error("cannot reach smtps://mailer:s3cret@smtp.example.com:465"));
    expect(reason).not.toContain("s3cret");
    expect(reason).toContain("smtps://[redacted]@smtp.example.com:465");
  });

  it("cuts long messages", () => {
    expect(describeError(new Error("x".repeat(5000)))).toHaveLength(300);
  });
});
