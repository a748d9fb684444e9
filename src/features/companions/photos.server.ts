import { randomUUID } from "node:crypto";
import { createAvatar } from "@dicebear/core";
import { lorelei } from "@dicebear/collection";
import { imageQueue } from "../../server/adapters/storage/image-queue.ts";
import { loadSharp, normalizeImage } from "../../server/adapters/storage/images.ts";
import { MAX_PIXELS_BY_BUCKET } from "../../server/adapters/storage/save-image.ts";
import type { BucketName } from "../../server/adapters/storage/buckets.ts";
import type { ObjectStore } from "../../server/adapters/storage/store.ts";
import type { CompanionGender, PhotoSet } from "./tables.server.ts";

const BUCKET = "companion-photos" satisfies BucketName;
const SIZES = { card: 400, full: 800 } as const;

/**
 * Stores one photo in the sizes and formats the pages use (AVIF and WebP, card and full) under new
 * names, made once here rather than per request.
 */
export async function storePhotoSet(store: ObjectStore, companionId: string, source: Buffer, alt: string): Promise<PhotoSet> {
  const folder = `c${companionId.replace(/[^A-Za-z0-9]/g, "")}`;
  const base = randomUUID();
  const keys: string[] = [];
  const sharp = await loadSharp();
  const variant = async (size: keyof typeof SIZES, format: "avif" | "webp") => {
    const width = SIZES[size];
    const resized = sharp(source).resize({ width, height: width, fit: "cover", position: "attention" });
    const body = await (format === "avif" ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 80 })).toBuffer();
    const key = `${folder}/${base}-${size}.${format}`;
    await store.put(BUCKET, key, body, `image/${format}`);
    keys.push(key);
    return store.publicUrl(BUCKET, key);
  };
  const [cardAvif, cardWebp, fullAvif, fullWebp] = await Promise.all([
    variant("card", "avif"),
    variant("card", "webp"),
    variant("full", "avif"),
    variant("full", "webp"),
  ]);
  return {
    alt,
    card: { avif: cardAvif, webp: cardWebp, width: SIZES.card },
    full: { avif: fullAvif, webp: fullWebp, width: SIZES.full },
    keys,
  };
}

/**
 * An uploaded photo: checked and cleaned like every image upload, then stored in every size, its four
 * encodings taking their turn in the image queue too.
 */
export async function storeUploadedPhoto(store: ObjectStore, companionId: string, upload: Buffer, alt: string): Promise<PhotoSet> {
  const clean = await normalizeImage(upload, { maxDimension: SIZES.full * 2, maxPixels: MAX_PIXELS_BY_BUCKET[BUCKET] });
  return imageQueue.run(() => storePhotoSet(store, companionId, clean.body, alt));
}

export async function deletePhotoSet(store: ObjectStore, photo: PhotoSet): Promise<void> {
  await Promise.all(photo.keys.map((key) => store.delete(BUCKET, key).catch(() => undefined)));
}

const BACKGROUNDS = ["f8e3ea", "e8ddf3", "d9e8f5", "fbe7d0", "e3f1e6"];
// People, not paper: the lightest tone is a warm fair skin, never the library's default white.
const SKIN_TONES = ["fbe4d5", "f3cfb3", "e0b08c", "b07a52", "7d4f31"];

/**
 * A distinct illustrated portrait for a sample companion (DiceBear "Lorelei", CC0), made offline.
 * Admins replace it with real photos.
 */
export function samplePortraitSvg(seed: string, gender: CompanionGender, variant = 0): Buffer {
  const woman = gender === "woman";
  const svg = createAvatar(lorelei, {
    seed,
    size: SIZES.full,
    // A second picture of the same face: mirrored, on another background.
    flip: variant % 2 === 1,
    backgroundColor: variant === 0 ? BACKGROUNDS : [BACKGROUNDS[(variant + 2) % BACKGROUNDS.length] ?? "ffffff"],
    skinColor: SKIN_TONES,
    beardProbability: woman ? 0 : 50,
    earringsProbability: woman ? 60 : 10,
    hairAccessoriesProbability: woman ? 30 : 0,
    hair: woman ? WOMEN_HAIR : MEN_HAIR,
    // Smiling mouths: several "sad" ones draw lines that read as stubble on a woman's face.
    mouth: SMILES,
    frecklesProbability: woman ? 10 : 5,
  }).toString();
  return Buffer.from(svg);
}

type LoreleiOptions = Parameters<typeof lorelei.create>[0]["options"];
type HairVariant = NonNullable<LoreleiOptions["hair"]>[number];
type MouthVariant = NonNullable<LoreleiOptions["mouth"]>[number];
const hairVariants = (numbers: number[]) => numbers.map((number) => `variant${String(number).padStart(2, "0")}` as HairVariant);
/**
 * Lorelei's 48 hairstyles, sorted by eye from a contact sheet of all of them (the numbering is not by
 * length): long, bobbed, tied up or curly for the wing women; short, cropped or shaved for the wing men.
 */
const WOMEN_HAIR = hairVariants([10, 13, 14, 15, 16, 17, 18, 19, 21, 23, 24, 26, 29, 30, 31, 32, 35, 37, 40, 41, 42, 45, 46, 48]);
const MEN_HAIR = hairVariants([1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 20, 22, 25, 28, 36, 39, 43, 44, 47]);
const SMILES = Array.from({ length: 18 }, (_, index) => `happy${String(index + 1).padStart(2, "0")}` as MouthVariant);
