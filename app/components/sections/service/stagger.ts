/** SPEC §4: items in a group reveal one after another, 90 ms apart. */
export const STAGGER_MS = 90;

export function staggerDelay(index: number): number {
  return index * STAGGER_MS;
}
