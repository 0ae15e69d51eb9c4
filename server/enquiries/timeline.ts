/**
 * The enquiry's timeline version (decision 020): a counter that each reply, note and customer
 * message moves on, inside the transaction that records it. A page shows the version it was
 * drawn at; a reply or note sent from it goes through only while the version is still that one.
 * The compare-and-set is one UPDATE, so the database settles a race: on PostgreSQL the second
 * transaction waits for the first's row lock and then finds the version moved; SQLite runs
 * writing transactions one at a time.
 */
import type { Queryable } from "#server/store/database.ts";

/**
 * Moves the enquiry's timeline on, when it is still at `seen` (any version when `seen` is
 * undefined). Answers false when it had moved on already, or the enquiry does not exist.
 */
export async function advanceTimeline(
  tx: Queryable,
  enquiryId: string,
  seen: number | undefined,
): Promise<boolean> {
  const moved =
    seen === undefined
      ? await tx.query(
          "UPDATE enquiries SET timeline_version = timeline_version + 1 WHERE id = $1 RETURNING id",
          [enquiryId],
        )
      : await tx.query(
          `UPDATE enquiries SET timeline_version = timeline_version + 1
            WHERE id = $1 AND timeline_version = $2 RETURNING id`,
          [enquiryId, seen],
        );
  return moved.length > 0;
}
