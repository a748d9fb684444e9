import { createRequire } from "node:module";
import { hash, verify } from "@node-rs/argon2";

/** `Algorithm.Argon2id` (a const enum, which this build cannot import by name). */
const ARGON2ID = 2;

// OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // not an argon2 hash: never a match
  }
}

let commonPasswords: Set<string> | undefined;

/** The 50,000 most common passwords (fxa-common-password-list, MPL-2.0), loaded once into a Set. */
function loadCommonPasswords(): Set<string> {
  if (commonPasswords) return commonPasswords;
  const require = createRequire(import.meta.url);
  // The list's decoder is its own dependency: resolve it from the list's package.
  const fromList = createRequire(require.resolve("fxa-common-password-list/package.json"));
  const { Decoder } = (fromList("incremental-encoder") as { default: { Decoder: new () => { decode(lines: string[]): string[] } } }).default;
  const encoded = require("fxa-common-password-list/src/encoded-passwords") as string;
  commonPasswords = new Set(new Decoder().decode(encoded.split("\n")));
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  const list = loadCommonPasswords();
  return list.has(password) || list.has(password.toLowerCase());
}
