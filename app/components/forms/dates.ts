import { useSyncExternalStore } from "react";
import { isoDate } from "#shared/text/iso-date.ts";
import { calendarDayWithWeekday } from "#shared/text/dates.ts";

const neverChanges = () => () => undefined;

/**
 * Today as YYYY-MM-DD in the visitor's time zone, known only once the page runs in the browser
 * (undefined while pre-rendering and hydrating): a pre-rendered page must not carry the build
 * day as the earliest start date.
 */
export function useToday(): string | undefined {
  return useSyncExternalStore(
    neverChanges,
    () => isoDate(new Date()),
    () => undefined,
  );
}

/** "2026-12-07" → "Monday, 7 December 2026"; undefined for what is not a real day. */
export function formatLongDate(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getDate() === day ? calendarDayWithWeekday(value) : undefined;
}
