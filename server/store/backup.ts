import { existsSync } from "node:fs";
import path from "node:path";
import type { Database } from "./database.ts";

/** Why a backup cannot be written to `file`, or undefined when it can. */
export function backupTargetProblem(file: string): string | undefined {
  if (existsSync(file)) return `${file} exists already; name a new file for the backup.`;
  if (!existsSync(path.dirname(path.resolve(file)))) {
    return `The folder ${path.dirname(path.resolve(file))} does not exist.`;
  }
  return undefined;
}

/**
 * Writes a consistent copy of the SQLite store to `file` while the server keeps running:
 * `VACUUM INTO` reads one snapshot of the database (writers go on meanwhile) and writes it
 * compacted to a new file, which is itself a complete database.
 */
export async function backupSqlite(db: Database, file: string): Promise<void> {
  if (db.dialect !== "sqlite") throw new Error("backupSqlite needs a SQLite database");
  await db.query("VACUUM INTO $1", [path.resolve(file)]);
}
