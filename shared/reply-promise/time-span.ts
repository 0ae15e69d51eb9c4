/** A span of time as the team reads it beside a due time: "45 min", "3 h", "2 d 5 h". */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Whole units, rounded down, never less than a minute; the sign is ignored. */
export function spanText(ms: number): string {
  const span = Math.abs(ms);
  if (span < HOUR_MS) return `${Math.max(1, Math.floor(span / MINUTE_MS))} min`;
  if (span < 2 * DAY_MS) return `${Math.floor(span / HOUR_MS)} h`;
  const days = Math.floor(span / DAY_MS);
  const hours = Math.floor((span % DAY_MS) / HOUR_MS);
  return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
}

/** "3 h left" or "overdue by 2 h": where a due time stands at `now`. */
export function dueText(dueAt: Date, now: Date): string {
  const left = dueAt.getTime() - now.getTime();
  return left > 0 ? `${spanText(left)} left` : `overdue by ${spanText(left)}`;
}
