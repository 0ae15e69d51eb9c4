/**
 * Today's statuses move onto the conversation states (issue 30) and every enquiry keeps its
 * meaning, on SQLite and PostgreSQL: in progress becomes waiting on the customer once answered,
 * else open; the history speaks the new states; every clock is a first round, stopped if answered.
 */
import { afterAll, describe, expect, it } from "vitest";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { migrationsBefore, openUnmigrated } from "#server/test-support/migrations-before.ts";
import { migrate } from "./migrate.ts";

const databases = await startTestDatabases();
const before = migrationsBefore("0014");
afterAll(() => databases.dispose());

const at = "2030-01-15T04:30:00.000Z";
const answeredAt = "2030-01-15T06:00:00.000Z";

/** Each enquiry as it was stored before: its status, and whether its clock was answered. */
const enquiries = [
  { name: "untouched", status: "new", answered: false, expected: "new" },
  { name: "answered by phone", status: "new", answered: true, expected: "waiting" },
  { name: "being worked on", status: "in-progress", answered: false, expected: "open" },
  { name: "replied to", status: "in-progress", answered: true, expected: "waiting" },
  { name: "done", status: "handled", answered: true, expected: "handled" },
  { name: "turned down", status: "unsuccessful", answered: false, expected: "unsuccessful" },
  { name: "junk", status: "spam", answered: false, expected: "spam" },
] as const;

describe.each(databases.all)("the conversation state migration on $name", (target) => {
  it("gives every enquiry the conversation state that keeps its meaning", async () => {
    const config = await target.fresh();
    const db = openUnmigrated(config);
    try {
      await migrate(db, before);
      const ids = new Map<string, string>();
      for (const enquiry of enquiries) {
        const id = crypto.randomUUID();
        ids.set(enquiry.name, id);
        await db.query(
          `INSERT INTO enquiries (id, kind, action, fields, is_spam, created_at, status, owner)
           VALUES ($1, 'contact', 'contact', $2, $3, $4, $5, $6)`,
          [
            id,
            JSON.stringify({ name: enquiry.name }),
            enquiry.status === "spam",
            at,
            enquiry.status,
            enquiry.name === "replied to" ? "asha@malwasoftworks.example" : null,
          ],
        );
        await db.query(
          `INSERT INTO reply_clocks (enquiry_id, due_at, remind_at, answered_at, answered_by, answered_how)
           VALUES ($1, $2, $2, $3, $4, $5)`,
          enquiry.answered
            ? [id, at, answeredAt, "asha@malwasoftworks.example", "reply"]
            : [id, at, null, null, null],
        );
      }
      await db.query(
        `INSERT INTO enquiry_status_changes (id, enquiry_id, from_status, to_status, changed_by, changed_at)
         VALUES ($1, $2, 'new', 'in-progress', 'asha@malwasoftworks.example', $3)`,
        [crypto.randomUUID(), ids.get("replied to")!, at],
      );

      expect(await migrate(db)).toContain(14);

      const rows = await db.query("SELECT id, status, owner FROM enquiries");
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      for (const enquiry of enquiries) {
        expect(byId.get(ids.get(enquiry.name)!)?.status, enquiry.name).toBe(enquiry.expected);
      }
      expect(byId.get(ids.get("replied to")!)?.owner).toBe("asha@malwasoftworks.example");
      const [change] = await db.query(
        "SELECT from_status, to_status FROM enquiry_status_changes WHERE enquiry_id = $1",
        [ids.get("replied to")!],
      );
      expect(change).toMatchObject({ from_status: "new", to_status: "open" });
      const clocks = await db.query(
        "SELECT enquiry_id, round, answered_at, stopped_at FROM reply_clocks",
      );
      for (const clock of clocks) {
        expect(Number(clock.round)).toBe(1);
        expect(clock.stopped_at ? new Date(String(clock.stopped_at)).getTime() : null).toBe(
          clock.answered_at ? new Date(String(clock.answered_at)).getTime() : null,
        );
      }
      await expect(db.query("UPDATE enquiries SET status = 'in-progress'")).rejects.toThrow();
    } finally {
      await db.close();
    }
  });
});
