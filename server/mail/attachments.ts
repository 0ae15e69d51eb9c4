/**
 * The files of a customer's mail that are kept: of the types a conversation takes (decided by
 * their bytes, never by their name or declared type), a Word document only when it is a real one
 * within its inflated budgets (the CV's check, so a zip bomb is never unpacked), within 10 MB in
 * all. The rest are left out and counted.
 */
import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import {
  MAIL_ATTACHMENT_TYPES,
  MAIL_ATTACHMENTS_MAX_BYTES,
  type MailAttachmentType,
} from "#shared/mail/attachments.ts";
import { isSafeDocx } from "#server/hiring/docx.ts";
import { safeFileName } from "#server/hiring/cv.ts";

export interface KeptAttachment {
  readonly fileName: string;
  readonly mediaType: MailAttachmentType;
  readonly bytes: Uint8Array;
  readonly sha256: string;
}

interface GivenFile {
  readonly filename?: string | undefined;
  readonly content: Buffer;
}

function isTaken(mime: string | undefined): mime is MailAttachmentType {
  return mime !== undefined && Object.hasOwn(MAIL_ATTACHMENT_TYPES, mime);
}

async function kept(file: GivenFile): Promise<KeptAttachment | undefined> {
  const bytes = new Uint8Array(file.content);
  if (bytes.byteLength === 0) return undefined;
  const detected = await fileTypeFromBuffer(bytes);
  if (!isTaken(detected?.mime)) return undefined;
  if (detected.mime === MAIL_ATTACHMENT_TYPES_DOCX && !(await isSafeDocx(bytes))) return undefined;
  return {
    fileName: safeFileName(file.filename ?? "", MAIL_ATTACHMENT_TYPES[detected.mime], "attachment"),
    mediaType: detected.mime,
    bytes,
    sha256: createHash("sha256").update(bytes).digest("hex"),
  };
}

const MAIL_ATTACHMENT_TYPES_DOCX: MailAttachmentType =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * The files a member of the team attaches to a reply, all or none: the first file of a type a
 * conversation does not take (by its bytes) is named, and more than 10 MB in all is refused.
 */
export async function checkedAttachments(
  files: readonly GivenFile[],
): Promise<
  | { readonly kept: KeptAttachment[] }
  | { readonly refused: "type"; readonly fileName: string }
  | { readonly refused: "too-large" }
> {
  const total = files.reduce((sum, file) => sum + file.content.byteLength, 0);
  if (total > MAIL_ATTACHMENTS_MAX_BYTES) return { refused: "too-large" };
  const result: KeptAttachment[] = [];
  for (const file of files) {
    const checked = await kept(file);
    if (!checked) return { refused: "type", fileName: file.filename ?? "" };
    result.push(checked);
  }
  return { kept: result };
}

/** The files kept, in the mail's order, and how many were left out. */
export async function keptAttachments(
  files: readonly GivenFile[],
): Promise<{ kept: KeptAttachment[]; leftOut: number }> {
  const result: KeptAttachment[] = [];
  let total = 0;
  for (const file of files) {
    const size = file.content.byteLength;
    const checked = total + size <= MAIL_ATTACHMENTS_MAX_BYTES ? await kept(file) : undefined;
    if (!checked) continue;
    total += size;
    result.push(checked);
  }
  return { kept: result, leftOut: files.length - result.length };
}
