import { describe, expect, it } from "vitest";
import { withOnePeriod } from "./catalog.ts";

describe("a value that ends a sentence with its own period", () => {
  it("leaves one period where an initial or a time meets the sentence's end", () => {
    expect(withOnePeriod("You have a new reply from Camila V..", { companion: "Camila V." })).toBe("You have a new reply from Camila V.");
    expect(withOnePeriod("Tu sesión es ahora el 1 dic 2026, 12:14 p.m..", { when: "1 dic 2026, 12:14 p.m." })).toBe(
      "Tu sesión es ahora el 1 dic 2026, 12:14 p.m.",
    );
  });

  it("keeps every other period: inside the sentence, after values without one, and an ellipsis of its own", () => {
    expect(withOnePeriod("Camila V. replied. Read it.", { name: "Camila V." })).toBe("Camila V. replied. Read it.");
    expect(withOnePeriod("Booked for 6:00 PM.", { when: "6:00 PM" })).toBe("Booked for 6:00 PM.");
    expect(withOnePeriod("Loading Sofia...", { name: "Sofia" })).toBe("Loading Sofia...");
    expect(withOnePeriod("Status: Saving....", { state: "Saving..." })).toBe("Status: Saving....");
    expect(withOnePeriod("No values here..")).toBe("No values here..");
  });
});
