import { describe, expect, it, vi } from "vitest";
import { keepZodFromEval } from "./zod-without-eval.ts";

describe("keepZodFromEval", () => {
  it("is the setting zod reads, so it never probes for eval (a CSP violation)", async () => {
    keepZodFromEval();
    const { config } = await import("zod/v4/core");
    const { z } = await import("zod");
    const probe = vi.spyOn(globalThis, "Function");
    expect(config().jitless).toBe(true);
    expect(z.object({ email: z.string() }).parse({ email: "a@b.co" })).toEqual({ email: "a@b.co" });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
