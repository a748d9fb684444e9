import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./responses.ts";

describe("the encoding a prepared answer is sent in", () => {
  it("is brotli when accepted, else gzip, else none", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("")).toBeNull();
    expect(preferredEncoding("identity")).toBeNull();
  });

  it("follows the client's weights: q=0 refuses, * stands for the rest", () => {
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("BR;Q=0.5")).toBe("br");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("br;q=0, *")).toBe("gzip");
    expect(preferredEncoding("*;q=0")).toBeNull();
    expect(preferredEncoding("br;q=nonsense, gzip")).toBe("gzip");
  });
});
