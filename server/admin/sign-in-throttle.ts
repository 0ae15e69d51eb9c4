/**
 * The lockout after failed sign-ins: five failures for one account within 15 minutes lock that
 * account for 15 minutes after the fifth; twenty from one address lock the address the same way
 * (several people of one office may share an address). A locked attempt is refused without
 * looking at the password and does not count, so the lockout ends on time.
 */
import type { Database } from "../store/database.ts";
import {
  clearSignInFailures,
  latestSignInFailures,
  recordSignInFailure,
} from "../store/sign-in-failures.ts";

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_MS = 15 * 60_000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;

export interface ThrottleKeys {
  readonly account: string;
  readonly address: string;
}

export function throttleKeys(email: string, clientIp: string): ThrottleKeys {
  return { account: `account:${email}`, address: `ip:${clientIp}` };
}

/** Failures older than this can no longer lock anything. */
function horizon(now: Date): Date {
  return new Date(now.getTime() - SIGN_IN_WINDOW_MS - LOCKOUT_MS);
}

async function keyLockedUntil(
  db: Database,
  key: string,
  limit: number,
  now: Date,
): Promise<Date | undefined> {
  const failures = await latestSignInFailures(db, key, horizon(now), limit);
  const newest = failures[0];
  const oldest = failures[limit - 1];
  if (!newest || !oldest || newest.getTime() - oldest.getTime() > SIGN_IN_WINDOW_MS) {
    return undefined;
  }
  const until = new Date(newest.getTime() + LOCKOUT_MS);
  return until > now ? until : undefined;
}

/** When the later of the two locks ends; undefined when neither holds. */
export async function lockedUntil(
  db: Database,
  keys: ThrottleKeys,
  now: Date,
): Promise<Date | undefined> {
  const locks = await Promise.all([
    keyLockedUntil(db, keys.account, ACCOUNT_FAILURE_LIMIT, now),
    keyLockedUntil(db, keys.address, ADDRESS_FAILURE_LIMIT, now),
  ]);
  const ends = locks.filter((until) => until !== undefined).map((until) => until.getTime());
  return ends.length > 0 ? new Date(Math.max(...ends)) : undefined;
}

export async function recordFailure(db: Database, keys: ThrottleKeys, now: Date): Promise<void> {
  await recordSignInFailure(db, [keys.account, keys.address], now, horizon(now));
}

/** A successful sign-in forgets the account's failures (not the address's: one good account must not unlock guessing at others). */
export async function forgetAccountFailures(db: Database, keys: ThrottleKeys): Promise<void> {
  await clearSignInFailures(db, keys.account);
}
