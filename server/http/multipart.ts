import { once } from "node:events";
import busboy from "busboy";
import { mediaTypeOf } from "#server/lib/content-type.ts";

/** A form sent as multipart/form-data: a job application with its CV. */
export function isMultipart(contentType: string | undefined): boolean {
  return mediaTypeOf(contentType) === "multipart/form-data";
}

export interface TextFieldLimits {
  /** The most the text fields together may weigh; a form of more is no form a page posts. */
  readonly textBytes: number;
  /** The most read in all, files included; past it the body is not read on. */
  readonly bodyBytes: number;
}

/** More fields and files than any of our forms has: a post with more is no post of a page. */
const FIELDS_MAX = 100;
const FILES_MAX = 10;

/**
 * The text fields of a multipart body: the body is read to its end and every file's bytes are
 * dropped as they arrive, so a form whose file is too large to take keeps its other fields.
 * Undefined when the body is no complete multipart body or passes a limit.
 */
export async function textFieldsOf(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  limits: TextFieldLimits,
): Promise<FormData | undefined> {
  const fields = new FormData();
  let textBytes = 0;
  let refused = false;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { fieldSize: limits.textBytes, fields: FIELDS_MAX, files: FILES_MAX },
    });
  } catch {
    return undefined; // no boundary
  }
  const refuse = () => {
    refused = true;
  };
  parser.on("field", (name, value, info) => {
    textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (info.nameTruncated || info.valueTruncated || textBytes > limits.textBytes) refuse();
    else fields.append(name, value);
  });
  // A file cut off when the read stops errs; it is dropped all the same.
  parser.on("file", (_name, file) => file.on("error", refuse).resume());
  parser.on("fieldsLimit", refuse);
  parser.on("filesLimit", refuse);
  parser.on("partsLimit", refuse);
  // Set before the first write, so that an error is never unhandled; the read below stops on it.
  parser.on("error", refuse);
  const finished = once(parser, "close").then(
    () => true,
    () => false,
  );

  let read = 0;
  for await (const chunk of body) {
    read += chunk.byteLength;
    if (read > limits.bodyBytes || refused) break;
    // An error while waiting ends `finished`; the wait for "drain" then only ends quietly.
    if (!parser.write(chunk)) await Promise.race([once(parser, "drain").catch(() => {}), finished]);
  }
  if (read > limits.bodyBytes || refused) {
    parser.destroy();
    await body.cancel().catch(() => {});
    return undefined;
  }
  parser.end();
  return (await finished) && !refused ? fields : undefined;
}
