import { sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { companions } from "./tables.server.ts";

/**
 * Every companion's name and card picture (the first photo's, or null), hidden ones too, for a list of another
 * feature to join on `id` (a member's conversations, the reviews to moderate): the list stays one SQL statement
 * and the table stays the companions'.
 */
export const companionCards = new QueryBuilder()
  .select({
    id: companions.id,
    name: companions.name,
    // A computed column is named bare in the outer statement: a name no table uses keeps it unambiguous.
    image: sql<string | null>`${companions.photos} -> 0 -> 'card' ->> 'webp'`.as("companion_card_image"),
  })
  .from(companions)
  .as("companion_card");
