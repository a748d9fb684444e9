import type { Sentence } from "../../../shared/i18n/catalog.ts";
import type common from "../../../web/layout/common.messages.en.ts";

const MEGABYTE = 1024 * 1024;

type Id = keyof typeof common;

/**
 * What uploads and /files answer with. The refusals a person can meet on any page are catalog ids (the
 * frame's catalog, upload.*), with their numbers as values; the first two are the spec's words (§5
 * Headshot), verbatim. The others, which only a broken or hostile client meets, stay in English.
 */
export const storageMessages = {
  notAnImage: "upload.notAnImage" satisfies Id,
  /** "Image size must be less than 5MB" for 5 MB; the same wording for any limit. */
  imageTooLarge: (maxBytes: number): Sentence => ({ id: "upload.tooLarge" satisfies Id, values: { megabytes: Number((maxBytes / MEGABYTE).toFixed(1)) } }),
  notMultipart: "Please send the image as a file upload (multipart/form-data).",
  unreadableUpload: "The upload could not be read. Please try again.",
  oneImageAtATime: "Please upload one image at a time.",
  tooManyFields: "The upload has too many form fields.",
  fieldTooLong: "A form field is too long.",
  noSuchFile: "No such file.",
  /** An image whose header declares more pixels than its use accepts; `megapixels` is that use's cap. */
  tooManyPixels: (megapixels: number): Sentence => ({ id: "upload.tooManyPixels" satisfies Id, values: { megapixels } }),
  /** The image queue's line is full (503, with Retry-After). */
  imageQueueFull: "upload.queueFull" satisfies Id,
  /** An account or a client address has uploaded its share for the hour (429, with Retry-After). */
  tooManyUploads: "upload.tooManyUploads" satisfies Id,
} as const;
