import { describe, expect, it } from "vitest";
import english from "./messages.messages.en.ts";
import spanish from "./messages.messages.es.ts";
import { MESSAGE_MAX_LENGTH, messageMessages } from "./schema.ts";

/** A form's message is an id without values, so the over-long message states the limit in words: it must be the code's. */
describe("the messaging catalog's limit", () => {
  it("states the longest message the form and the server accept", () => {
    expect(english[messageMessages.tooLong]).toContain(`${MESSAGE_MAX_LENGTH} characters`);
    expect(spanish[messageMessages.tooLong]).toContain(`${MESSAGE_MAX_LENGTH} caracteres`);
  });
});
