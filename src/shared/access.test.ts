import { describe, expect, it } from "vitest";
import { hasVipAccess } from "./access.ts";

describe("hasVipAccess", () => {
  it("is a membership or the admin role; nobody else", () => {
    expect(hasVipAccess({ isMember: true, role: "user" })).toBe(true);
    expect(hasVipAccess({ isMember: false, role: "admin" })).toBe(true);
    expect(hasVipAccess({ isMember: false, role: "wingwoman" })).toBe(false);
    expect(hasVipAccess({ isMember: false, role: "user" })).toBe(false);
    expect(hasVipAccess(null)).toBe(false);
  });
});
