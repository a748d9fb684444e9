/** The franchise feature's tables: only this feature queries them (others call its service). */
import { sql } from "drizzle-orm";
import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../server/db/columns.ts";

export type FranchiseEnquiryStatus = "new" | "contacted" | "closed";

/** Someone interested in opening Wingmate in their city ($25,000 per city, §9). */
export const franchiseEnquiries = pgTable("franchise_enquiries", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  city: text("city").notNull(),
  message: text("message"),
  status: text("status").$type<FranchiseEnquiryStatus>().notNull().default("new"),
  notes: text("notes"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
