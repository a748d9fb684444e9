import { readdirSync } from "node:fs";
import path from "node:path";
import { parse, type Content, type FunctionArg, type Octothorpe, type PlainArg, type Select } from "@messageformat/parser";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales.ts";
import type { Catalog } from "./catalog.ts";
import { compileCatalog } from "./compile.ts";

/** Every English catalog of the code base (`<area>.messages.en.ts`), found on disk so a new one is never missed. */
function englishCatalogs(dir = "src"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return englishCatalogs(file);
    return entry.name.endsWith(".messages.en.ts") ? [file] : [];
  });
}

async function loadCatalog(file: string): Promise<Catalog> {
  return ((await import(path.resolve(file))) as { default: Catalog }).default;
}

type Token = Content | PlainArg | FunctionArg | Select | Octothorpe;

/** The arguments a message uses ({name}, {count, plural, …}, in any branch): each language must use the same. */
function argumentsOf(tokens: Token[]): string[] {
  return tokens.flatMap((token) => {
    if (token.type === "content" || token.type === "octothorpe") return [];
    const own = `{${token.arg}}`;
    return "cases" in token ? [own, ...token.cases.flatMap((branch) => argumentsOf(branch.tokens))] : [own];
  });
}

/** The arguments and tags (<0>…</0>) a message uses. */
function placeholders(message: string): string[] {
  const tags = [...message.matchAll(/<(\d+)\/?>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...argumentsOf(parse(message)), ...tags])].sort();
}

describe("message catalogs", () => {
  it("refuse a malformed message, naming it", () => {
    expect(() => compileCatalog({ "reviews.count": "{count, plural, one {# review}" }, "reviews")).toThrow(/reviews: message "reviews.count"/);
  });

  const catalogs = englishCatalogs();

  it("are found", () => expect(catalogs.length).toBeGreaterThan(1));

  it("never share a key: a page's words live in one table per language, so two catalogs would overwrite each other", async () => {
    const owners = new Map<string, string[]>();
    for (const file of catalogs) for (const key of Object.keys(await loadCatalog(file))) owners.set(key, [...(owners.get(key) ?? []), file]);
    const shared = [...owners].filter(([, files]) => files.length > 1).map(([key, files]) => `${key}: ${files.join(", ")}`);
    expect(shared).toEqual([]);
  });

  // One name for the membership: "VIP membership", held by a "Member"; an account without it is a
  // "Free Member". The spec fixes those labels; any other name ("subscriber", "free account", "premium plan")
  // would make a third.
  const OTHER_MEMBERSHIP_NAMES: Record<(typeof LOCALES)[number], RegExp> = {
    en: /\b(subscribers?|premium (members?|accounts?|plans?|tiers?)|pa(id|ying) (members?|accounts?)|free (accounts?|users?|tiers?|plans?)|vip (accounts?|plans?|tiers?)|pro members?)\b/i,
    es: /\b(suscriptor(es|as?)?|cuentas? (gratuitas?|premium)|planes? (vip|premium)|usuarios? gratuitos?)\b/i,
  };

  /**
   * Words kept verbatim: the spec's sign-in toast "Successfully logged in to your VIP account." (§5), and the way
   * out of the VIP checkout, where "free" says what the person keeps by declining it.
   */
  const SPEC_WORDING = new Set([
    "en auth.loggedIn",
    ...["en", "es"].flatMap((locale) => ["auth.keepFreeAccount", "signup.checkoutNext", "sandbox.keepFreeAccount"].map((key) => `${locale} ${key}`)),
  ]);

  it("call the membership and its holders by one name in every language", async () => {
    const others: string[] = [];
    for (const englishFile of catalogs) {
      for (const locale of LOCALES) {
        const catalog = await loadCatalog(englishFile.replace(/\.en\.ts$/, `.${locale}.ts`));
        for (const [key, message] of Object.entries(catalog)) {
          if (OTHER_MEMBERSHIP_NAMES[locale].test(message) && !SPEC_WORDING.has(`${locale} ${key}`)) others.push(`${locale} ${key}: ${message}`);
        }
      }
    }
    expect(others).toEqual([]);
  });

  it.each(catalogs)("%s has every key in every language, with the same placeholders, all valid ICU", async (englishFile) => {
    const english = await loadCatalog(englishFile);
    for (const locale of LOCALES) {
      const translated = await loadCatalog(englishFile.replace(/\.en\.ts$/, `.${locale}.ts`));
      expect(Object.keys(translated).sort(), `${locale} keys`).toEqual(Object.keys(english).sort());
      expect(() => compileCatalog(translated, `${locale} ${englishFile}`)).not.toThrow();
      for (const [key, message] of Object.entries(translated)) {
        expect(message.trim(), `${locale} ${key} is empty`).not.toBe("");
        expect(placeholders(message), `${locale} ${key}`).toEqual(placeholders(english[key] ?? ""));
      }
    }
  });
});
