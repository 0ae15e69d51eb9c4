/**
 * A CV sent with a job application, checked by its bytes (`file-type`), never by its name or the
 * type the browser declared: a PDF, or a DOCX that is a real Word document with no macros or
 * programs inside, within its inflated budgets (`isSafeDocx`).
 */
import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { CV_MAX_BYTES, CV_TYPES, type CvMediaType } from "#shared/hiring/cv.ts";
import { formWords } from "#server/enquiries/form-words.ts";
import { isSafeDocx } from "./docx.ts";

export interface StoredCv {
  readonly fileName: string;
  readonly mediaType: CvMediaType;
  readonly bytes: Uint8Array;
  readonly sha256: string;
}

export type CvCheck =
  { readonly ok: true; readonly cv: StoredCv } | { readonly ok: false; readonly message: string };

function isCvType(mime: string | undefined): mime is CvMediaType {
  return mime !== undefined && Object.hasOwn(CV_TYPES, mime);
}

const DOCX: CvMediaType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * The name kept with the file: no folders, no control or unusual characters, at most 100
 * characters, ending in the extension its bytes call for.
 */
export function sanitizedFileName(name: string, mediaType: CvMediaType): string {
  return safeFileName(name, CV_TYPES[mediaType], "cv");
}

/** A file's name made safe to keep and offer for download, with the extension given. */
export function safeFileName(name: string, extension: string, fallback: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .normalize("NFKC")
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} ._()-]+/gu, "-")
    .replace(/[-\s]+/g, (run) => (run.includes(" ") ? " " : "-"))
    .replace(/^[-. ]+|[-. ]+$/g, "")
    .slice(0, 100);
  return `${base || fallback}.${extension}`;
}

export async function checkCv(name: string, bytes: Uint8Array): Promise<CvCheck> {
  if (bytes.byteLength === 0) return { ok: false, message: formWords.answers.cv.empty };
  if (bytes.byteLength > CV_MAX_BYTES) return { ok: false, message: formWords.answers.cv.tooLarge };
  const detected = await fileTypeFromBuffer(bytes);
  if (!isCvType(detected?.mime)) return { ok: false, message: formWords.answers.cv.wrongType };
  if (detected.mime === DOCX && !(await isSafeDocx(bytes))) {
    return { ok: false, message: formWords.answers.cv.wrongType };
  }
  return {
    ok: true,
    cv: {
      fileName: sanitizedFileName(name, detected.mime),
      mediaType: detected.mime,
      bytes,
      sha256: createHash("sha256").update(bytes).digest("hex"),
    },
  };
}
