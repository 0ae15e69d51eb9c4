/**
 * An enquiry's conversation state (shared/enquiries/status.ts): one column of the enquiry
 * (`enquiries.status`), and this module its only writer. Every move is recorded with who made it
 * from what, when; an enquiry the spam verdict held back arrives as spam, without a move
 * recorded. The reply clock that goes with the state is the reply promise's
 * (server/reply-promise/conversation.ts moves both).
 */
import {
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  type StatusChange,
} from "#shared/enquiries/status.ts";
import { readDate, type Database, type Queryable } from "#server/store/database.ts";

/** Who moved a conversation when the customer's own message did. */
export const BY_CUSTOMER = "customer";

/** In the enquiry's own transaction: the spam verdict held it back. */
export async function holdAsSpam(tx: Queryable, enquiryId: string): Promise<void> {
  await tx.query("UPDATE enquiries SET status = 'spam' WHERE id = $1", [enquiryId]);
}

/** The enquiry's status; undefined when it does not exist. */
export async function enquiryStatus(
  db: Queryable,
  enquiryId: string,
): Promise<EnquiryStatus | undefined> {
  const [row] = await db.query("SELECT status FROM enquiries WHERE id = $1", [enquiryId]);
  return row ? (row.status as EnquiryStatus) : undefined;
}

export interface ConversationMove {
  readonly enquiryId: string;
  readonly to: EnquiryStatus;
  /** The team member's e-mail address, or BY_CUSTOMER. */
  readonly by: string;
  readonly at: Date;
  /** Moves only from these states (none given: from any). */
  readonly from?: readonly EnquiryStatus[];
}

/**
 * Inside a transaction: moves the conversation and records the move; a state it already has
 * records nothing. Answers the state it was in, or undefined when the enquiry does not exist or
 * was in a state `from` does not allow (it stays there).
 */
export async function moveConversation(
  tx: Queryable,
  move: ConversationMove,
): Promise<EnquiryStatus | undefined> {
  if (!ENQUIRY_STATUSES.includes(move.to)) throw new RangeError(`Unknown status ${move.to}`);
  // Optimistic: the update holds only if nobody moved it since it was read, so concurrent moves
  // of one enquiry each record the state they replaced.
  for (;;) {
    const current = await enquiryStatus(tx, move.enquiryId);
    if (!current || (move.from && !move.from.includes(current))) return undefined;
    if (current === move.to) return current;
    const moved = await tx.query(
      "UPDATE enquiries SET status = $2 WHERE id = $1 AND status = $3 RETURNING id",
      [move.enquiryId, move.to, current],
    );
    if (moved.length === 0) continue;
    await tx.query(
      `INSERT INTO enquiry_status_changes (id, enquiry_id, from_status, to_status, changed_by, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [crypto.randomUUID(), move.enquiryId, current, move.to, move.by, move.at.toISOString()],
    );
    return current;
  }
}

/**
 * Sets the status in a transaction of its own; answers false when the enquiry does not exist.
 * Moves that go with a reply clock (closing, reopening, a reply, a customer's message) go
 * through server/reply-promise/conversation.ts instead.
 */
export async function changeEnquiryStatus(
  db: Database,
  change: ConversationMove,
): Promise<boolean> {
  return (await db.transaction((tx) => moveConversation(tx, change))) !== undefined;
}

/** The enquiry's status changes, oldest first. */
export async function statusHistoryOf(db: Queryable, enquiryId: string): Promise<StatusChange[]> {
  const changes = await db.query(
    `SELECT from_status, to_status, changed_by, changed_at FROM enquiry_status_changes
      WHERE enquiry_id = $1 ORDER BY changed_at, id`,
    [enquiryId],
  );
  return changes.map((change) => ({
    from: change.from_status as EnquiryStatus,
    to: change.to_status as EnquiryStatus,
    by: String(change.changed_by),
    at: readDate(change.changed_at),
  }));
}
