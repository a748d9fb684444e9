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
