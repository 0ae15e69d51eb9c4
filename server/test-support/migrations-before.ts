/**
 * For the tests of one migration: a store as it was before it. The migrations before `first` are
 * copied into a temp folder (removed after the file's tests) for `migrate(db, folder)`, and the
 * database is opened without the migrations `openDatabase` would run.
 */
import { cpSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "#server/store/database.ts";
import type { DatabaseConfig } from "#server/store/open.ts";
import { openPostgresDatabase } from "#server/store/postgres.ts";
import { openSqliteDatabase } from "#server/store/sqlite.ts";
import { tempFolder } from "./temp-folder.ts";

const MIGRATIONS = fileURLToPath(new URL("../store/migrations/", import.meta.url));

/** A folder of the migrations whose names sort before `first`, e.g. "0014". */
export function migrationsBefore(first: string): string {
  const folder = tempFolder(`migrations-before-${first}-`);
  for (const file of readdirSync(MIGRATIONS).filter((name) => name < first)) {
    cpSync(path.join(MIGRATIONS, file), path.join(folder, file));
  }
  return folder;
}

/** The database `config` names, opened as it is. */
export function openUnmigrated(config: DatabaseConfig): Database {
  return config.kind === "sqlite"
    ? openSqliteDatabase(config.path)
    : openPostgresDatabase(config.url);
}
