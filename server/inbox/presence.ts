/**
 * Presence in the store: each open page's latest beat, and who else is in a conversation. Rows
 * outlive their window only until the next beat sweeps them.
 */
import { PRESENCE_WINDOW_MS, type Presence, type PresenceBeat } from "#shared/inbox/presence.ts";
import type { Database } from "#server/store/database.ts";

/** Rows this much older than the window are deleted as beats come in. */
const SWEEP_AFTER_MS = 60_000;

/** Records the page's beat; answers false when the enquiry does not exist. */
export async function recordBeat(
  db: Database,
  beat: PresenceBeat & { readonly enquiryId: string; readonly viewer: string; readonly at: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [exists] = await tx.query("SELECT id FROM enquiries WHERE id = $1", [beat.enquiryId]);
    if (!exists) return false;
    await tx.query(
      `INSERT INTO conversation_presence (enquiry_id, viewer, tab, writing, seen_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (enquiry_id, viewer, tab) DO UPDATE
         SET writing = excluded.writing, seen_at = excluded.seen_at`,
      [beat.enquiryId, beat.viewer, beat.tab, beat.writing, beat.at.toISOString()],
    );
    await tx.query("DELETE FROM conversation_presence WHERE seen_at < $1", [
      new Date(beat.at.getTime() - SWEEP_AFTER_MS).toISOString(),
    ]);
    return true;
  });
}

/** Forgets a page that was left. */
export async function forgetBeat(
  db: Database,
  page: { readonly enquiryId: string; readonly viewer: string; readonly tab: string },
): Promise<void> {
  await db.query(
    "DELETE FROM conversation_presence WHERE enquiry_id = $1 AND viewer = $2 AND tab = $3",
    [page.enquiryId, page.viewer, page.tab],
  );
}

/** Everyone but `viewer` with a page of the conversation open now, by address. */
export async function othersPresent(
  db: Database,
  { enquiryId, viewer, now }: { enquiryId: string; viewer: string; now: Date },
): Promise<Presence[]> {
  const rows = await db.query(
    `SELECT viewer, MAX(CASE WHEN writing THEN 1 ELSE 0 END) AS writing
       FROM conversation_presence
      WHERE enquiry_id = $1 AND viewer <> $2 AND seen_at > $3
      GROUP BY viewer ORDER BY viewer`,
    [enquiryId, viewer, new Date(now.getTime() - PRESENCE_WINDOW_MS).toISOString()],
  );
  return rows.map((row) => ({ email: String(row.viewer), writing: Number(row.writing) === 1 }));
}
