import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, badRequest, payloadTooLarge } from "../../http/errors.ts";
import { NOT_AN_IMAGE } from "./images.ts";

export const MEGABYTE = 1024 * 1024;

/** Multipart parsing for the upload routes; the per-route size limit is applied while streaming. */
export async function registerUploadParsing(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 10_000, parts: 12, fileSize: 10 * MEGABYTE } });
}

export interface ImageUploadOptions {
  maxBytes: number;
  /** Shown with 413, e.g. the spec's "Image size must be less than 5MB". */
  tooLargeMessage: string;
}

function isFastifyError(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === code;
}

/** Reads the one uploaded file of a multipart request, refusing it with 413 as soon as it passes `maxBytes`. */
export async function readFileUpload(request: FastifyRequest, { maxBytes, tooLargeMessage }: ImageUploadOptions): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(415, "unsupported_media_type", "Please send the image as a file upload (multipart/form-data).");
  }
  try {
    const part = await request.file({ limits: { fileSize: maxBytes } });
    if (!part) throw badRequest(NOT_AN_IMAGE, { file: NOT_AN_IMAGE });
    return await part.toBuffer();
  } catch (error) {
    if (isFastifyError(error, "FST_REQ_FILE_TOO_LARGE")) throw payloadTooLarge(tooLargeMessage);
    if (error instanceof AppError) throw error;
    if (isFastifyError(error, "FST_PARTS_LIMIT") || isFastifyError(error, "FST_FILES_LIMIT")) throw badRequest("Please upload one image at a time.");
    throw badRequest("The upload could not be read. Please try again.");
  }
}
