/** Counters go from 0 to their target in 1500 ms, one step every 16 ms. */
export const COUNTER_DURATION_MS = 1500;
export const COUNTER_TICK_MS = 16;

/**
 * The value shown `elapsedMs` (never negative: the page's monotonic clock) after the start:
 * linear, whole numbers, the target itself once the time is up.
 */
export function countUpValue(target: number, elapsedMs: number): number {
  return elapsedMs >= COUNTER_DURATION_MS
    ? target
    : Math.floor((target * elapsedMs) / COUNTER_DURATION_MS);
}
