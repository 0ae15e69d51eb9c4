/**
 * The team's private notes on an enquiry: a thread, each note its own entry with who wrote it
 * when, never changed once written. The inbox shows them and a person's export carries them.
 */
import type { NoteEntry } from "#shared/enquiries/note.ts";
import { readDate, type Queryable } from "#server/store/database.ts";

/**
 * Adds a note to the thread, inside the caller's transaction; answers false when a note with its
 * id was added before (the same form sent again).
 */
export async function addEnquiryNote(
  tx: Queryable,
  note: NoteEntry & { readonly enquiryId: string },
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO enquiry_notes (id, enquiry_id, body, author, written_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [note.id, note.enquiryId, note.text, note.by, note.at.toISOString()],
  );
  return inserted.length > 0;
}

/** The enquiry's notes, oldest first. */
export async function notesOf(db: Queryable, enquiryId: string): Promise<NoteEntry[]> {
  const rows = await db.query(
    `SELECT id, body, author, written_at FROM enquiry_notes WHERE enquiry_id = $1
      ORDER BY written_at, id`,
    [enquiryId],
  );
  return rows.map((row) => ({
    id: String(row.id),
    text: String(row.body),
    by: String(row.author),
    at: readDate(row.written_at),
  }));
}

/** One note, with its enquiry's id (what a mention's mail reads when it is sent). */
export async function findNote(
  db: Queryable,
  id: string,
): Promise<(NoteEntry & { readonly enquiryId: string }) | undefined> {
  const [row] = await db.query(
    "SELECT id, enquiry_id, body, author, written_at FROM enquiry_notes WHERE id = $1",
    [id],
  );
  if (!row) return undefined;
  return {
    id: String(row.id),
    enquiryId: String(row.enquiry_id),
    text: String(row.body),
    by: String(row.author),
    at: readDate(row.written_at),
  };
}
