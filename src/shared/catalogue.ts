/** The free preview profiles (§4, §6): visitors and free members see these three per list. */
export const PREVIEW_COMPANION_IDS = ["1", "2", "3", "m1", "m2", "m3"] as const;

export function isPreviewCompanion(id: string): boolean {
  return (PREVIEW_COMPANION_IDS as readonly string[]).includes(id);
}

/** "4.666" -> 4.7: the spec's average rounded to one decimal (§9). */
export function roundRating(average: number): number {
  return Math.round(average * 10) / 10;
}
