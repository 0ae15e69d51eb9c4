import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { Database, Queryable, Row, SqlValue } from "./database.ts";

/** `$1` → `?1`: SQLite's numbered parameters, so the same SQL runs on both databases. */
function toSqliteParameters(sql: string): string {
  return sql.replace(/\$(\d+)/g, "?$1");
}

function toSqliteValue(value: SqlValue): SQLInputValue {
  return typeof value === "boolean" ? Number(value) : value;
}

/**
 * The embedded store: one file, WAL mode (readers such as `npm run enquiries` never block the
 * server), deleted content zeroed. `node:sqlite` is synchronous, so every call runs one after another on a queue; a
 * transaction holds the queue until it ends, so no other statement can slip into it.
 */
export function openSqliteDatabase(file: string): Database {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { timeout: 5000, enableForeignKeyConstraints: true });
  db.exec("PRAGMA journal_mode = WAL");
  // Deleted content is overwritten with zeros, so an erased enquiry leaves nothing in free pages.
  db.exec("PRAGMA secure_delete = ON");

  const statements = new Map<string, StatementSync>();
  function statement(sql: string): StatementSync {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = db.prepare(toSqliteParameters(sql));
      statements.set(sql, prepared);
    }
    return prepared;
  }

  const direct: Queryable = {
    async query<R extends Row>(sql: string, params: readonly SqlValue[] = []) {
      return statement(sql).all(...params.map(toSqliteValue)) as R[];
    },
    async execScript(sql: string) {
      db.exec(sql);
    },
  };

  let queue: Promise<unknown> = Promise.resolve();
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  }

  return {
    dialect: "sqlite",
    query: (sql, params) => exclusive(() => direct.query(sql, params)),
    execScript: (sql) => exclusive(() => direct.execScript(sql)),
    transaction: (work) =>
      exclusive(async () => {
        db.exec("BEGIN IMMEDIATE");
        try {
          const result = await work(direct);
          db.exec("COMMIT");
          return result;
        } catch (error) {
          if (db.isTransaction) db.exec("ROLLBACK");
          throw error;
        }
      }),
    forgetDeleted: () =>
      exclusive(async () => {
        const [result] = db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").all();
        return Number(result?.busy) === 0;
      }),
    close: () =>
      exclusive(async () => {
        statements.clear();
        if (db.isOpen) db.close();
      }),
  };
}
