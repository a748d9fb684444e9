import type { ObjectStore } from "../adapters/storage/store.ts";
import type { Db } from "./client.ts";

export interface SeedContext {
  /** Where sample images go. */
  store: ObjectStore;
  /** Make the sample portraits (a few seconds); tests that do not look at images turn it off. */
  portraits: boolean;
  /** Whether the sample data set (invented events and reviews, labelled) is wanted: see sample-data.ts. */
  sampleData: boolean;
}

/** A named set of starting data. Each runs once per database, in one transaction with its marker. */
export interface SeedSet {
  name: string;
  run(tx: Db, context: SeedContext): Promise<void>;
}
