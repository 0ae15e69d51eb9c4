/**
 * Failed sign-ins to the inbox, one row per throttle key ("ip:…", "account:…"), so the lockout
 * holds across restarts and across instances sharing one database.
 */
import { readDate, type Database } from "./database.ts";

/** Records one failure under each key, and forgets failures from before `forgetBefore`. */
export async function recordSignInFailure(
  db: Database,
  keys: readonly string[],
  now: Date,
  forgetBefore: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const key of keys) {
      await tx.query(
        "INSERT INTO admin_sign_in_failures (id, throttle_key, failed_at) VALUES ($1, $2, $3)",
        [crypto.randomUUID(), key, now.toISOString()],
      );
    }
    await tx.query("DELETE FROM admin_sign_in_failures WHERE failed_at < $1", [
      forgetBefore.toISOString(),
    ]);
  });
}

/** The times of the key's latest failures since `since`, newest first, at most `limit`. */
export async function latestSignInFailures(
  db: Database,
  key: string,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db.query(
    `SELECT failed_at FROM admin_sign_in_failures
      WHERE throttle_key = $1 AND failed_at >= $2
      ORDER BY failed_at DESC
      LIMIT $3`,
    [key, since.toISOString(), limit],
  );
  return rows.map((row) => readDate(row.failed_at));
}

/** Forgets a key's failures (an account after a successful sign-in). */
export async function clearSignInFailures(db: Database, key: string): Promise<void> {
  await db.query("DELETE FROM admin_sign_in_failures WHERE throttle_key = $1", [key]);
}
