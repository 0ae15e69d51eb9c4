/**
 * At most `limit` POSTs per client per minute, counted over a sliding minute: each client's
 * recent request times are kept, and the oldest one says when the next request is allowed.
 */
export interface RateLimiter {
  /** Counts one request; answers whether it may go ahead, and if not, when it may. */
  hit(
    client: string,
  ): { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };
}

const WINDOW_MS = 60_000;

export function createRateLimiter({
  limit,
  now = () => Date.now(),
}: {
  limit: number;
  now?: () => number;
}): RateLimiter {
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
