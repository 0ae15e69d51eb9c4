/**
 * The team's private note on an enquiry (one text, replaced as a whole), kept beside the enquiry
 * with who saved it when; the inbox shows it and a person's export carries it.
 */
import {
  readOptionalDate,
  readOptionalText,
  type Database,
  type Queryable,
} from "#server/store/database.ts";

export interface Note {
  readonly text: string;
  readonly updatedBy: string | undefined;
  readonly updatedAt: Date | undefined;
}

/** Replaces the private note; answers false when the enquiry does not exist. */
export async function saveEnquiryNote(
  db: Database,
  note: {
    readonly enquiryId: string;
    readonly text: string;
    readonly by: string;
    readonly at: Date;
  },
): Promise<boolean> {
  const [exists] = await db.query("SELECT id FROM enquiries WHERE id = $1", [note.enquiryId]);
  if (!exists) return false;
  await db.query(
    `INSERT INTO enquiry_reviews (enquiry_id, note, note_updated_by, note_updated_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (enquiry_id) DO UPDATE
       SET note = excluded.note, note_updated_by = excluded.note_updated_by,
           note_updated_at = excluded.note_updated_at`,
    [note.enquiryId, note.text, note.by, note.at.toISOString()],
  );
  return true;
}

/** The enquiry's note; an empty one when nobody wrote any. */
export async function noteOf(db: Queryable, enquiryId: string): Promise<Note> {
  const [row] = await db.query(
    "SELECT note, note_updated_by, note_updated_at FROM enquiry_reviews WHERE enquiry_id = $1",
    [enquiryId],
  );
  return {
    text: row ? String(row.note) : "",
    updatedBy: readOptionalText(row?.note_updated_by),
    updatedAt: readOptionalDate(row?.note_updated_at),
  };
}
