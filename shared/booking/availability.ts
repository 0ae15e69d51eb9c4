/**
 * The booking engine's availability: which start times an event type offers, in the office's time
 * zone, and why a given start is refused. The page lists `openSlots`; the server checks a post with
 * `refusalOf`, the same rules, so a forged post for a closed time is refused for the reason the
 * page would not have offered it. Generic over the event type: each brings its own `BookingRules`.
 */
import { TZDate } from "@date-fns/tz";
import { weeklyHoursOf, type DayHours, type EventTypeSettings } from "./settings.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface Interval {
  readonly start: Date;
  readonly end: Date;
}

/** Everything that decides an event type's slots, with the office's calendar. */
export interface BookingRules {
  readonly timeZone: string;
  readonly lengthMinutes: number;
  /** Slots start on multiples of this, counted from the office's midnight. */
  readonly gridMinutes: number;
  /** By weekday, 0 Sunday … 6 Saturday; a missing day is closed. */
  readonly weeklyHours: ReadonlyMap<number, DayHours>;
  /** Per "YYYY-MM-DD": other hours, or null for closed. Wins over the week and the holidays. */
  readonly overrides: ReadonlyMap<string, DayHours | null>;
  /** Closed days, "YYYY-MM-DD" in the office's zone. */
  readonly holidays: ReadonlySet<string>;
  readonly minimumNoticeMinutes: number;
  /** The last bookable day is today (in the office) plus this many days. */
  readonly horizonDays: number;
  /** Kept free after every meeting, so two meetings are never back to back. */
  readonly bufferMinutes: number;
  readonly dailyCap: number;
  /** The visitor's link stops moving or cancelling a meeting this long before it starts. */
  readonly changesCloseMinutes: number;
  /** The visitor and the consultant are reminded this many hours before a meeting. */
  readonly reminderHours: readonly number[];
}

/** What stands in a consultant's way: their active bookings, and busy times from their calendar. */
export interface Calendar {
  readonly bookings: readonly Interval[];
  readonly busy: readonly Interval[];
}

/** Why a start time is not offered. */
export type SlotRefusal = "closed" | "notice" | "horizon" | "cap" | "taken";

export function rulesOf(
  settings: EventTypeSettings,
  office: { readonly timeZone: string; readonly hours: Parameters<typeof weeklyHoursOf>[1] },
  holidays: ReadonlySet<string>,
): BookingRules {
  return {
    timeZone: office.timeZone,
    lengthMinutes: settings.lengthMinutes,
    gridMinutes: settings.gridMinutes ?? settings.lengthMinutes,
    weeklyHours: weeklyHoursOf(settings, office.hours),
    overrides: new Map(settings.overrides.map(({ date, hours }) => [date, hours])),
    holidays,
    minimumNoticeMinutes: Math.round(settings.minimumNoticeHours * 60),
    horizonDays: settings.horizonDays,
    bufferMinutes: settings.bufferMinutes,
    dailyCap: settings.dailyCap,
    changesCloseMinutes: Math.round(settings.changesCloseHours * 60),
    reminderHours: settings.reminderHours,
  };
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** "YYYY-MM-DD" of `at` in `timeZone`. */
export function dayIn(at: Date, timeZone: string): string {
  const local = new TZDate(at.getTime(), timeZone);
  return `${local.getFullYear()}-${twoDigits(local.getMonth() + 1)}-${twoDigits(local.getDate())}`;
}

/** The office's day `offset` days after the one `at` falls on, as y/m/d. */
function officeDay(at: Date, offset: number, timeZone: string) {
  const local = new TZDate(at.getTime(), timeZone);
  const day = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + offset, timeZone);
  return {
    year: day.getFullYear(),
    month: day.getMonth(),
    date: day.getDate(),
    weekday: day.getDay(),
  };
}

function hoursOn(rules: BookingRules, day: ReturnType<typeof officeDay>): DayHours | undefined {
  const iso = `${day.year}-${twoDigits(day.month + 1)}-${twoDigits(day.date)}`;
  if (rules.overrides.has(iso)) return rules.overrides.get(iso) ?? undefined;
  if (rules.holidays.has(iso)) return undefined;
  return rules.weeklyHours.get(day.weekday);
}

/** The grid's starts within a day's hours that leave room for the whole meeting. */
function gridStarts(rules: BookingRules, day: ReturnType<typeof officeDay>): Date[] {
  const hours = hoursOn(rules, day);
  if (!hours) return [];
  const starts: Date[] = [];
  const first = Math.ceil(hours.opens / rules.gridMinutes) * rules.gridMinutes;
  for (
    let minute = first;
    minute + rules.lengthMinutes <= hours.closes;
    minute += rules.gridMinutes
  ) {
    // A plain Date: a TZDate would write its ISO text with the zone's offset, not in UTC.
    starts.push(
      new Date(new TZDate(day.year, day.month, day.date, 0, minute, rules.timeZone).getTime()),
    );
  }
  return starts;
}

const overlaps = (a: Interval, b: Interval) =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/** The meeting that would start at `start`, with the buffer kept after it. */
function withBuffer(rules: BookingRules, start: Date, length = rules.lengthMinutes): Interval {
  return {
    start,
    end: new Date(start.getTime() + (length + rules.bufferMinutes) * MINUTE_MS),
  };
}

/** Whole days from one "YYYY-MM-DD" to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Why `start` cannot be booked now, or undefined when it can. */
export function refusalOf(
  rules: BookingRules,
  now: Date,
  calendar: Calendar,
  start: Date,
): SlotRefusal | undefined {
  if (start.getTime() < now.getTime() + rules.minimumNoticeMinutes * MINUTE_MS) return "notice";
  const startDay = dayIn(start, rules.timeZone);
  const offset = daysBetween(dayIn(now, rules.timeZone), startDay);
  if (offset > rules.horizonDays) return "horizon";
  const onGrid = gridStarts(rules, officeDay(now, offset, rules.timeZone)).some(
    (slot) => slot.getTime() === start.getTime(),
  );
  if (!onGrid) return "closed";
  return conflictOf(rules, calendar, start);
}

/** Whether an open start time collides with the calendar or its day is full. */
function conflictOf(
  rules: BookingRules,
  calendar: Calendar,
  start: Date,
): "taken" | "cap" | undefined {
  const meeting = withBuffer(rules, start);
  const taken =
    calendar.bookings.some((booking) =>
      overlaps(meeting, withBuffer(rules, booking.start, lengthOf(booking))),
    ) || calendar.busy.some((busy) => overlaps(meeting, busy));
  if (taken) return "taken";
  const startDay = dayIn(start, rules.timeZone);
  const sameDay = calendar.bookings.filter(
    (booking) => dayIn(booking.start, rules.timeZone) === startDay,
  );
  if (sameDay.length >= rules.dailyCap) return "cap";
  return undefined;
}

const lengthOf = (interval: Interval) =>
  (interval.end.getTime() - interval.start.getTime()) / MINUTE_MS;

/** Every start time offered now, in order, from today to the horizon. */
export function openSlots(rules: BookingRules, now: Date, calendar: Calendar): Interval[] {
  const slots: Interval[] = [];
  for (let offset = 0; offset <= rules.horizonDays; offset += 1) {
    const earliest = now.getTime() + rules.minimumNoticeMinutes * MINUTE_MS;
    for (const start of gridStarts(rules, officeDay(now, offset, rules.timeZone))) {
      if (start.getTime() >= earliest && conflictOf(rules, calendar, start) === undefined) {
        slots.push({ start, end: new Date(start.getTime() + rules.lengthMinutes * MINUTE_MS) });
      }
    }
  }
  return slots;
}

/** The `count` open slots nearest to `wanted` (before or after), in time order. */
export function nearestSlots(
  rules: BookingRules,
  now: Date,
  calendar: Calendar,
  wanted: Date,
  count = 3,
): Interval[] {
  const distance = (slot: Interval) => Math.abs(slot.start.getTime() - wanted.getTime());
  return openSlots(rules, now, calendar)
    .toSorted((a, b) => distance(a) - distance(b))
    .slice(0, count)
    .toSorted((a, b) => a.start.getTime() - b.start.getTime());
}
