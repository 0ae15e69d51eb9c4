/** Items of a group reveal one after another, this far apart. */
export const STAGGER_STEP_MS = 100;

/** Long lists stop growing their delay here, so the last card never lags behind the scroll. */
export const STAGGER_MAX_MS = 500;

/** The reveal delay of the item at `index` in its group. */
export function staggerDelay(index: number, stepMs: number = STAGGER_STEP_MS): number {
  return Math.min(Math.max(0, index) * stepMs, STAGGER_MAX_MS);
}
