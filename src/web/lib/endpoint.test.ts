import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "./api.ts";
import { answerOf, endpoint, urlOf } from "./endpoint.ts";

describe("urlOf", () => {
  it("fills each path parameter as one encoded segment", () => {
    expect(urlOf("/api/admin/companions/:id/photos/:index", { id: "m 7/x", index: 2 })).toBe("/api/admin/companions/m%207%2Fx/photos/2");
  });

  it("leaves empty query values out", () => {
    expect(urlOf("/api/admin/users", {}, { q: "", role: "admin", cursor: undefined })).toBe("/api/admin/users?role=admin");
  });
});

describe("answerOf", () => {
  const counted = z.object({ count: z.number() });

  it("parses the answer when the endpoint holds its response schema", () => {
    const parsed = endpoint<{ response: typeof counted }>()("POST", "/api/things", counted);
    expect(answerOf(parsed, { count: 3, extra: true })).toEqual({ count: 3 });
    expect(() => answerOf(parsed, { count: "three" })).toThrow(ApiError);
  });

  it("passes the answer through when it holds the types only", () => {
    const typed = endpoint<{ response: typeof counted }>()("GET", "/api/things");
    expect(answerOf(typed, { count: 3, extra: true })).toEqual({ count: 3, extra: true });
  });
});
