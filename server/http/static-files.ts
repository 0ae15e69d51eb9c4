import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { brotli, filesBelow, gzip, isCompressible } from "./precompress.ts";

/**
 * The built client folder held in memory: every file read once at start with its Brotli and gzip
 * forms (written at build time; made quickly here for a file the build did not compress), and
 * answered with a strong ETag. The whole site is a few megabytes.
 */
export interface StaticFile {
  readonly body: Uint8Array;
  readonly brotli?: Uint8Array;
  readonly gzip?: Uint8Array;
  readonly contentType: string;
  readonly etag: string;
  readonly cacheControl: string;
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

/** Hashed build assets never change under their name; everything else is revalidated. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const SHORT = "public, max-age=3600";

function contentTypeOf(filePath: string): string {
  if (filePath.endsWith("rss.xml")) return "application/rss+xml; charset=utf-8";
  return CONTENT_TYPES[path.extname(filePath)] ?? "application/octet-stream";
}

function cacheControlOf(urlPath: string): string {
  if (urlPath.startsWith("/_astro/")) return IMMUTABLE;
  if (urlPath.endsWith(".html") || urlPath.endsWith(".xml")) {
    return REVALIDATE;
  }
  return SHORT;
}

/** A smaller form of the body, or nothing when compression does not pay. */
async function compressedForm(
  filePath: string,
  body: Uint8Array,
  suffix: ".br" | ".gz",
): Promise<Uint8Array | undefined> {
  if (!isCompressible(filePath, body.byteLength)) return undefined;
  const stored = `${filePath}${suffix}`;
  const compressed = existsSync(stored)
    ? new Uint8Array(await readFile(stored))
    : suffix === ".br"
      ? brotli(body, 5)
      : gzip(body, 6);
  return compressed.byteLength < body.byteLength ? compressed : undefined;
}

export type StaticFiles = ReadonlyMap<string, StaticFile>;

/**
 * A page pre-rendered for one value of a query parameter lives in a folder named after it:
 * `/start-project/tab=job/index.html` answers `/start-project?tab=job`. It is a state of its page,
 * not a page of its own, so it has no address of its own.
 */
export const QUERY_VARIANT = /^(.*)\/([\w-]+=[\w-]+)\/index\.html$/;

/**
 * Loads `root` keyed by URL path; `/about/index.html` is also reachable as `/about`, and a query
 * variant only as `/start-project?tab=job`.
 */
export async function loadStaticFiles(root: string): Promise<StaticFiles> {
  const files = new Map<string, StaticFile>();
  for await (const filePath of filesBelow(root)) {
    if (filePath.endsWith(".br") || filePath.endsWith(".gz")) continue;
    const body = new Uint8Array(await readFile(filePath));
    const urlPath = "/" + path.relative(root, filePath).split(path.sep).join("/");
    const file: StaticFile = {
      body,
      brotli: await compressedForm(filePath, body, ".br"),
      gzip: await compressedForm(filePath, body, ".gz"),
      contentType: contentTypeOf(filePath),
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      cacheControl: cacheControlOf(urlPath),
    };
    const variant = QUERY_VARIANT.exec(urlPath);
    if (variant) {
      files.set(`${variant[1] || "/"}?${variant[2]}`, file);
      continue;
    }
    files.set(urlPath, file);
    if (urlPath.endsWith("/index.html")) {
      const pagePath = urlPath.slice(0, -"/index.html".length) || "/";
      files.set(pagePath, file);
    }
  }
  return files;
}

/** The file for a request: the page's variant for one of the query's parameters, or the page. */
export function staticFileFor(
  files: StaticFiles,
  path: string,
  query: URLSearchParams,
): StaticFile | undefined {
  for (const [name, value] of query) {
    const variant = files.get(`${path}?${name}=${value}`);
    if (variant) return variant;
  }
  return files.get(path);
}

/** Picks the smallest encoding the client accepts. */
export function staticResponse(file: StaticFile, request: Request, status = 200): Response {
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    Vary: "Accept-Encoding",
  });
  if (request.headers.get("if-none-match") === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const accepted = request.headers.get("accept-encoding") ?? "";
  let body = file.body;
  if (file.brotli && /\bbr\b/.test(accepted)) {
    body = file.brotli;
    headers.set("Content-Encoding", "br");
  } else if (file.gzip && /\bgzip\b/.test(accepted)) {
    body = file.gzip;
    headers.set("Content-Encoding", "gzip");
  }
  headers.set("Content-Length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : (body as BodyInit), { status, headers });
}
