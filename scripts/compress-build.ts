// Writes .br and .gz beside each compressible file of the web build, so the server sends them as they are.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = path.resolve("build/client");
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;
const MIN_BYTES = 512;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let written = 0;
for await (const file of walk(ROOT)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = await readFile(file);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gzip = gzipSync(content, { level: 9 });
  if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
  if (gzip.length < content.length) await writeFile(`${file}.gz`, gzip);
  written += 1;
}
process.stdout.write(`Precompressed ${written} files of the web build.\n`);
