/**
 * The one interface between the server and its database. Two implementations exist —
 * `sqlite.ts` (embedded `node:sqlite`, the default) and `postgres.ts` (`pg`) — and every
 * feature's query module (`server/enquiries/store.ts`, `server/outbox/deliveries.ts`, …) is
 * written once against it.
 *
 * SQL written for it must run on both: parameters are `$1`, `$2`, … (the SQLite side rewrites
 * them), times travel as ISO 8601 UTC strings and come back as `Date` (PostgreSQL) or the same
 * string (SQLite) — read them with `readDate` — and booleans come back as `true`/`1`.
 */
export type Dialect = "sqlite" | "postgres";

/** Bytes go into BLOB (SQLite) or BYTEA (PostgreSQL) columns and come back as a Uint8Array. */
export type SqlValue = string | number | boolean | null | Uint8Array;

export type Row = Readonly<Record<string, unknown>>;

export interface Queryable {
  /** Runs one statement and answers its rows (empty for statements that return none). */
  query<R extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<R[]>;
  /** Runs a script of several statements without parameters (migrations). */
  execScript(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly dialect: Dialect;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Pushes rows deleted so far out of the database's files where the engine allows it, and
   * answers whether that completed. SQLite zeroes deleted content as it goes (`secure_delete`);
   * this copies the write-ahead log into the main file and truncates it, so no old copy of a
   * deleted row stays behind. PostgreSQL keeps dead rows' bytes until VACUUM reuses their space,
   * which no statement can force; it answers true, and the README says what that means.
   */
  forgetDeleted(): Promise<boolean>;
  close(): Promise<void>;
}

/** A time column as a `Date`, whichever database answered. */
export function readDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === "string" || typeof value === "number") return new Date(value);
  throw new TypeError(`Expected a time, got ${typeof value}`);
}

export function readOptionalDate(value: unknown): Date | undefined {
  return value === null || value === undefined ? undefined : readDate(value);
}

/** A nullable text column: undefined for NULL. */
export function readOptionalText(value: unknown): string | undefined {
  return value === null || value === undefined ? undefined : String(value);
}

/** A JSON column as a value, whichever database answered (PostgreSQL parses JSONB itself). */
export function readJson(value: unknown): unknown {
  return typeof value === "string" ? JSON.parse(value) : value;
}

/** A nullable JSON column: undefined for NULL. */
export function readOptionalJson(value: unknown): unknown {
  return value === null || value === undefined ? undefined : readJson(value);
}
