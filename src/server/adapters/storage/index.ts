/** The storage adapter: buckets, the object store (disk or S3), image checks, uploads and the /files route. */
export { buckets, isBucketName, isPublicBucket, type BucketName, type PrivateBucketName, type PublicBucketName } from "./buckets.ts";
export { NOT_AN_IMAGE, normalizeImage, sniffImageFormat, type NormalizedImage, type NormalizeOptions, type RasterFormat } from "./images.ts";
export { registerStorageRoutes } from "./routes.ts";
export { saveImage, type SaveImageOptions, type SavedImage } from "./save-image.ts";
export {
  contentTypeOf,
  createDiskStore,
  createObjectStore,
  createS3Store,
  isValidObjectKey,
  keyFromPublicUrl,
  newObjectKey,
  type ObjectStore,
  type StoredObject,
} from "./store.ts";
export {
  DEFAULT_MAX_IMAGE_BYTES,
  MEGABYTE,
  imageTooLargeMessage,
  readFileUpload,
  readImageUpload,
  registerUploadParsing,
  type ImageUpload,
  type ImageUploadOptions,
} from "./upload.ts";
