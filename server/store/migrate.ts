import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database, Dialect } from "./database.ts";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

/**
 * `0001_name.sql` runs on both databases. A change that cannot be written portably comes as
 * two files with the same number: `0002_name.postgres.sql` and `0002_name.sqlite.sql`.
 */
const MIGRATION_FILE = /^(\d{4})_([a-z0-9_]+?)(?:\.(sqlite|postgres))?\.sql$/;

/** Any constant: instances starting together on one PostgreSQL migrate one after another. */
const MIGRATION_LOCK_KEY = 7_317_002;

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly file: string;
}

export async function migrationsFor(dialect: Dialect, dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const byVersion = new Map<number, Migration>();
  for (const file of (await readdir(dir)).sort()) {
    const match = MIGRATION_FILE.exec(file);
    if (!match || (match[3] !== undefined && match[3] !== dialect)) continue;
    const version = Number(match[1]);
    const existing = byVersion.get(version);
    if (existing)
      throw new Error(`Migrations ${existing.file} and ${file} share version ${version}`);
    byVersion.set(version, { version, name: match[2] ?? "", file });
  }
  return [...byVersion.values()].sort((a, b) => a.version - b.version);
}

/** Brings the schema up to date, in one transaction; answers the versions it applied. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<number[]> {
  const migrations = await migrationsFor(db.dialect, dir);
  return db.transaction(async (tx) => {
    if (db.dialect === "postgres") {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    }
    await tx.execScript(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        applied_at TIMESTAMPTZ NOT NULL
      )`,
    );
    const rows = await tx.query<{ version: number }>("SELECT version FROM schema_migrations");
    const applied = new Set(rows.map((row) => Number(row.version)));

    const newlyApplied: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await tx.execScript(await readFile(path.join(dir, migration.file), "utf8"));
      await tx.query(
        "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
        [migration.version, migration.name, new Date().toISOString()],
      );
      newlyApplied.push(migration.version);
    }
    return newlyApplied;
  });
}
