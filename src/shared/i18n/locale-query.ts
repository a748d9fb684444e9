import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "./locales.ts";

/**
 * `?locale=es`: the reader's language, for an answer that holds text staff write in each language (a
 * companion's bio, an event's description). English when absent or unknown.
 */
export const localeParam = z.enum(LOCALES).default(DEFAULT_LOCALE).catch(DEFAULT_LOCALE);
export const localeQuery = z.object({ locale: localeParam });
