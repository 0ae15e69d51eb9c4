/** Counters go from 0 to their target in 1500 ms, one step every 16 ms. */
export const COUNTER_DURATION_MS = 1500;
export const COUNTER_TICK_MS = 16;

/** The value shown after `elapsedMs`: linear, whole numbers, never past the target. */
export function countUpValue(target: number, elapsedMs: number): number {
  if (elapsedMs >= COUNTER_DURATION_MS) return target;
  return Math.min(target, Math.floor((target * Math.max(0, elapsedMs)) / COUNTER_DURATION_MS));
}
