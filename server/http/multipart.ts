import { mediaTypeOf } from "#server/lib/content-type.ts";

/** A form sent as multipart/form-data: a job application with its CV. */
export function isMultipart(contentType: string | undefined): boolean {
  return mediaTypeOf(contentType) === "multipart/form-data";
}

/** The boundary a multipart Content-Type declares, if it declares one. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? "");
  return match?.[1] ?? match?.[2];
}

export interface TextPartLimits {
  /** The most the text parts together may weigh; a form of more is no form a page posts. */
  readonly textBytes: number;
  /** The most read in all, files included; past it the body is not read on. */
  readonly bodyBytes: number;
}

/** The longest header block a part may have. */
const PART_HEADERS_MAX_BYTES = 8 * 1024;

type Section = "preamble" | "delimiter" | "headers" | "text" | "file";

/**
 * A multipart body with only its text parts: the body is read to its end and every file's bytes
 * are dropped as they arrive, so a form whose file is too large to take keeps its other fields.
 * The parts are written again under the same boundary. Undefined when the body is no complete
 * multipart body or passes a limit.
 */
export async function textPartsOf(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  limits: TextPartLimits,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const reader = new MultipartTextReader(boundary, limits.textBytes);
  let read = 0;
  for await (const chunk of body) {
    read += chunk.byteLength;
    if (read > limits.bodyBytes || !reader.take(chunk)) {
      await body.cancel().catch(() => {});
      return undefined;
    }
  }
  return reader.finished();
}

/** Follows a multipart body chunk by chunk, keeping its text parts. */
class MultipartTextReader {
  readonly #boundary: string;
  readonly #delimiter: Buffer;
  readonly #textBytes: number;
  #section: Section = "preamble";
  // The body's first boundary line has no line break before it; one is added so it reads like the rest.
  #pending = Buffer.from("\r\n");
  readonly #kept: Buffer[] = [];
  #keptBytes = 0;
  #ended = false;

  constructor(boundary: string, textBytes: number) {
    this.#boundary = boundary;
    this.#delimiter = Buffer.from(`\r\n--${boundary}`);
    this.#textBytes = textBytes;
  }

  /** Reads one more chunk; false once the body is malformed or its text too large. */
  take(chunk: Uint8Array): boolean {
    if (this.#ended) return true;
    this.#pending = Buffer.concat([this.#pending, chunk]);
    for (;;) {
      const progress = this.#step();
      if (progress === "malformed" || this.#keptBytes > this.#textBytes) return false;
      if (progress === "wait" || this.#ended) return true;
    }
  }

  /** The text parts as a body of their own, or undefined when the body ended early. */
  finished(): Uint8Array<ArrayBuffer> | undefined {
    if (!this.#ended) return undefined;
    this.#keep(`--${this.#boundary}--\r\n`);
    return Buffer.concat(this.#kept);
  }

  #step(): "more" | "wait" | "malformed" {
    switch (this.#section) {
      case "delimiter":
        return this.#afterDelimiter();
      case "headers":
        return this.#partHeaders();
      default:
        return this.#content();
    }
  }

  /** Up to the next delimiter: kept in a text part, dropped in a file or the preamble. */
  #content(): "more" | "wait" {
    const at = this.#pending.indexOf(this.#delimiter);
    // Without a delimiter, the end may still hold the start of one that the next chunk completes.
    const safe = at === -1 ? this.#pending.length - (this.#delimiter.length - 1) : at;
    if (safe > 0 && this.#section === "text") this.#keep(this.#pending.subarray(0, safe));
    if (at === -1) {
      if (safe > 0) this.#pending = this.#pending.subarray(safe);
      return "wait";
    }
    if (this.#section === "text") this.#keep("\r\n");
    this.#pending = this.#pending.subarray(at + this.#delimiter.length);
    this.#section = "delimiter";
    return "more";
  }

  /** After a delimiter: `--` ends the body, a line break starts a part. */
  #afterDelimiter(): "more" | "wait" | "malformed" {
    if (this.#pending.length < 2) return "wait";
    const next = this.#pending.subarray(0, 2).toString("latin1");
    if (next === "--") {
      this.#ended = true;
      return "more";
    }
    if (next !== "\r\n") return "malformed";
    this.#pending = this.#pending.subarray(2);
    this.#section = "headers";
    return "more";
  }

  #partHeaders(): "more" | "wait" | "malformed" {
    const end = this.#pending.indexOf("\r\n\r\n");
    if (end === -1) return this.#pending.length > PART_HEADERS_MAX_BYTES ? "malformed" : "wait";
    const headers = this.#pending.subarray(0, end);
    this.#section = /\bfilename\*?=/i.test(headers.toString("latin1")) ? "file" : "text";
    if (this.#section === "text") {
      this.#keep(`--${this.#boundary}\r\n`);
      this.#keep(headers);
      this.#keep("\r\n\r\n");
    }
    this.#pending = this.#pending.subarray(end + 4);
    return "more";
  }

  #keep(bytes: Uint8Array | string): void {
    const buffer = typeof bytes === "string" ? Buffer.from(bytes, "latin1") : Buffer.from(bytes);
    this.#kept.push(buffer);
    this.#keptBytes += buffer.length;
  }
}
