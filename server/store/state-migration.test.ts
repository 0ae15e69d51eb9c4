/**
 * The enquiry's state moves onto the enquiry: every enquiry keeps exactly the status it had (its
 * review's, else spam when held back, else new) and its owner, on SQLite and PostgreSQL.
 */
import { afterAll, describe, expect, it } from "vitest";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { migrationsBefore, openUnmigrated } from "#server/test-support/migrations-before.ts";
import { migrate } from "./migrate.ts";

const databases = await startTestDatabases();
const before = migrationsBefore("0012");
// Up to this migration: later ones give the statuses new meanings (0014, conversation states).
const through = migrationsBefore("0013");
afterAll(() => databases.dispose());

const at = "2030-01-15T04:30:00.000Z";

/** Each enquiry as it was stored before: held as spam or not, its review's status if any. */
const enquiries = [
  { name: "untouched", spam: false, review: undefined, expected: "new" },
  { name: "held back", spam: true, review: undefined, expected: "spam" },
  { name: "a note only", spam: true, review: null, expected: "spam" },
  { name: "released", spam: true, review: "handled", expected: "handled" },
  { name: "marked spam", spam: false, review: "spam", expected: "spam" },
  { name: "turned down", spam: false, review: "unsuccessful", expected: "unsuccessful" },
  { name: "back to new", spam: false, review: "new", expected: "new" },
  { name: "in progress", spam: false, review: "in-progress", expected: "in-progress" },
] as const;

describe.each(databases.all)("the enquiry state migration on $name", (target) => {
  it("keeps every enquiry's status and owner, now on the enquiry", async () => {
    const config = await target.fresh();
    const db = openUnmigrated(config);
    try {
      await migrate(db, before);
      const ids = new Map<string, string>();
      for (const enquiry of enquiries) {
        const id = crypto.randomUUID();
        ids.set(enquiry.name, id);
        await db.query(
          `INSERT INTO enquiries (id, kind, action, fields, is_spam, created_at)
           VALUES ($1, 'contact', 'contact', $2, $3, $4)`,
          [id, JSON.stringify({ name: enquiry.name }), enquiry.spam, at],
        );
        if (enquiry.review !== undefined) {
          await db.query(
            "INSERT INTO enquiry_reviews (enquiry_id, status, note) VALUES ($1, $2, $3)",
            [id, enquiry.review, `note on ${enquiry.name}`],
          );
        }
      }
      await db.query("INSERT INTO reply_clocks (enquiry_id, due_at, owner) VALUES ($1, $2, $3)", [
        ids.get("in progress")!,
        at,
        "asha@malwasoftworks.example",
      ]);

      expect(await migrate(db, through)).toEqual([12]);

      const rows = await db.query("SELECT id, status, owner FROM enquiries");
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      for (const enquiry of enquiries) {
        expect(byId.get(ids.get(enquiry.name)!)?.status, enquiry.name).toBe(enquiry.expected);
      }
      expect(byId.get(ids.get("in progress")!)?.owner).toBe("asha@malwasoftworks.example");
      expect(byId.get(ids.get("untouched")!)?.owner).toBeNull();
      const [note] = await db.query("SELECT note FROM enquiry_reviews WHERE enquiry_id = $1", [
        ids.get("released")!,
      ]);
      expect(note?.note).toBe("note on released");
      const [clock] = await db.query("SELECT due_at FROM reply_clocks");
      expect(clock?.due_at).toBeTruthy();
      await expect(db.query("UPDATE enquiries SET status = 'archived'")).rejects.toThrow();
    } finally {
      await db.close();
    }
  });
});
