import { describe, expect, it } from "vitest";
import { bookingPath, chooseToBookPath, companionPath, isKnownAppPath, publicPagePaths, safeReturnPath } from "./paths.ts";

describe("isKnownAppPath", () => {
  it.each(["/", "/about", "/profiles", "/profiles/7", "/men-profiles/m2", "/booking", "/booking/3", "/vip-profiles/x", "/vip-profile/x", "/auth", "/admin/"])(
    "knows %s",
    (path) => expect(isKnownAppPath(path)).toBe(true),
  );

  it.each(["/nope", "/profiles/1/extra", "/api", "/aboutus", "/vip-profilez/x"])("does not know %s", (path) => expect(isKnownAppPath(path)).toBe(false));

  it.each(["/es", "/es/", "/es/pricing", "/es/about/"])("knows the Spanish edition %s", (path) => expect(isKnownAppPath(path)).toBe(true));

  it.each(["/es/profiles/1", "/es/men-profiles/m1", "/es/booking/1", "/es/messages"])("knows the Spanish screen %s", (path) =>
    expect(isKnownAppPath(path)).toBe(true),
  );

  it.each(["/es/admin", "/es/nope", "/es/profiles/1/2", "/espanol"])("knows no Spanish edition at %s", (path) => expect(isKnownAppPath(path)).toBe(false));

  it("treats every public page as known", () => {
    for (const path of publicPagePaths) expect(isKnownAppPath(path)).toBe(true);
  });
});

describe("link helpers", () => {
  it("puts men under /men-profiles and women under /profiles", () => {
    expect(companionPath("m3")).toBe("/men-profiles/m3");
    expect(companionPath("12")).toBe("/profiles/12");
  });

  it("carries the companion name as the booking page's fallback", () => {
    expect(bookingPath("4", "Ana María")).toBe("/booking/4?name=Ana+Mar%C3%ADa");
    expect(bookingPath("4")).toBe("/booking/4");
  });

  it("carries the package to book from the list of companions to the booking form", () => {
    expect(chooseToBookPath()).toBe("/profiles?book=choose");
    expect(chooseToBookPath("coaching")).toBe("/profiles?book=choose&package=coaching");
    expect(bookingPath("4", "Ana", "coaching")).toBe("/booking/4?name=Ana&package=coaching");
    expect(bookingPath("4", undefined, "intensive")).toBe("/booking/4?package=intensive");
  });
});

describe("safeReturnPath", () => {
  it.each(["/profiles/4", "/es/profiles/4?sort=rating", "/messages?c=abc#top"])("keeps our own path %j", (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });
  it.each(["", "profiles", "//evil.example", "/\\evil.example", "https://evil.example/", "/a\tb", "/a\nb", `/${"x".repeat(600)}`])("refuses %j", (path) => {
    expect(safeReturnPath(path)).toBeNull();
  });
});
