import pg from "pg";
import type { Database, Queryable, Row, SqlValue } from "./database.ts";

export interface PostgresOptions {
  /** Errors of idle pooled connections (a restarted database); the pool replaces them. */
  readonly onIdleError?: (error: Error) => void;
}

function queryableOf(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R extends Row>(sql: string, params: readonly SqlValue[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as R[];
    },
    async execScript(sql: string) {
      await client.query(sql);
    },
  };
}

/** PostgreSQL through a connection pool; several server instances may share one database. */
export function openPostgresDatabase(url: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A database that does not answer fails the request quickly (503) instead of hanging it.
    connectionTimeoutMillis: 5000,
    statement_timeout: 15_000,
  });
  pool.on("error", (error) => options.onIdleError?.(error));

  return {
    dialect: "postgres",
    ...queryableOf(pool),
    async transaction(work) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query("BEGIN");
        const result = await work(queryableOf(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        // A connection that could not even roll back is dropped, not reused.
        client.release(broken);
      }
    },
    forgetDeleted: async () => true,
    close: () => pool.end(),
  };
}
