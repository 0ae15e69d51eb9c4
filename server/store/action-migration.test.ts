/**
 * Enquiries stored under the old, company-named actions take their kind's stable action, on
 * SQLite and PostgreSQL.
 */
import { afterAll, describe, expect, it } from "vitest";
import { ENQUIRY_KINDS, actionFor, enquiryKinds } from "#shared/enquiries/kinds.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { migrationsBefore, openUnmigrated } from "#server/test-support/migrations-before.ts";
import { migrate } from "./migrate.ts";

const databases = await startTestDatabases();
const before = migrationsBefore("0013");
afterAll(() => databases.dispose());

describe.each(databases.all)("the stable action migration on $name", (target) => {
  it("gives every stored enquiry its kind's stable action", async () => {
    const config = await target.fresh();
    const db = openUnmigrated(config);
    try {
      await migrate(db, before);
      for (const kind of ENQUIRY_KINDS) {
        await db.query(
          `INSERT INTO enquiries (id, kind, action, fields, is_spam, created_at)
           VALUES ($1, $2, $3, '{}', FALSE, '2030-01-15T04:30:00.000Z')`,
          [crypto.randomUUID(), kind, enquiryKinds[kind].specAction],
        );
      }

      expect(await migrate(db)).toContain(13);

      const rows = await db.query("SELECT kind, action FROM enquiries ORDER BY kind");
      expect(rows.map((row) => [row.kind, row.action])).toEqual(
        [...ENQUIRY_KINDS].sort().map((kind) => [kind, actionFor(kind)]),
      );
    } finally {
      await db.close();
    }
  });
});
