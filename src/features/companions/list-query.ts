import { z } from "zod";
import { AVAILABILITY_FILTERS, SORTS } from "./schema.ts";
import { localeParam } from "../../shared/i18n/locale-query.ts";

// The list's query as the API reads it. Apart from schema.ts, like editor-schema.ts: the pages use its type
// only, and building a zod schema as the module loads would make every profile page load and start zod
// (src/web/page-code.test.ts keeps them from it).

const optionalFilter = z
  .string()
  .trim()
  .max(60)
  .optional()
  .transform((value) => value || undefined);

export const companionListQuery = z.object({
  gender: z.enum(["woman", "man"]).default("woman"),
  area: optionalFilter,
  language: optionalFilter,
  specialty: optionalFilter,
  availability: z.enum(AVAILABILITY_FILTERS).optional(),
  // An address saved before a sort was retired still opens the list, in the usual order.
  sort: z.enum(SORTS).default("recommended").catch("recommended"),
  /** The reader's language: the companions' text as staff wrote it in it, else the English, marked. */
  locale: localeParam,
});
