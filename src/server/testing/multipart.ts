import { randomBytes } from "node:crypto";

/** A multipart/form-data body with one file, as a browser would send it. */
export function multipartFile(file: { body: Buffer; filename: string; contentType: string; field?: string }) {
  const boundary = `----wingmate${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file.body, tail]), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
