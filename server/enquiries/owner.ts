/**
 * Who owns an enquiry: one column of the enquiry (`enquiries.owner`, a team member's sign-in
 * address, or NULL), and this module its only writer. Assigning (with its history) and the
 * reminders that go to the owner both reach it here.
 */
import { CLOSED_STATUSES } from "#shared/enquiries/status.ts";
import type { Queryable } from "#server/store/database.ts";

/** Makes `owner` the enquiry's owner; answers false when the enquiry does not exist. */
export async function setOwner(tx: Queryable, enquiryId: string, owner: string): Promise<boolean> {
  const updated = await tx.query("UPDATE enquiries SET owner = $2 WHERE id = $1 RETURNING id", [
    enquiryId,
    owner,
  ]);
  return updated.length > 0;
}

/** The enquiry's owner; undefined when nobody owns it (or it does not exist). */
export async function ownerOf(db: Queryable, enquiryId: string): Promise<string | undefined> {
  const [row] = await db.query("SELECT owner FROM enquiries WHERE id = $1", [enquiryId]);
  return row?.owner === null || row?.owner === undefined ? undefined : String(row.owner);
}

/** How many conversations each owner has that are not closed: what to reassign when they leave. */
export async function openConversationsByOwner(db: Queryable): Promise<Map<string, number>> {
  const closed = CLOSED_STATUSES.map((_, index) => `$${index + 1}`).join(", ");
  const rows = await db.query(
    `SELECT owner, COUNT(*) AS count FROM enquiries
      WHERE owner IS NOT NULL AND status NOT IN (${closed}) GROUP BY owner`,
    [...CLOSED_STATUSES],
  );
  return new Map(rows.map((row) => [String(row.owner), Number(row.count)]));
}
