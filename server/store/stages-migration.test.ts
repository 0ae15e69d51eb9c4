/**
 * Each opening gets its own stages (issue 33, decision 025), on SQLite and PostgreSQL: every
 * opening so far starts from the default set, every application keeps its stage under the new
 * names (screening is Screen, unsuccessful is Rejected), and its history reads the same.
 */
import { afterAll, describe, expect, it } from "vitest";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { migrationsBefore, openUnmigrated } from "#server/test-support/migrations-before.ts";
import { readDate } from "./database.ts";
import { migrate } from "./migrate.ts";

const databases = await startTestDatabases();
const before = migrationsBefore("0024");
afterAll(() => databases.dispose());

const at = "2030-01-15T04:30:00.000Z";
const movedAt = "2030-01-16T09:00:00.000Z";
const OPENING = "0b7c1f5e-2a4d-4c1e-9a53-3f1a2b3c4d5e";

describe.each(databases.all)("the opening stages migration on $name", (target) => {
  it("gives every opening the default stages and keeps every application where it was", async () => {
    const config = await target.fresh();
    const db = openUnmigrated(config);
    try {
      await migrate(db, before);
      await db.query(
        `INSERT INTO openings (id, slug, title, department, workplace, employment_type, experience,
           description, date_posted, valid_through, state, published_at, created_at, updated_at)
         VALUES ($1, 'qa-intern', 'QA Intern', 'Quality', 'on-site', 'internship', 'Fresher',
           'Test every screen.', '2030-01-01', '2030-03-01', 'open', $2, $2, $2)`,
        [OPENING, at],
      );
      const applications = [
        { name: "new", stage: "applied", opening: OPENING, expected: "applied" },
        { name: "screened", stage: "screening", opening: OPENING, expected: "screen" },
        { name: "turned down", stage: "unsuccessful", opening: OPENING, expected: "rejected" },
        { name: "general", stage: "interview", opening: null, expected: "interview" },
      ];
      const ids = new Map<string, string>();
      for (const application of applications) {
        const id = crypto.randomUUID();
        ids.set(application.name, id);
        await db.query(
          `INSERT INTO enquiries (id, kind, action, fields, is_spam, created_at, status)
           VALUES ($1, 'jobEnquiry', 'job', $2, FALSE, $3, 'open')`,
          [id, JSON.stringify({ name: application.name }), at],
        );
        await db.query(
          "INSERT INTO job_applications (enquiry_id, opening_id, stage) VALUES ($1, $2, $3)",
          [id, application.opening, application.stage],
        );
      }
      await db.query(
        `INSERT INTO job_application_stage_changes
           (id, enquiry_id, from_stage, to_stage, changed_by, changed_at)
         VALUES ($1, $2, 'applied', 'screening', 'asha@malwasoftworks.example', $3)`,
        [crypto.randomUUID(), ids.get("screened")!, movedAt],
      );

      expect(await migrate(db)).toContain(24);

      const stages = await db.query(
        "SELECT stage_key, name FROM opening_stages WHERE opening_id = $1 ORDER BY position",
        [OPENING],
      );
      expect(stages.map((stage) => [stage.stage_key, stage.name])).toEqual([
        ["applied", "Applied"],
        ["screen", "Screen"],
        ["interview", "Interview day"],
        ["offer", "Offer"],
        ["hired", "Hired"],
        ["rejected", "Rejected"],
        ["withdrawn", "Withdrawn"],
      ]);
      for (const application of applications) {
        const [row] = await db.query(
          "SELECT stage, version, stage_since FROM job_applications WHERE enquiry_id = $1",
          [ids.get(application.name)!],
        );
        expect(row?.stage, application.name).toBe(application.expected);
        expect(Number(row?.version)).toBe(0);
        expect(readDate(row?.stage_since).toISOString()).toBe(
          application.name === "screened" ? movedAt : at,
        );
      }
      const [change] = await db.query(
        "SELECT from_stage, to_stage, from_name, to_name FROM job_application_stage_changes",
      );
      expect(change).toEqual({
        from_stage: "applied",
        to_stage: "screen",
        from_name: "Applied",
        to_name: "Screen",
      });
      // A stage with candidates in it cannot go, whatever the code checked.
      await expect(
        db.query("DELETE FROM opening_stages WHERE opening_id = $1 AND stage_key = 'screen'", [
          OPENING,
        ]),
      ).rejects.toThrow();
    } finally {
      await db.close();
    }
  });
});
