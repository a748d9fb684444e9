import { describe, expect, it } from "vitest";
import { localeOfPath, pathInLocale, withoutLocale } from "./locales.ts";

describe("the language of a path", () => {
  it.each([
    ["/", "en"],
    ["/pricing", "en"],
    ["/espresso", "en"],
    ["/es", "es"],
    ["/es/", "es"],
    ["/es/pricing", "es"],
  ])("%s is %s", (path, locale) => expect(localeOfPath(path)).toBe(locale));

  it("moves a page between languages and back", () => {
    expect(pathInLocale("/pricing", "es")).toBe("/es/pricing");
    expect(pathInLocale("/", "es")).toBe("/es");
    expect(pathInLocale("/es/pricing", "en")).toBe("/pricing");
    expect(pathInLocale("/es", "en")).toBe("/");
    expect(pathInLocale("/es/pricing", "es")).toBe("/es/pricing");
    expect(withoutLocale("/es/about")).toBe("/about");
    expect(withoutLocale("/espresso")).toBe("/espresso");
  });
});
