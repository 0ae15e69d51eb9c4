import { createHash } from "node:crypto";
import type { Database } from "../store/database.ts";

export type RateVerdict =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/** At most `limit` POSTs per client per minute. */
export interface RateLimiter {
  /** Counts one request; answers whether it may go ahead, and if not, when it may. */
  hit(client: string): RateVerdict | Promise<RateVerdict>;
}

const WINDOW_MS = 60_000;

/**
 * One instance's count (SQLite), over a sliding minute: each client's recent request times are
 * kept, and the oldest one says when the next request is allowed.
 */
export function createRateLimiter({
  limit,
  now = () => Date.now(),
}: {
  limit: number;
  now?: () => number;
}): { hit(client: string): RateVerdict } {
  const recent = new Map<string, number[]>();
  let lastSweep = now();

  /** Forgets clients that have been quiet for a whole window, so memory stays bounded. */
  function sweep(time: number): void {
    if (time - lastSweep < WINDOW_MS) return;
    lastSweep = time;
    for (const [client, times] of recent) {
      if ((times.at(-1) ?? 0) <= time - WINDOW_MS) recent.delete(client);
    }
  }

  return {
    hit(client) {
      const time = now();
      sweep(time);
      const times = (recent.get(client) ?? []).filter((at) => at > time - WINDOW_MS);
      if (times.length >= limit) {
        recent.set(client, times);
        const oldest = times[0] ?? time;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + WINDOW_MS - time) / 1000)),
        };
      }
      times.push(time);
      recent.set(client, times);
      return { allowed: true };
    },
  };
}

/**
 * The count shared by every instance on one PostgreSQL, per client and calendar minute: one
 * atomic upsert per request, so N instances together allow `limit`, not N times it. Addresses are
 * kept only as hashes, and minutes older than the current one are swept away as they pass.
 */
export function createSharedRateLimiter({
  db,
  limit,
  now = () => Date.now(),
  onError,
}: {
  db: Database;
  limit: number;
  now?: () => number;
  /** The store could not count: the request goes ahead (the store's own outage answers it). */
  onError?: (error: unknown) => void;
}): RateLimiter {
  let sweptWindow = 0;
  return {
    async hit(client) {
      const time = now();
      const windowStart = time - (time % WINDOW_MS);
      try {
        const [row] = await db.query<{ hits: number }>(
          `INSERT INTO rate_limits (client, window_start, hits) VALUES ($1, $2, 1)
           ON CONFLICT (client, window_start) DO UPDATE SET hits = rate_limits.hits + 1
           RETURNING hits`,
          [hashOf(client), new Date(windowStart).toISOString()],
        );
        if (windowStart !== sweptWindow) {
          sweptWindow = windowStart;
          await db.query("DELETE FROM rate_limits WHERE window_start < $1", [
            new Date(windowStart).toISOString(),
          ]);
        }
        if (Number(row?.hits ?? 0) <= limit) return { allowed: true };
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((windowStart + WINDOW_MS - time) / 1000)),
        };
      } catch (error) {
        onError?.(error);
        return { allowed: true };
      }
    },
  };
}

function hashOf(client: string): string {
  return createHash("sha256").update(client).digest("base64url");
}
