/**
 * At most `limit` requests per client and minute (rate-limiter-flexible): one limiter for POSTs,
 * one for the pages rendered on request. On SQLite, one instance,
 * the count is in memory; on PostgreSQL it is in the database, so any number of instances allow
 * one client `limit` in all. A client is counted under a keyed hash of its address.
 */
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Database } from "#server/store/database.ts";
import { storedCounter } from "#server/store/throttle-counters.ts";

export type RateVerdict =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request; answers whether it may go ahead, and if not, when it may. */
  hit(client: string): Promise<RateVerdict>;
}

const WINDOW_SECONDS = 60;

export interface RateLimiterOptions {
  /** What is counted ("posts", "pages"): each limiter keeps counts of its own. */
  readonly name: string;
  readonly limit: number;
  /** The store to count in when instances share it (PostgreSQL); in memory without. */
  readonly shared?: Database;
  /** What the count is kept under: a keyed hash of the client's address. */
  readonly keyOf: (client: string) => string;
  /** The store could not count: the request is counted in this instance's memory instead. */
  readonly onStoreError?: (error: unknown) => void;
}

/** Seconds until `res` allows again, at least one. */
export function secondsUntil(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

export function createRateLimiter({
  name,
  limit,
  shared,
  keyOf,
  onStoreError,
}: RateLimiterOptions): RateLimiter {
  const options = { keyPrefix: name, points: limit, duration: WINDOW_SECONDS };
  const memory = new RateLimiterMemory(options);
  const store: RateLimiterAbstract | undefined = shared && storedCounter(shared, options);
  return {
    async hit(client) {
      const key = keyOf(client);
      try {
        await (store ?? memory).consume(key);
        return { allowed: true };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: secondsUntil(refusal) };
        }
        onStoreError?.(refusal);
        try {
          await memory.consume(key);
          return { allowed: true };
        } catch (inMemory) {
          if (inMemory instanceof RateLimiterRes) {
            return { allowed: false, retryAfterSeconds: secondsUntil(inMemory) };
          }
          throw inMemory;
        }
      }
    },
  };
}
