import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { identifyingColumns, uncoveredPersonalTables } from "./personal-columns.ts";

const people = pgTable("people", { id: text("id").primaryKey() });
const newsletter = pgTable("newsletter_signups", { id: uuid("id").primaryKey(), email: text("email").notNull(), topic: text("topic") });
const gifts = pgTable("gifts", { id: uuid("id").primaryKey(), buyer: text("buyer").references(() => people.id), amountCents: integer("amount_cents") });
const catalogue = pgTable("catalogue", { id: text("id").primaryKey(), title: text("title").notNull() });

describe("finding tables with personal data that no contribution covers", () => {
  it("reports a table with an e-mail column that no contribution lists", () => {
    expect(uncoveredPersonalTables([newsletter, catalogue], { covered: [], notPersonal: {}, people })).toEqual([
      { table: "newsletter_signups", columns: ["email"] },
    ]);
  });

  it("reports a column pointing at an account, whatever its name", () => {
    expect(identifyingColumns(gifts, people)).toEqual(["buyer"]);
  });

  it("finds ids, phones and addresses by their names", () => {
    const notes = pgTable("notes", {
      authorId: text("author_id"),
      senderUserId: text("sender_user_id"),
      phoneNumber: text("phone_number"),
      toAddress: text("to_address"),
    });
    expect(identifyingColumns(notes, people)).toEqual(["author_id", "sender_user_id", "phone_number", "to_address"]);
  });

  it("passes a table a contribution lists, or one the allow-list excuses", () => {
    expect(uncoveredPersonalTables([newsletter, gifts], { covered: [newsletter], notPersonal: { gifts: "test: excused" }, people })).toEqual([]);
  });
});
