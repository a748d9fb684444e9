import { describe, expect, it } from "vitest";
import { isSupportedNode } from "./runtime.ts";

describe("the Node.js the server runs on", () => {
  it("is React Router 8's minimum or later", () => {
    expect(isSupportedNode("22.22.0")).toBe(true);
    expect(isSupportedNode("24.22.3")).toBe(true);
    expect(isSupportedNode("26.0.0")).toBe(true);
  });

  it("refuses older ones", () => {
    expect(isSupportedNode("20.20.2")).toBe(false);
    expect(isSupportedNode("22.21.9")).toBe(false);
  });
});
