/**
 * The team's answers in the store: the assignments that set an enquiry's owner (its timeline),
 * the replies written in the inbox, and the administrators' saved replies.
 */
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import type { SavedReplyAudience } from "#shared/replies/saved-replies.ts";
import type { KeptAttachment } from "#server/mail/attachments.ts";
import type { MailAttachmentView } from "#shared/mail/contract.ts";
import { setOwner } from "#server/enquiries/owner.ts";
import { queueTeamDelivery } from "#server/outbox/deliveries.ts";
import {
  readDate,
  readOptionalText,
  type Database,
  type Queryable,
} from "#server/store/database.ts";

export interface Assignment {
  readonly id: string;
  readonly owner: string;
  readonly by: string;
  readonly at: Date;
}

/**
 * Makes `owner` the enquiry's owner and records who did it; when someone assigns a colleague,
 * the colleague's notice is queued on `noticeChannel`. Answers the assignment, or undefined
 * when the enquiry does not exist.
 */
export async function assignEnquiry(
  db: Database,
  change: {
    readonly enquiryId: string;
    readonly owner: string;
    readonly by: string;
    readonly at: Date;
    readonly noticeChannel: DeliveryChannel | undefined;
  },
): Promise<Assignment | undefined> {
  return db.transaction(async (tx) => {
    if (!(await setOwner(tx, change.enquiryId, change.owner))) return undefined;
    const assignment = {
      id: crypto.randomUUID(),
      owner: change.owner,
      by: change.by,
      at: change.at,
    };
    await tx.query(
      `INSERT INTO enquiry_assignments (id, enquiry_id, owner, assigned_by, assigned_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [assignment.id, change.enquiryId, change.owner, change.by, change.at.toISOString()],
    );
    if (change.noticeChannel && change.owner !== change.by) {
      await queueTeamDelivery(tx, {
        enquiryId: change.enquiryId,
        channel: change.noticeChannel,
        topic: assignment.id,
        now: change.at,
      });
    }
    return assignment;
  });
}

export async function assignmentsOf(db: Queryable, enquiryId: string): Promise<Assignment[]> {
  const rows = await db.query(
    `SELECT id, owner, assigned_by, assigned_at FROM enquiry_assignments
      WHERE enquiry_id = $1 ORDER BY assigned_at, id`,
    [enquiryId],
  );
  return rows.map((row) => ({
    id: String(row.id),
    owner: String(row.owner),
    by: String(row.assigned_by),
    at: readDate(row.assigned_at),
  }));
}

export async function findAssignment(
  db: Queryable,
  id: string,
): Promise<(Assignment & { readonly enquiryId: string }) | undefined> {
  const [row] = await db.query("SELECT * FROM enquiry_assignments WHERE id = $1", [id]);
  if (!row) return undefined;
  return {
    id: String(row.id),
    enquiryId: String(row.enquiry_id),
    owner: String(row.owner),
    by: String(row.assigned_by),
    at: readDate(row.assigned_at),
  };
}

export interface StoredReply {
  readonly id: string;
  readonly enquiryId: string;
  readonly body: string;
  readonly author: string;
  readonly writtenAt: Date;
}

export interface ReplyWithDelivery extends StoredReply {
  /** The outbox row that sends it; its id is the mail's Message-ID. */
  readonly deliveryId: string | undefined;
  readonly deliveryStatus: "pending" | "sent" | "failed" | undefined;
}

/**
 * Stores a reply written in the inbox (inside the transaction that queues its delivery); answers
 * false when a reply with its id was stored before (the same form sent again).
 */
export async function saveReply(tx: Queryable, reply: StoredReply): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO enquiry_replies (id, enquiry_id, body, author, written_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [reply.id, reply.enquiryId, reply.body, reply.author, reply.writtenAt.toISOString()],
  );
  return inserted.length > 0;
}

/** Stores the files a reply carries, beside it (in the transaction that stores the reply). */
export async function saveReplyAttachments(
  tx: Queryable,
  reply: StoredReply,
  files: readonly KeptAttachment[],
): Promise<void> {
  for (const [position, file] of files.entries()) {
    await tx.query(
      `INSERT INTO reply_attachments
         (id, reply_id, enquiry_id, position, file_name, media_type, size_bytes, sha256, content)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        crypto.randomUUID(),
        reply.id,
        reply.enquiryId,
        position,
        file.fileName,
        file.mediaType,
        file.bytes.byteLength,
        file.sha256,
        file.bytes,
      ],
    );
  }
}

export interface ReplyAttachment {
  readonly fileName: string;
  readonly mediaType: string;
  readonly content: Uint8Array;
}

/** The files a reply carries, in the order they were attached, for sending it. */
export async function replyAttachmentsOf(
  db: Queryable,
  replyId: string,
): Promise<ReplyAttachment[]> {
  const rows = await db.query(
    `SELECT file_name, media_type, content FROM reply_attachments WHERE reply_id = $1
      ORDER BY position`,
    [replyId],
  );
  return rows.map((row) => ({
    fileName: String(row.file_name),
    mediaType: String(row.media_type),
    content: row.content as Uint8Array,
  }));
}

/** The files of an enquiry's replies, by the reply that carried them, as the timeline lists them. */
export async function replyAttachmentViewsOf(
  db: Queryable,
  enquiryId: string,
): Promise<Map<string, MailAttachmentView[]>> {
  const rows = await db.query(
    `SELECT id, reply_id, file_name, size_bytes FROM reply_attachments
      WHERE enquiry_id = $1 ORDER BY position, id`,
    [enquiryId],
  );
  const byReply = new Map<string, MailAttachmentView[]>();
  for (const row of rows) {
    const views = byReply.get(String(row.reply_id)) ?? [];
    views.push({
      id: String(row.id),
      fileName: String(row.file_name),
      sizeBytes: Number(row.size_bytes),
    });
    byReply.set(String(row.reply_id), views);
  }
  return byReply;
}

/** One file a reply carried, for the staff's download. */
export async function findReplyAttachment(
  db: Queryable,
  enquiryId: string,
  id: string,
): Promise<ReplyAttachment | undefined> {
  const [row] = await db.query(
    `SELECT file_name, media_type, content FROM reply_attachments WHERE id = $1 AND enquiry_id = $2`,
    [id, enquiryId],
  );
  if (!row) return undefined;
  return {
    fileName: String(row.file_name),
    mediaType: String(row.media_type),
    content: row.content as Uint8Array,
  };
}

/** Whether a reply with this id is stored. */
export async function isReplyStored(tx: Queryable, id: string): Promise<boolean> {
  const [row] = await tx.query("SELECT id FROM enquiry_replies WHERE id = $1", [id]);
  return row !== undefined;
}

/** The enquiry's replies, oldest first, each with the state of its delivery. */
export async function repliesOf(db: Queryable, enquiryId: string): Promise<ReplyWithDelivery[]> {
  const rows = await db.query(
    `SELECT r.*, d.id AS delivery_id, d.status AS delivery_status
       FROM enquiry_replies r
       LEFT JOIN deliveries d ON d.enquiry_id = r.enquiry_id AND d.channel = 'reply' AND d.topic = CAST(r.id AS TEXT)
      WHERE r.enquiry_id = $1 ORDER BY r.written_at, r.id`,
    [enquiryId],
  );
  return rows.map((row) => ({
    id: String(row.id),
    enquiryId: String(row.enquiry_id),
    body: String(row.body),
    author: String(row.author),
    writtenAt: readDate(row.written_at),
    deliveryId: readOptionalText(row.delivery_id),
    deliveryStatus: readOptionalText(row.delivery_status) as ReplyWithDelivery["deliveryStatus"],
  }));
}

export interface SavedReply {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly audience: SavedReplyAudience;
  readonly updatedBy: string;
  readonly updatedAt: Date;
}

/** The administrators' templates, by title. */
export async function listSavedReplies(db: Queryable): Promise<SavedReply[]> {
  const rows = await db.query("SELECT * FROM saved_replies ORDER BY title, id");
  return rows.map((row) => ({
    id: String(row.id),
    title: String(row.title),
    body: String(row.body),
    audience: row.audience as SavedReplyAudience,
    updatedBy: String(row.updated_by),
    updatedAt: readDate(row.updated_at),
  }));
}

/**
 * Adds a template, or replaces the one with this id. Answers false when another template has the
 * title already (titles tell them apart in the picker).
 */
export async function putSavedReply(db: Database, reply: SavedReply): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [clash] = await tx.query("SELECT id FROM saved_replies WHERE title = $1 AND id <> $2", [
      reply.title,
      reply.id,
    ]);
    if (clash) return false;
    await tx.query(
      `INSERT INTO saved_replies (id, title, body, audience, updated_by, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET title = excluded.title, body = excluded.body,
         audience = excluded.audience, updated_by = excluded.updated_by,
         updated_at = excluded.updated_at`,
      [
        reply.id,
        reply.title,
        reply.body,
        reply.audience,
        reply.updatedBy,
        reply.updatedAt.toISOString(),
      ],
    );
    return true;
  });
}

export async function deleteSavedReply(db: Queryable, id: string): Promise<boolean> {
  const deleted = await db.query("DELETE FROM saved_replies WHERE id = $1 RETURNING id", [id]);
  return deleted.length > 0;
}
