import { describe, expect, it } from "vitest";
import { CONTEXT_MAX, INTERESTS_MAX, rizzInput, rizzLengthMessages } from "../../shared/rizz.ts";
import english from "./rizz.messages.en.ts";
import spanish from "./rizz.messages.es.ts";

describe("the Rizz request's messages", () => {
  it("are catalog ids, the length limits' sentences saying the schema's limits in each language", () => {
    const problems = (input: object) => rizzInput.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(problems({ interests: "x".repeat(INTERESTS_MAX + 1) })).toEqual([rizzLengthMessages.interests]);
    expect(problems({ interests: "jazz", context: "x".repeat(CONTEXT_MAX + 1) })).toEqual([rizzLengthMessages.context]);
    for (const catalog of [english, spanish]) {
      expect(catalog[rizzLengthMessages.interests]).toContain(String(INTERESTS_MAX));
      expect(catalog[rizzLengthMessages.context]).toContain(String(CONTEXT_MAX));
    }
  });
});
