import type { Database } from "./database.ts";
import { migrate } from "./migrate.ts";
import { openPostgresDatabase, type PostgresOptions } from "./postgres.ts";
import { openSqliteDatabase } from "./sqlite.ts";

/** Where the store is: DATABASE_URL, read by the server's configuration. */
export type DatabaseConfig =
  | { readonly kind: "sqlite"; readonly path: string }
  | { readonly kind: "postgres"; readonly url: string };

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  config: DatabaseConfig,
  options: PostgresOptions = {},
): Promise<Database> {
  const db =
    config.kind === "sqlite"
      ? openSqliteDatabase(config.path)
      : openPostgresDatabase(config.url, options);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
