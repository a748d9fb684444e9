import { or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { BucketName, PublicBucketName } from "./adapters/storage/buckets.ts";
import type { Viewer } from "./auth/request-auth.ts";
import type { Db } from "./db/client.ts";

/**
 * What each feature that stores data about a person tells "download my data" and "delete my account":
 * which tables it covers, its sections of the download, and how its rows are erased. The contributions are
 * gathered in one list (src/features/account/personal-data-registry.server.ts), and a test fails when a table
 * holding a person's id, e-mail or phone is in none of them.
 */

/** The account whose rows are looked for: the download and the deletion find them by the same rules. */
export interface PersonalDataAccount {
  id: string;
  /** The account's address, trimmed and lower-cased. */
  address: string;
  /** Whether rows may be matched by the address at all. */
  addressProven: boolean;
  /**
   * Rows whose `column` holds the account's whole address (without case); no condition at all until the account
   * has proven the address: forms anyone may send (a guest booking, an enquiry) and mail to the address may be
   * someone else's, and signing up with their address must not hand over, or delete, what is theirs.
   */
  byAddress(column: AnyPgColumn): SQL | undefined;
}

/** The account being downloaded, with its signed-in owner: views that depend on the owner's access need it. */
export interface ExportingAccount extends PersonalDataAccount {
  viewer: Viewer;
}

/** A stored file to delete after the commit: by its key, or (a public file) by the URL it is known by. */
export type StoredFile = { bucket: BucketName; key: string } | { bucket: PublicBucketName; publicUrl: string };

/** What erasing one contribution's rows reports, for the contributions erased after it and for after the commit. */
export interface Erasure {
  /** The account's own records (a booking, an application): mail and audit copies naming one of these ids go too. */
  recordIds: readonly string[];
  /** Records whose id a mail's attachment (a booking's calendar file) may carry; UUIDs, so a match is that record. */
  attachedIds: readonly string[];
  /** Records kept anonymised, or gone with the account (a report, a conversation): their audit entries' copies go. */
  auditSubjectIds: readonly string[];
  files: readonly StoredFile[];
  /** Unpaid checkouts to close at the payment provider. */
  checkouts: readonly string[];
}

export const NOTHING_ERASED: Erasure = { recordIds: [], attachedIds: [], auditSubjectIds: [], files: [], checkouts: [] };

/** Two erasures as one, in order. */
export function combineErasures(first: Erasure, second: Partial<Erasure>): Erasure {
  return {
    recordIds: [...first.recordIds, ...(second.recordIds ?? [])],
    attachedIds: [...first.attachedIds, ...(second.attachedIds ?? [])],
    auditSubjectIds: [...first.auditSubjectIds, ...(second.auditSubjectIds ?? [])],
    files: [...first.files, ...(second.files ?? [])],
    checkouts: [...first.checkouts, ...(second.checkouts ?? [])],
  };
}

/**
 * When a contribution's rows go in the deleting transaction: the account's records first; then the copies
 * (mail, the audit log), found by the ids those records' erasure reported; the account row last, since the
 * rows above are found by its id and would lose it to their foreign keys' ON DELETE SET NULL.
 */
export const ERASURE_STEPS = ["records", "copies", "account"] as const;
export type ErasureStep = (typeof ERASURE_STEPS)[number];

/** What an erasure knows besides the account: the moment of the deletion, and what was erased before it. */
export interface ErasureContext {
  now: Date;
  earlier: Erasure;
}

export interface PersonalDataContribution<Section extends string = string> {
  /** The top-level keys this contribution adds to "download my data", in order; none when it shows nothing. */
  sections: readonly Section[];
  /** Every table whose rows about a person this contribution exports and erases. */
  tables: readonly PgTable[];
  /** When its rows go (see ERASURE_STEPS); "records" unless said. */
  erasureStep?: ErasureStep;
  /** The account's rows in the owner's view: never staff notes, staff account ids, secrets or other people's data. */
  export(db: Db, account: ExportingAccount): Promise<Record<Section, unknown>>;
  /** Deletes or anonymises the account's rows, in the deleting transaction. */
  erase(tx: Db, account: PersonalDataAccount, context: ErasureContext): Promise<Partial<Erasure> | void>;
}

/** A contribution, with its section names kept as written (so its `export` must return exactly those keys). */
export const personalData = <const Section extends string>(contribution: PersonalDataContribution<Section>) => contribution;

/** The rules that find an account's rows, for the account with this id and address. */
export function personalDataAccount(owner: { id: string; email: string; emailVerified: boolean }): PersonalDataAccount {
  const address = owner.email.trim().toLowerCase();
  return {
    id: owner.id,
    address,
    addressProven: owner.emailVerified,
    byAddress: (column) => (owner.emailVerified ? sql`lower(${column}) = ${address}` : undefined),
  };
}

/** Rows that match one of `conditions`, and none when there is none (a `where` without a condition matches every row). */
export const anyOf = (...conditions: (SQL | undefined)[]): SQL => or(...conditions) ?? sql`false`;
