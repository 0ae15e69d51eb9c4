/**
 * The reply promise's clock: when an enquiry received at a given instant is due. The calendar
 * clock counts every hour; the business clock counts only the company's opening hours in its time
 * zone, skipping closed days and holidays, so a Friday-evening enquiry is due in the next week.
 */
import { TZDate } from "@date-fns/tz";
import { WEEKDAYS } from "#shared/site/facts.ts";
import { minutesOf, type ReplyClockKind } from "#shared/site/reply-promise.ts";

/** One line of the facts file's opening hours: the days it covers and "HH:MM" times (none when closed). */
export interface OpeningHours {
  readonly dayOfWeek: readonly (typeof WEEKDAYS)[number][];
  readonly opens: string | undefined;
  readonly closes: string | undefined;
}

export interface ReplyClockSettings {
  readonly kind: ReplyClockKind;
  /** The promise: how many (counted) hours a reply may take; fractions allowed. */
  readonly hours: number;
  readonly openingHours: readonly OpeningHours[];
  readonly timeZone: string;
  /** Closed days, "YYYY-MM-DD" in the company's time zone. */
  readonly holidays: ReadonlySet<string>;
}

/** When a promise falls due, and when its reminder goes: once this share of it has passed. */
export const REMINDER_SHARE = 0.75;

export interface ReplyPromise {
  readonly dueAt: Date;
  readonly remindAt: Date;
}

export interface ReplyClock {
  readonly kind: ReplyClockKind;
  readonly hours: number;
  /** When a reply to an enquiry received at `receivedAt` is due. */
  dueAt(receivedAt: Date): Date;
  /** When `share` (0 to 1) of the promise has passed for an enquiry received at `receivedAt`. */
  shareElapsedAt(receivedAt: Date, share: number): Date;
  /** The due time and the reminder's time of an enquiry received (or released from spam) then. */
  promiseFor(receivedAt: Date): ReplyPromise;
}

const HOUR_MS = 3_600_000;
/** Far more closed days in a row than any calendar has; stops a year of holidays looping forever. */
const MAX_DAYS_SCANNED = 3_660;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The day's opening and closing minutes by weekday (0 Sunday … 6 Saturday, as Date counts them). */
function openingByWeekday(lines: readonly OpeningHours[]): Map<number, [number, number]> {
  const byDay = new Map<number, [number, number]>();
  for (const line of lines) {
    if (!line.opens || !line.closes) continue;
    for (const day of line.dayOfWeek) {
      byDay.set((WEEKDAYS.indexOf(day) + 1) % 7, [minutesOf(line.opens), minutesOf(line.closes)]);
    }
  }
  return byDay;
}

/** Adds `ms` of opening time to `from`, walking the company's days one by one. */
function addOpenTime(settings: ReplyClockSettings, from: Date, ms: number): Date {
  const opening = openingByWeekday(settings.openingHours);
  if (opening.size === 0) throw new RangeError("The business clock needs at least one open day");
  let cursor = from.getTime();
  let remaining = ms;
  const local = new TZDate(cursor, settings.timeZone);
  let year = local.getFullYear();
  let month = local.getMonth();
  let date = local.getDate();
  for (let scanned = 0; scanned < MAX_DAYS_SCANNED; scanned += 1) {
    const day = new TZDate(year, month, date, settings.timeZone);
    const iso = `${day.getFullYear()}-${twoDigits(day.getMonth() + 1)}-${twoDigits(day.getDate())}`;
    const hours = opening.get(day.getDay());
    if (hours && !settings.holidays.has(iso)) {
      const opens = new TZDate(year, month, date, 0, hours[0], settings.timeZone).getTime();
      const closes = new TZDate(year, month, date, 0, hours[1], settings.timeZone).getTime();
      const start = Math.max(cursor, opens);
      if (start < closes) {
        if (start + remaining <= closes) return new Date(start + remaining);
        remaining -= closes - start;
        cursor = closes;
      }
    }
    date += 1;
  }
  throw new RangeError("No opening hours found within ten years: check the holidays");
}

export function createReplyClock(settings: ReplyClockSettings): ReplyClock {
  const after = (receivedAt: Date, ms: number) =>
    settings.kind === "calendar"
      ? new Date(receivedAt.getTime() + ms)
      : addOpenTime(settings, receivedAt, ms);
  return {
    kind: settings.kind,
    hours: settings.hours,
    dueAt: (receivedAt) => after(receivedAt, settings.hours * HOUR_MS),
    shareElapsedAt: (receivedAt, share) => after(receivedAt, share * settings.hours * HOUR_MS),
    promiseFor: (receivedAt) => ({
      dueAt: after(receivedAt, settings.hours * HOUR_MS),
      remindAt: after(receivedAt, REMINDER_SHARE * settings.hours * HOUR_MS),
    }),
  };
}
