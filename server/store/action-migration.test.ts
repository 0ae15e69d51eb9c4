/**
 * Enquiries stored under the old, company-named actions take their kind's stable action, on
 * SQLite and PostgreSQL.
 */
import { cpSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { ENQUIRY_KINDS, actionFor, enquiryKinds } from "#shared/enquiries/kinds.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { tempFolder } from "#server/test-support/temp-folder.ts";
import { migrate } from "./migrate.ts";
import { openPostgresDatabase } from "./postgres.ts";
import { openSqliteDatabase } from "./sqlite.ts";

const databases = await startTestDatabases();
const MIGRATIONS = fileURLToPath(new URL("./migrations/", import.meta.url));
const before = tempFolder("migrations-before-actions-");
for (const file of readdirSync(MIGRATIONS).filter((name) => name < "0013")) {
  cpSync(path.join(MIGRATIONS, file), path.join(before, file));
}
afterAll(() => databases.dispose());

describe.each(databases.all)("the stable action migration on $name", (target) => {
  it("gives every stored enquiry its kind's stable action", async () => {
    const config = await target.fresh();
    const db =
      config.kind === "sqlite" ? openSqliteDatabase(config.path) : openPostgresDatabase(config.url);
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
