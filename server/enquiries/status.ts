/**
 * An enquiry's status: one column of the enquiry (`enquiries.status`), and this module its only
 * writer. Every change the team makes is recorded with who made it from what, when; an enquiry
 * the spam verdict held back arrives as spam, without a change recorded.
 */
import {
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  type StatusChange,
} from "#shared/enquiries/status.ts";
import { readDate, type Database, type Queryable } from "#server/store/database.ts";

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

/**
 * Sets the status and records who changed it from what, when; a status the enquiry has already
 * records nothing. Answers false when the enquiry does not exist.
 */
export async function changeEnquiryStatus(
  db: Database,
  change: {
    readonly enquiryId: string;
    readonly to: EnquiryStatus;
    readonly by: string;
    readonly at: Date;
  },
): Promise<boolean> {
  if (!ENQUIRY_STATUSES.includes(change.to)) throw new RangeError(`Unknown status ${change.to}`);
  // Concurrent changes of one enquiry queue on its row, so each records the status it replaced.
  const lock = db.dialect === "postgres" ? "FOR UPDATE" : "";
  return db.transaction(async (tx) => {
    const [current] = await tx.query(`SELECT status FROM enquiries WHERE id = $1 ${lock}`, [
      change.enquiryId,
    ]);
    if (!current) return false;
    if (current.status === change.to) return true;
    await tx.query("UPDATE enquiries SET status = $2 WHERE id = $1", [change.enquiryId, change.to]);
    await tx.query(
      `INSERT INTO enquiry_status_changes (id, enquiry_id, from_status, to_status, changed_by, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        crypto.randomUUID(),
        change.enquiryId,
        String(current.status),
        change.to,
        change.by,
        change.at.toISOString(),
      ],
    );
    return true;
  });
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
