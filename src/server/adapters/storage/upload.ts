import multipart, { type MultipartFile, type MultipartValue } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Said } from "../../../shared/i18n/catalog.ts";
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from "../../http/errors.ts";
import { storageMessages as messages } from "./messages.ts";
import { consumeUploadLimit, type UploadLimitKey } from "./upload-limits.ts";

export const MEGABYTE = 1024 * 1024;
/** The spec's limit for profile pictures and headshots; VIP images allow 10 MB (pass `maxBytes`). */
export const DEFAULT_MAX_IMAGE_BYTES = 5 * MEGABYTE;

/**
 * Multipart parsing for the upload routes: few files per request, a few short text fields.
 * `readImageUpload` sets each route's own file size limit and takes one file.
 */
export async function registerUploadParsing(app: FastifyInstance, { maxFileBytes = 10 * MEGABYTE, maxFiles = 1 } = {}): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxFileBytes, files: maxFiles, fields: 10, fieldSize: 10_000, fieldNameSize: 100, parts: maxFiles + 10, headerPairs: 20 },
  });
}

export interface ImageUploadOptions {
  /** Refuse with 413 once the file passes this many bytes. Default 5 MB. */
  maxBytes?: number;
  /** The form field that carries the file. Default "file". */
  field?: string;
  /** The 413 message; default "Image size must be less than {n}MB". */
  tooLargeMessage?: Said;
  /**
   * The route's upload limit (see UPLOAD_LIMITS), counted before a byte of the file is read; 429 past it.
   * Required, so no upload route goes without one; null only where the caller limits by itself.
   */
  limit: UploadLimitKey | null;
}

export interface ImageUpload {
  /** The file's bytes, unchecked: pass them to `normalizeImage` or `saveImage`. */
  buffer: Buffer;
  /** The text fields sent with it. The file's own name is deliberately not returned. */
  fields: Record<string, string>;
}

/**
 * Counts the upload against its limit, then reads the one file of a multipart request and its text fields,
 * streaming, and answers 413 as soon as the file passes `maxBytes` (the rest is never buffered). Not
 * multipart: 415. No file: 400. Over the limit: 429.
 */
export async function readImageUpload(request: FastifyRequest, options: ImageUploadOptions): Promise<ImageUpload> {
  const { maxBytes = DEFAULT_MAX_IMAGE_BYTES, field = "file", tooLargeMessage = messages.imageTooLarge(maxBytes), limit } = options;
  if (!request.isMultipart()) throw unsupportedMediaType(messages.notMultipart);
  if (limit) {
    try {
      await consumeUploadLimit(request, limit);
    } catch (error) {
      discardRestOfBody(request);
      throw error;
    }
  }
  const fields: Record<string, string> = {};
  let buffer: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === "field") fields[part.fieldname] = fieldText(part);
      else if (part.fieldname === field && buffer === null) buffer = await readWithinLimit(part, tooLargeMessage);
      else throw badRequest(messages.notAnImage, { [field]: messages.notAnImage }, "unexpected_file");
    }
  } catch (error) {
    discardRestOfBody(request);
    throw asUploadError(error, tooLargeMessage);
  }
  if (buffer === null) throw badRequest(messages.notAnImage, { [field]: messages.notAnImage }, "missing_file");
  return { buffer, fields };
}

/** The older form: only the file. */
export async function readFileUpload(request: FastifyRequest, options: ImageUploadOptions): Promise<Buffer> {
  return (await readImageUpload(request, options)).buffer;
}

/** Busboy stops delivering bytes at the limit and marks the stream truncated: answer 413 right there. */
async function readWithinLimit(part: MultipartFile, tooLargeMessage: Said): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) {
    if (part.file.truncated) throw payloadTooLarge(tooLargeMessage);
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw payloadTooLarge(tooLargeMessage);
  return Buffer.concat(chunks);
}

/** How much of a refused upload is read and dropped before the connection is cut instead. */
const MAX_DISCARDED_BYTES = 64 * MEGABYTE;

/**
 * After a refusal the client may still be sending. Parsing stopped, so nothing reads the body, and the
 * connection would hang until Node's request timeout. Read and drop the rest, so the answer arrives and
 * the connection stays usable (cutting it mid-upload shows a browser a reset, not the message); a client
 * that keeps sending far more is cut off.
 */
function discardRestOfBody(request: FastifyRequest): void {
  const body = request.raw;
  if (body.readableEnded) return;
  let discarded = 0;
  body.unpipe();
  body.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BYTES) body.socket.destroy();
  });
  body.resume();
}

function fieldText(part: MultipartValue): string {
  if (part.valueTruncated || part.fieldnameTruncated) throw badRequest(messages.fieldTooLong, undefined, "field_too_long");
  return typeof part.value === "string" ? part.value : JSON.stringify(part.value);
}

function asUploadError(error: unknown, tooLargeMessage: Said): AppError {
  if (error instanceof AppError) return error;
  switch (fastifyErrorCode(error)) {
    case "FST_REQ_FILE_TOO_LARGE":
      return payloadTooLarge(tooLargeMessage);
    case "FST_FILES_LIMIT":
    case "FST_PARTS_LIMIT":
      return badRequest(messages.oneImageAtATime, undefined, "too_many_files");
    case "FST_FIELDS_LIMIT":
      return badRequest(messages.tooManyFields, undefined, "too_many_fields");
    default:
      return badRequest(messages.unreadableUpload, undefined, "unreadable_upload");
  }
}

function fastifyErrorCode(error: unknown): string | undefined {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" ? code : undefined;
}
