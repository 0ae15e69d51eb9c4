/**
 * The customer's mails in the store: each one read from the team mailbox, once (its identity
 * is unique), with the files it carried; and the timeline's view of them.
 */
import type { CustomerMailEvent, MatchedBy } from "#shared/mail/contract.ts";
import { readDate, type Queryable } from "#server/store/database.ts";
import type { KeptAttachment } from "./attachments.ts";

export interface InboundRecord {
  readonly id: string;
  readonly key: string;
  readonly enquiryId: string;
  readonly matchedBy: MatchedBy;
  readonly sender: string;
  readonly subject: string;
  readonly body: string;
  readonly quoted: string;
  readonly automatic: boolean;
  readonly receivedAt: Date;
}

/** Records the mail and its files; answers false when it was imported before (nothing written). */
export async function recordInboundMessage(
  tx: Queryable,
  record: InboundRecord,
  attachments: readonly KeptAttachment[],
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO inbound_messages
       (id, message_key, enquiry_id, matched_by, sender, subject, body, quoted, automatic, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (message_key) DO NOTHING
     RETURNING id`,
    [
      record.id,
      record.key,
      record.enquiryId,
      record.matchedBy,
      record.sender,
      record.subject,
      record.body,
      record.quoted,
      record.automatic,
      record.receivedAt.toISOString(),
    ],
  );
  if (inserted.length === 0) return false;
  for (const file of attachments) {
    await tx.query(
      `INSERT INTO inbound_attachments
         (id, message_id, enquiry_id, file_name, media_type, size_bytes, sha256, content)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        crypto.randomUUID(),
        record.id,
        record.enquiryId,
        file.fileName,
        file.mediaType,
        file.bytes.byteLength,
        file.sha256,
        file.bytes,
      ],
    );
  }
  return true;
}

/** Whether a mail of this identity was imported already. */
export async function isImported(db: Queryable, key: string): Promise<boolean> {
  const [row] = await db.query("SELECT 1 AS found FROM inbound_messages WHERE message_key = $1", [
    key,
  ]);
  return row !== undefined;
}

/** The conversation an earlier customer mail of this Message-ID went to. */
export async function conversationOfInbound(
  db: Queryable,
  key: string,
): Promise<string | undefined> {
  const [row] = await db.query("SELECT enquiry_id FROM inbound_messages WHERE message_key = $1", [
    key,
  ]);
  return row ? String(row.enquiry_id) : undefined;
}

/** The customer's mails of a conversation, oldest first, as its timeline shows them. */
export async function customerMailsOf(
  db: Queryable,
  enquiryId: string,
): Promise<CustomerMailEvent[]> {
  const messages = await db.query(
    `SELECT id, matched_by, sender, subject, body, quoted, automatic, received_at
       FROM inbound_messages WHERE enquiry_id = $1 ORDER BY received_at, id`,
    [enquiryId],
  );
  const files = await db.query(
    `SELECT id, message_id, file_name, size_bytes FROM inbound_attachments
      WHERE enquiry_id = $1 ORDER BY file_name, id`,
    [enquiryId],
  );
  return messages.map((row) => ({
    kind: "customer-wrote",
    by: String(row.sender),
    at: readDate(row.received_at),
    subject: String(row.subject),
    body: String(row.body),
    quoted: String(row.quoted),
    matchedBy: row.matched_by as MatchedBy,
    automatic: Boolean(row.automatic),
    attachments: files
      .filter((file) => file.message_id === row.id || String(file.message_id) === String(row.id))
      .map((file) => ({
        id: String(file.id),
        fileName: String(file.file_name),
        sizeBytes: Number(file.size_bytes),
      })),
  }));
}

export interface StoredAttachment {
  readonly fileName: string;
  readonly mediaType: string;
  readonly content: Uint8Array;
}

/** One file a customer's mail carried, for the staff's download. */
export async function findAttachment(
  db: Queryable,
  enquiryId: string,
  id: string,
): Promise<StoredAttachment | undefined> {
  const [row] = await db.query(
    `SELECT file_name, media_type, content FROM inbound_attachments
      WHERE id = $1 AND enquiry_id = $2`,
    [id, enquiryId],
  );
  if (!row) return undefined;
  return {
    fileName: String(row.file_name),
    mediaType: String(row.media_type),
    content: row.content as Uint8Array,
  };
}
