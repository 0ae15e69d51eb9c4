/**
 * The throttle's counters in our own store (migration 0007): rate-limiter-flexible's PostgreSQL
 * limiter, handed the store as the `pg` pool it expects. Its statements (`$n` parameters,
 * `INSERT … ON CONFLICT … RETURNING`) run on SQLite as well, so the sign-in lockout holds across
 * restarts on one SQLite file and across every instance sharing one PostgreSQL.
 */
import { RateLimiterPostgres } from "rate-limiter-flexible";
import type { Database, SqlValue } from "./database.ts";

const TABLE = "throttle_counters";

/** What the limiter calls on a `pg` pool: `query({ text, values })`, answering `rows` and `rowCount`. */
function poolFace(db: Database) {
  return {
    async query({ text, values = [] }: { text: string; values?: readonly SqlValue[] }) {
      const rows = await db.query(text, values);
      return { rows, rowCount: rows.length };
    },
  };
}

export interface CounterOptions {
  /** Names the counter; its keys are stored as `prefix:key`. */
  readonly keyPrefix: string;
  /** How many a key may consume within `duration` seconds. */
  readonly points: number;
  readonly duration: number;
  /** Once over, the key stays refused this many seconds. */
  readonly blockDuration?: number;
}

export function storedCounter(db: Database, options: CounterOptions): RateLimiterPostgres {
  return new RateLimiterPostgres({
    ...options,
    storeClient: poolFace(db),
    storeType: "pool",
    tableName: TABLE,
    tableCreated: true,
  });
}
