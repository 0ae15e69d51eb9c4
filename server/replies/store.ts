/**
 * The reply promise in the store: each enquiry's due time and the first reply that stops its
 * clock, the assignments that set its owner, the replies written in the inbox, and the reminders owed.
 * A spam enquiry has no due time; one released from spam gets one with `startReplyClock`.
 */
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import type { ReplyPromise } from "#server/reply-promise/clock.ts";
import { setOwner } from "#server/enquiries/owner.ts";
import {
  readDate,
  readOptionalDate,
  type Database,
  type Queryable,
  type Row,
} from "#server/store/database.ts";

export type AnsweredHow = "reply" | "outside";

export interface ReplyClockState {
  readonly dueAt: Date | undefined;
  readonly remindAt: Date | undefined;
  readonly answeredAt: Date | undefined;
  readonly answeredBy: string | undefined;
  readonly answeredHow: AnsweredHow | undefined;
}

const optionalText = (value: unknown) =>
  value === null || value === undefined ? undefined : String(value);

export function replyClockFromRow(row: Row): ReplyClockState {
  return {
    dueAt: readOptionalDate(row.due_at),
    remindAt: readOptionalDate(row.remind_at),
    answeredAt: readOptionalDate(row.answered_at),
    answeredBy: optionalText(row.answered_by),
    answeredHow: optionalText(row.answered_how) as AnsweredHow | undefined,
  };
}

/**
 * Gives an enquiry its due time: on arrival (inside its transaction), or when it is released
 * from spam. A clock already stopped by a reply stays stopped.
 */
export async function startReplyClock(
  tx: Queryable,
  enquiryId: string,
  promise: ReplyPromise,
): Promise<void> {
  await tx.query(
    `INSERT INTO reply_clocks (enquiry_id, due_at, remind_at) VALUES ($1, $2, $3)
     ON CONFLICT (enquiry_id) DO UPDATE SET due_at = excluded.due_at, remind_at = excluded.remind_at`,
    [enquiryId, promise.dueAt.toISOString(), promise.remindAt.toISOString()],
  );
}

/** Takes the due time away: the enquiry is spam, and no promise runs for it. */
export async function clearReplyDue(db: Queryable, enquiryId: string): Promise<void> {
  await db.query("UPDATE reply_clocks SET due_at = NULL, remind_at = NULL WHERE enquiry_id = $1", [
    enquiryId,
  ]);
}

export async function findReplyClock(
  db: Queryable,
  enquiryId: string,
): Promise<ReplyClockState | undefined> {
  const [row] = await db.query("SELECT * FROM reply_clocks WHERE enquiry_id = $1", [enquiryId]);
  return row ? replyClockFromRow(row) : undefined;
}

/**
 * Stops the clock: the enquiry was answered. Only the first answer counts; answers whether this
 * one stopped it.
 */
export async function stopReplyClock(
  tx: Queryable,
  answer: {
    readonly enquiryId: string;
    readonly by: string;
    readonly at: Date;
    readonly how: AnsweredHow;
  },
): Promise<boolean> {
  await tx.query(
    "INSERT INTO reply_clocks (enquiry_id) VALUES ($1) ON CONFLICT (enquiry_id) DO NOTHING",
    [answer.enquiryId],
  );
  const stopped = await tx.query(
    `UPDATE reply_clocks SET answered_at = $2, answered_by = $3, answered_how = $4
      WHERE enquiry_id = $1 AND answered_at IS NULL
      RETURNING enquiry_id`,
    [answer.enquiryId, answer.at.toISOString(), answer.by, answer.how],
  );
  return stopped.length > 0;
}

/** Queues one of the team's own mails for an enquiry; a topic queued before is not queued again. */
export async function queueTeamDelivery(
  tx: Queryable,
  delivery: {
    readonly enquiryId: string;
    readonly channel: DeliveryChannel;
    readonly topic: string;
    readonly now: Date;
  },
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO deliveries (id, enquiry_id, channel, topic, status, attempts, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, 'pending', 0, $5, $5)
     ON CONFLICT (enquiry_id, channel, topic) DO NOTHING
     RETURNING id`,
    [
      crypto.randomUUID(),
      delivery.enquiryId,
      delivery.channel,
      delivery.topic,
      delivery.now.toISOString(),
    ],
  );
  return inserted.length > 0;
}

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
    deliveryId: optionalText(row.delivery_id),
    deliveryStatus: optionalText(row.delivery_status) as ReplyWithDelivery["deliveryStatus"],
  }));
}

/** The acknowledgement the enquirer received, whose Message-ID a reply answers; if one was sent. */
export async function sentAcknowledgementId(
  db: Queryable,
  enquiryId: string,
): Promise<string | undefined> {
  const [row] = await db.query(
    "SELECT id FROM deliveries WHERE enquiry_id = $1 AND channel = 'autoreply' AND status = 'sent'",
    [enquiryId],
  );
  return optionalText(row?.id);
}

export interface SavedReply {
  readonly id: string;
  readonly title: string;
  readonly body: string;
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
      `INSERT INTO saved_replies (id, title, body, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET title = excluded.title, body = excluded.body,
         updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
      [reply.id, reply.title, reply.body, reply.updatedBy, reply.updatedAt.toISOString()],
    );
    return true;
  });
}

export async function deleteSavedReply(db: Queryable, id: string): Promise<boolean> {
  const deleted = await db.query("DELETE FROM saved_replies WHERE id = $1 RETURNING id", [id]);
  return deleted.length > 0;
}
