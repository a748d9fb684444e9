import { describe, expect, it } from "vitest";
import { addMessages, i18nFor } from "./i18n.ts";

describe("catalogs added to a language", () => {
  it("give English words to the keys another language lacks, never replacing its translations", () => {
    addMessages("es", { "test.greeting": "Hola" });
    addMessages("en", { "test.greeting": "Hello", "test.farewell": "Goodbye" });
    addMessages("en", { "test.farewell": "Bye now" });

    expect(i18nFor("en").messages["test.greeting"]).toBe("Hello");
    expect(i18nFor("en").messages["test.farewell"]).toBe("Bye now");
    expect(i18nFor("es").messages["test.greeting"]).toBe("Hola");
    // The first English word filled the gap; a later English catalog does not replace a filled key either.
    expect(i18nFor("es").messages["test.farewell"]).toBe("Goodbye");
  });
});
