/**
 * Message catalogs: one module per area and language (`<area>.messages.<locale>.ts`), holding ICU
 * MessageFormat strings ("{count, plural, one {# review} other {# reviews}}"). The English module is
 * the source; every other language's module is typed `Translation<typeof english>`, so a missing or
 * unknown key fails the type check.
 */
export type Catalog = Readonly<Record<string, string>>;

export type Translation<Source extends Catalog> = { readonly [Key in keyof Source]: string };

/** What a route module registers: the catalog as written, or compiled by the build (see vite-catalogs.ts). */
export type LoadedCatalog = Readonly<Record<string, unknown>>;

/** The values a message's placeholders take: `{ name: "Sofia", count: 3 }`. */
export type MessageValues = Record<string, string | number>;

/**
 * A fixed sentence (a toast, a form's or an API error's message) by its catalog id and the values of its
 * placeholders. Forms, routes and services pass ids, never English: each language's catalog says it, and an
 * API error carries the id beside its English message.
 */
export interface Sentence {
  readonly id: string;
  readonly values?: MessageValues;
}

/** A sentence, or its id alone (which is what a zod schema's messages are). */
export type Said = string | Sentence;

export const sentenceOf = (said: Said): Sentence => (typeof said === "string" ? { id: said } : said);

/**
 * A formatted message where a value ending in a period (an initial, "Camila V.", or a time, "12:14 p.m.")
 * closes the sentence: the sentence's own period is dropped, so the reader sees one period, not two.
 */
export function withOnePeriod(text: string, values?: MessageValues): string {
  if (!values) return text;
  let result = text;
  for (const value of Object.values(values)) {
    if (typeof value === "string" && value.endsWith(".") && !value.endsWith("..")) result = result.replaceAll(`${value}.`, value);
  }
  return result;
}
