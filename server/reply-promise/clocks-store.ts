/**
 * Each enquiry's reply clock: its due time and reminder's time, and the first answer that stops
 * it. A spam enquiry has no due time; one released from spam gets one with `startReplyClock`.
 */
import type { SubmissionStep } from "#server/enquiries/service.ts";
import type { Enquiry } from "#server/enquiries/store.ts";
import {
  readOptionalDate,
  readOptionalText,
  type Queryable,
  type Row,
} from "#server/store/database.ts";
import type { ReplyClock, ReplyPromise } from "./clock.ts";

export type AnsweredHow = "reply" | "outside";

export interface ReplyClockState {
  readonly dueAt: Date | undefined;
  readonly remindAt: Date | undefined;
  readonly answeredAt: Date | undefined;
  readonly answeredBy: string | undefined;
  readonly answeredHow: AnsweredHow | undefined;
}

export function replyClockFromRow(row: Row): ReplyClockState {
  return {
    dueAt: readOptionalDate(row.due_at),
    remindAt: readOptionalDate(row.remind_at),
    answeredAt: readOptionalDate(row.answered_at),
    answeredBy: readOptionalText(row.answered_by),
    answeredHow: readOptionalText(row.answered_how) as AnsweredHow | undefined,
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
