import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".webmanifest",
  ".xml",
  ".txt",
  ".svg",
  ".ico",
]);

const MIN_COMPRESS_BYTES = 512;

export function isCompressible(filePath: string, size: number): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(filePath)) && size >= MIN_COMPRESS_BYTES;
}

export function brotli(body: Uint8Array, quality: number): Uint8Array {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

export function gzip(body: Uint8Array, level: number): Uint8Array {
  return gzipSync(body, { level });
}

export async function* filesBelow(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesBelow(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the built client, at the
 * strongest settings, once at build time, so the server starts fast and never compresses.
 */
export async function precompressDirectory(directory: string): Promise<number> {
  let count = 0;
  for await (const filePath of filesBelow(directory)) {
    if (filePath.endsWith(".br") || filePath.endsWith(".gz")) continue;
    const body = new Uint8Array(await readFile(filePath));
    if (!isCompressible(filePath, body.byteLength)) continue;
    await writeFile(`${filePath}.br`, brotli(body, 11));
    await writeFile(`${filePath}.gz`, gzip(body, 9));
    count += 1;
  }
  return count;
}
