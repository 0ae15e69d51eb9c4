/**
 * The single private note becomes the first entry of each enquiry's thread of notes (issue 30),
 * on SQLite and PostgreSQL: its text, its author and time as recorded, else "unknown" and the
 * enquiry's last change; an empty note leaves no entry. The outbox keeps every delivery.
 */
import { afterAll, describe, expect, it } from "vitest";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { migrationsBefore, openUnmigrated } from "#server/test-support/migrations-before.ts";
import { migrate } from "./migrate.ts";

const databases = await startTestDatabases();
const before = migrationsBefore("0016");
afterAll(() => databases.dispose());

const received = "2030-01-15T04:30:00.000Z";
const changed = "2030-01-16T09:00:00.000Z";
const saved = "2030-01-17T11:15:00.000Z";
const ASHA = "asha@malwasoftworks.example";

const enquiries = [
  { name: "recorded", note: "Called back.", by: ASHA, at: saved, change: true },
  { name: "unrecorded, changed", note: "Sent a quote.", by: null, at: null, change: true },
  { name: "unrecorded", note: "Spam?", by: null, at: null, change: false },
  { name: "empty", note: "", by: ASHA, at: saved, change: true },
] as const;

describe.each(databases.all)("the notes migration on $name", (target) => {
  it("makes each enquiry's note the first entry of its thread", async () => {
    const config = await target.fresh();
    const db = openUnmigrated(config);
    try {
      await migrate(db, before);
      const ids = new Map<string, string>();
      for (const enquiry of enquiries) {
        const id = crypto.randomUUID();
        ids.set(enquiry.name, id);
        await db.query(
          `INSERT INTO enquiries (id, kind, action, fields, is_spam, created_at, status)
           VALUES ($1, 'contact', 'contact', $2, false, $3, 'open')`,
          [id, JSON.stringify({ name: enquiry.name }), received],
        );
        await db.query(
          `INSERT INTO enquiry_reviews (enquiry_id, note, note_updated_by, note_updated_at)
           VALUES ($1, $2, $3, $4)`,
          [id, enquiry.note, enquiry.by, enquiry.at],
        );
        if (enquiry.change) {
          await db.query(
            `INSERT INTO enquiry_status_changes (id, enquiry_id, from_status, to_status, changed_by, changed_at)
             VALUES ($1, $2, 'new', 'open', $3, $4)`,
            [crypto.randomUUID(), id, ASHA, changed],
          );
        }
        await db.query(
          `INSERT INTO deliveries (id, enquiry_id, channel, topic, status, next_attempt_at, created_at)
           VALUES ($1, $2, 'reply', 'a reply', 'sent', $3, $3)`,
          [crypto.randomUUID(), id, received],
        );
      }

      expect(await migrate(db)).toContain(16);

      const notes = await db.query(
        "SELECT enquiry_id, body, author, written_at FROM enquiry_notes ORDER BY body",
      );
      const entry = (name: string) => {
        const row = notes.find((note) => String(note.enquiry_id) === ids.get(name));
        return row && { ...row, written_at: new Date(String(row.written_at)).toISOString() };
      };
      expect(notes).toHaveLength(3);
      expect(entry("recorded")).toMatchObject({
        body: "Called back.",
        author: ASHA,
        written_at: saved,
      });
      expect(entry("unrecorded, changed")).toMatchObject({
        author: "unknown",
        written_at: changed,
      });
      expect(entry("unrecorded")).toMatchObject({ author: "unknown", written_at: received });
      expect(entry("empty")).toBeUndefined();

      const deliveries = await db.query(
        "SELECT enquiry_id, channel, topic, status FROM deliveries",
      );
      expect(deliveries).toHaveLength(enquiries.length);
      expect(deliveries[0]).toMatchObject({ channel: "reply", topic: "a reply", status: "sent" });
    } finally {
      await db.close();
    }
  });
});
