/**
 * How often the inbox's sign-in may be tried (rate-limiter-flexible, counters in the store):
 *
 * - Each address may post the sign-in's two steps `attemptsPerMinute` times a minute.
 * - Twenty failures (a password or a code) from one address lock that address for 15 minutes.
 * - Five failures for an account lock it for 15 minutes, for browsers it does not know. A browser
 *   that has signed in to the account before holds a device cookie and has an allowance of its
 *   own, five failures, so someone guessing elsewhere cannot lock the real user out.
 *
 * Failures count within 15 minutes of the first one; a locked attempt is refused without looking
 * at the password and does not count, so the lockout ends on time. Every key is a keyed hash of
 * what it counts: neither an address nor what was typed as the e-mail is stored.
 */
import { RateLimiterRes, type RateLimiterPostgres } from "rate-limiter-flexible";
import type { Database } from "#server/store/database.ts";
import { storedCounter } from "#server/store/throttle-counters.ts";
import { keyedHash } from "#server/secrets/server-secret.ts";

export const SIGN_IN_WINDOW_S = 15 * 60;
export const LOCKOUT_S = 15 * 60;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const DEVICE_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;

/** Who is signing in: the client's address, the account named, and the browser when it is known. */
export interface SignInParty {
  readonly clientIp: string;
  /** The normalised address typed, whether or not an account has it. */
  readonly account: string;
  /** The id of the device cookie this browser holds for that very account. */
  readonly device?: string;
}

export interface SignInThrottle {
  /** Counts one POST of either step; answers the seconds to wait when the address is over. */
  overAllowance(clientIp: string): Promise<number | undefined>;
  /** When the lock on this attempt ends; undefined when none holds. */
  lockedUntil(party: SignInParty): Promise<Date | undefined>;
  /** Counts a failed password or code; answers when the lock it caused ends, if it caused one. */
  recordFailure(party: SignInParty): Promise<Date | undefined>;
  /**
   * A successful sign-in forgets the failures counted against it: its browser's, or the
   * account's for unknown browsers. Not its address's, so that one good account does not unlock
   * guessing at others; and a known browser's success leaves the unknown browsers' lock alone.
   */
  forgetFailures(party: SignInParty): Promise<void>;
  /**
   * How many refusals of this kind the address has had in the current 15 minutes, this one
   * included: the audit log writes down the 1st, 10th, 100th… rather than each.
   */
  countRefusal(clientIp: string, kind: "locked" | "throttled"): Promise<number>;
}

/** A counter that locks after `limit` failures: the `limit`-th consumption is the one refused. */
function failureCounter(db: Database, keyPrefix: string, limit: number) {
  return storedCounter(db, {
    keyPrefix,
    points: limit - 1,
    duration: SIGN_IN_WINDOW_S,
    blockDuration: LOCKOUT_S,
  });
}

export function createSignInThrottle({
  db,
  hashKey,
  attemptsPerMinute,
  now = () => new Date(),
}: {
  db: Database;
  /** The throttle's HMAC key (derived from the server secret). */
  hashKey: Buffer;
  attemptsPerMinute: number;
  now?: () => Date;
}): SignInThrottle {
  const attempts = storedCounter(db, {
    keyPrefix: "sign-in-posts",
    points: attemptsPerMinute,
    duration: 60,
  });
  const byAddress = failureCounter(db, "sign-in-address", ADDRESS_FAILURE_LIMIT);
  const byAccount = failureCounter(db, "sign-in-account", ACCOUNT_FAILURE_LIMIT);
  const byDevice = failureCounter(db, "sign-in-device", DEVICE_FAILURE_LIMIT);
  const refusals = storedCounter(db, {
    keyPrefix: "sign-in-refusals",
    points: Number.MAX_SAFE_INTEGER,
    duration: LOCKOUT_S,
  });

  const hash = (purpose: string, value: string) => keyedHash(hashKey, purpose, value);
  type Counted = readonly [RateLimiterPostgres, string];
  /** The counter of the account's side of this attempt: its browser's, or unknown browsers'. */
  const accountSideOf = (party: SignInParty): Counted =>
    party.device === undefined
      ? [byAccount, hash("account", party.account)]
      : [byDevice, hash("device", party.device)];
  /** The counters this attempt is judged by, and the key of each. */
  const countersOf = (party: SignInParty): Counted[] => [
    [byAddress, hash("address", party.clientIp)],
    accountSideOf(party),
  ];

  async function lockedUntil(party: SignInParty): Promise<Date | undefined> {
    const ends: number[] = [];
    for (const [counter, key] of countersOf(party)) {
      const state = await counter.get(key);
      if (state && state.consumedPoints > counter.points && state.msBeforeNext > 0) {
        ends.push(now().getTime() + state.msBeforeNext);
      }
    }
    return ends.length > 0 ? new Date(Math.max(...ends)) : undefined;
  }

  return {
    async overAllowance(clientIp) {
      try {
        await attempts.consume(hash("address", clientIp));
        return undefined;
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      }
    },

    lockedUntil,

    async recordFailure(party) {
      for (const [counter, key] of countersOf(party)) {
        await counter.consume(key).catch((refusal: unknown) => {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
        });
      }
      return lockedUntil(party);
    },

    async forgetFailures(party) {
      const [counter, key] = accountSideOf(party);
      await counter.delete(key);
    },

    async countRefusal(clientIp, kind) {
      const counted = await refusals.penalty(hash(kind, clientIp));
      return counted.consumedPoints;
    },
  };
}
