/**
 * Each enquiry's reply clock: its due time and reminder's time, and the answer that stops it. A
 * clock runs only while the conversation's turn is ours (new or open) and its round is not yet
 * answered; each customer message that waits for an answer starts a new round
 * (`startNextRound`), and the first answer is kept for the report. A spam enquiry has no due
 * time; one released from spam gets one with `startReplyClock`.
 */
import type { SubmissionStep } from "#server/enquiries/service.ts";
import type { Enquiry } from "#server/enquiries/store.ts";
import {
  readDate,
  readOptionalDate,
  readOptionalText,
  type Queryable,
  type Row,
} from "#server/store/database.ts";
import type { ReplyClock, ReplyPromise } from "./clock.ts";

export type AnsweredHow = "reply" | "outside";

/**
 * SQL: the clock `c` of the enquiry `e` runs — a due time, its round not answered, and the turn
 * ours (a closed conversation, or one waiting on the customer, has no running clock).
 */
export const RUNNING_CLOCK =
  "(c.due_at IS NOT NULL AND c.stopped_at IS NULL AND e.status IN ('new', 'open'))";

/** SQL: the outbox topic of the clock `c`'s reminder at a threshold (`soon`, `breach`). */
export const reminderTopicSql = (threshold: string) =>
  `(${threshold}) || (CASE WHEN c.round = 1 THEN '' ELSE '-' || CAST(c.round AS TEXT) END)`;

/** SQL: the threshold the clock `c` has crossed by `$at` (a parameter): `breach` or `soon`. */
export const crossedThresholdSql = (at: string) =>
  `(CASE WHEN c.due_at <= ${at} THEN 'breach' ELSE 'soon' END)`;

/** A reminder's threshold from its outbox topic: the first round's is bare, later ones `soon-2`. */
export function thresholdOfTopic(topic: string): string {
  return topic.split("-")[0] ?? topic;
}

export interface ReplyClockState {
  readonly dueAt: Date | undefined;
  readonly remindAt: Date | undefined;
  readonly answeredAt: Date | undefined;
  readonly answeredBy: string | undefined;
  readonly answeredHow: AnsweredHow | undefined;
  /** Which customer message the clock counts for: 1 for the enquiry itself. */
  readonly round: number;
  /** When the current round was answered (or the clock otherwise stopped). */
  readonly stoppedAt: Date | undefined;
}

export function replyClockFromRow(row: Row): ReplyClockState {
  return {
    dueAt: readOptionalDate(row.due_at),
    remindAt: readOptionalDate(row.remind_at),
    answeredAt: readOptionalDate(row.answered_at),
    answeredBy: readOptionalText(row.answered_by),
    answeredHow: readOptionalText(row.answered_how) as AnsweredHow | undefined,
    round: Number(row.round ?? 1),
    stoppedAt: readOptionalDate(row.stopped_at),
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

/**
 * A customer message that waits for an answer arrived at `promise`'s start: a new round, with
 * its own due time and reminders, running until it is answered.
 */
export async function startNextRound(
  tx: Queryable,
  enquiryId: string,
  promise: ReplyPromise,
  arrivedAt: Date,
): Promise<void> {
  const [row] = await tx.query(
    `INSERT INTO reply_clocks (enquiry_id, due_at, remind_at, started_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (enquiry_id) DO UPDATE SET due_at = excluded.due_at,
       remind_at = excluded.remind_at, started_at = excluded.started_at, stopped_at = NULL,
       round = reply_clocks.round + 1,
       first_due_at = COALESCE(reply_clocks.first_due_at, reply_clocks.due_at)
     RETURNING round`,
    [
      enquiryId,
      promise.dueAt.toISOString(),
      promise.remindAt.toISOString(),
      arrivedAt.toISOString(),
    ],
  );
  const round = Number(row?.round ?? 1);
  // An enquiry without a clock before (stored before the promise) gets its first one here.
  if (round === 1) return;
  await tx.query(
    `INSERT INTO reply_rounds (enquiry_id, round, started_at, due_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (enquiry_id, round) DO NOTHING`,
    [enquiryId, round, arrivedAt.toISOString(), promise.dueAt.toISOString()],
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

/** The enquiry's running clock's due time; undefined when no clock runs. */
export async function runningDueAt(db: Queryable, enquiryId: string): Promise<Date | undefined> {
  const [row] = await db.query(
    `SELECT c.due_at FROM reply_clocks c JOIN enquiries e ON e.id = c.enquiry_id
      WHERE c.enquiry_id = $1 AND ${RUNNING_CLOCK}`,
    [enquiryId],
  );
  return row ? readOptionalDate(row.due_at) : undefined;
}

/**
 * Stops the clock: the enquiry was answered. The round's clock stops; the first answer is kept
 * for the report. Answers whether this was the enquiry's first answer.
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
  await tx.query(
    "UPDATE reply_clocks SET stopped_at = $2 WHERE enquiry_id = $1 AND stopped_at IS NULL",
    [answer.enquiryId, answer.at.toISOString()],
  );
  await tx.query(
    "UPDATE reply_rounds SET answered_at = $2 WHERE enquiry_id = $1 AND answered_at IS NULL",
    [answer.enquiryId, answer.at.toISOString()],
  );
  const stopped = await tx.query(
    `UPDATE reply_clocks SET answered_at = $2, answered_by = $3, answered_how = $4
      WHERE enquiry_id = $1 AND answered_at IS NULL
      RETURNING enquiry_id`,
    [answer.enquiryId, answer.at.toISOString(), answer.by, answer.how],
  );
  return stopped.length > 0;
}

/**
 * In a new enquiry's own transaction: its due time, unless it arrived as spam (no promise runs
 * for spam).
 */
export function clockOnArrival(promise: ReplyPromise) {
  return async (tx: Queryable, enquiry: Pick<Enquiry, "id" | "isSpam">): Promise<void> => {
    if (!enquiry.isSpam) await startReplyClock(tx, enquiry.id, promise);
  };
}

/** A step the composition root hands the enquiry core: each genuine enquiry's due time. */
export function replyClockStep(clock: ReplyClock): SubmissionStep {
  return async ({ receivedAt }) => ({ store: clockOnArrival(clock.promiseFor(receivedAt)) });
}

export interface DueConversation {
  readonly enquiryId: string;
  readonly dueAt: Date;
}

/**
 * The conversations whose running clock had passed 75 % of its window by `by`, of one owner ('':
 * nobody's, the team's), soonest due first: what a reminder digest lists.
 */
export async function conversationsDue(
  db: Queryable,
  owner: string,
  by: Date,
): Promise<DueConversation[]> {
  const rows = await db.query(
    `SELECT c.enquiry_id, c.due_at FROM reply_clocks c JOIN enquiries e ON e.id = c.enquiry_id
      WHERE ${RUNNING_CLOCK} AND c.remind_at <= $1 AND COALESCE(e.owner, '') = $2
      ORDER BY c.due_at, c.enquiry_id`,
    [by.toISOString(), owner],
  );
  return rows.map((row) => ({ enquiryId: String(row.enquiry_id), dueAt: readDate(row.due_at) }));
}
