const MEGABYTE = 1024 * 1024;

/** What uploads and /files answer with. The first two are the spec's words (§5 Headshot), verbatim. */
export const storageMessages = {
  notAnImage: "Please select an image file",
  /** "Image size must be less than 5MB" for 5 MB; the same wording for any limit. */
  imageTooLarge: (maxBytes: number) => `Image size must be less than ${Number((maxBytes / MEGABYTE).toFixed(1))}MB`,
  notMultipart: "Please send the image as a file upload (multipart/form-data).",
  unreadableUpload: "The upload could not be read. Please try again.",
  oneImageAtATime: "Please upload one image at a time.",
  tooManyFields: "The upload has too many form fields.",
  fieldTooLong: "A form field is too long.",
  noSuchFile: "No such file.",
  /** An image whose header declares more pixels than its use accepts; `megapixels` is that use's cap. */
  tooManyPixels: (megapixels: number) => `This image has too many pixels (at most ${megapixels} megapixels). Please choose a smaller one.`,
  /** The image queue's line is full (503, with Retry-After). */
  imageQueueFull: "We are processing many images right now. Please try again in a few seconds.",
  /** An account or a client address has uploaded its share for the hour (429, with Retry-After). */
  tooManyUploads: "You have uploaded many images in a short time. Please wait a little and try again.",
} as const;
