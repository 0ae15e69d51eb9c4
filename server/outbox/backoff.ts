/** When a failed delivery is tried again, and when the notifier gives up on it. */
const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

export const RETRY_WINDOW_MS = 24 * HOUR;
const FAST_ATTEMPTS = 10;
const FAST_CAP_MS = 30 * SECOND;

/** The wait after the `attempts`-th failed try: 1 s doubling up to 30 s for ten tries, then hourly. */
export function retryDelayMs(attempts: number): number {
  if (attempts > FAST_ATTEMPTS) return HOUR;
  return Math.min(SECOND * 2 ** Math.max(attempts - 1, 0), FAST_CAP_MS);
}

/**
 * The time of the next try after a failure, or undefined to give up: a delivery still failing
 * a day after it was queued is marked failed.
 */
export function nextAttemptAfterFailure(
  queuedAt: Date,
  attempts: number,
  now: Date,
): Date | undefined {
  if (now.getTime() - queuedAt.getTime() >= RETRY_WINDOW_MS) return undefined;
  return new Date(now.getTime() + retryDelayMs(attempts));
}
