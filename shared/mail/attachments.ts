/**
 * The files a mail of a conversation may carry, either way: PDFs, pictures and Word documents,
 * 10 MB in all, each checked by its bytes as a CV is.
 */
export const MAIL_ATTACHMENT_TYPES = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
} as const;
export type MailAttachmentType = keyof typeof MAIL_ATTACHMENT_TYPES;

export const MAIL_ATTACHMENTS_MAX_BYTES = 10 * 1024 * 1024;
