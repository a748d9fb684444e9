import { describe, expect, it } from "vitest";
import { listSearchOf, listSearchOfReferrer, listSearchWithoutNotice } from "./list-state.ts";

const ORIGIN = "https://wingmate.example";

describe("the list's filters for a profile's way back", () => {
  it("come with the card's link state, checked", () => {
    expect(listSearchOf({ listSearch: "?area=Brickell" })).toBe("?area=Brickell");
    expect(listSearchOf({ listSearch: "https://elsewhere.example" })).toBe("");
    expect(listSearchOf(null)).toBe("");
  });

  it("come from the referrer when the profile was loaded from that list by a plain link", () => {
    expect(listSearchOfReferrer(`${ORIGIN}/profiles?language=Spanish&sort=rating`, ORIGIN, "/profiles")).toBe("?language=Spanish&sort=rating");
    expect(listSearchOfReferrer(`${ORIGIN}/es/profiles?area=Brickell`, ORIGIN, "/es/profiles")).toBe("?area=Brickell");
  });

  it("are none from another page, another site, the other list or no referrer", () => {
    expect(listSearchOfReferrer(`${ORIGIN}/saved-profiles?x=1`, ORIGIN, "/profiles")).toBe("");
    expect(listSearchOfReferrer(`https://elsewhere.example/profiles?area=Brickell`, ORIGIN, "/profiles")).toBe("");
    expect(listSearchOfReferrer(`${ORIGIN}/men-profiles?area=Brickell`, ORIGIN, "/profiles")).toBe("");
    expect(listSearchOfReferrer("", ORIGIN, "/profiles")).toBe("");
    expect(listSearchOfReferrer(`${ORIGIN}/profiles?${"a".repeat(400)}`, ORIGIN, "/profiles")).toBe("");
  });

  it('leave out the list\'s "profile not found" notice, so the way back does not say it again', () => {
    expect(listSearchWithoutNotice("?notFound=profile")).toBe("");
    expect(listSearchWithoutNotice("?area=Brickell&notFound=profile")).toBe("?area=Brickell");
    expect(listSearchWithoutNotice("?area=Brickell")).toBe("?area=Brickell");
    expect(listSearchOfReferrer(`${ORIGIN}/profiles?notFound=profile&sort=rating`, ORIGIN, "/profiles")).toBe("?sort=rating");
  });
});
