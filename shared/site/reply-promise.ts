/**
 * The reply promise, one fact: how many hours a reply may take (`REPLY_PROMISE_HOURS`, else the
 * facts file's `replyHours`), counted on which clock (`REPLY_PROMISE_CLOCK`), and the words every
 * page and e-mail states it in (`{replyPromise}`). It lives beside the facts because the pages
 * quote it as one; the server's clock (server/reply-promise/) counts with the same setting.
 */

export const REPLY_CLOCK_KINDS = ["calendar", "business"] as const;
export type ReplyClockKind = (typeof REPLY_CLOCK_KINDS)[number];

export interface ReplyPromiseSetting {
  /** How many (counted) hours a reply may take; fractions allowed. */
  readonly hours: number;
  readonly clock: ReplyClockKind;
}

/** A year: a longer promise is a typing mistake, not a promise. */
export const MAX_REPLY_PROMISE_HOURS = 8760;

/** `REPLY_PROMISE_HOURS` as hours: a plain number above 0 and at most a year; else undefined. */
export function parseReplyPromiseHours(value: string | undefined): number | undefined {
  const text = value?.trim();
  if (!text || !/^\d+(\.\d+)?$/.test(text)) return undefined;
  const hours = Number(text);
  return hours > 0 && hours <= MAX_REPLY_PROMISE_HOURS ? hours : undefined;
}

/** `REPLY_PROMISE_CLOCK` as a clock; else undefined. */
export function parseReplyClock(value: string | undefined): ReplyClockKind | undefined {
  return REPLY_CLOCK_KINDS.find((kind) => kind === value);
}

/**
 * The promise the environment sets, the one reader of its two variables: a value left unset or
 * invalid falls back to `fileHours` and the calendar clock (the server's configuration check
 * names an invalid one and stops the start, so it is never kept).
 */
export function readReplyPromise(
  env: Readonly<Record<string, string | undefined>>,
  fileHours: number,
): ReplyPromiseSetting {
  return {
    hours: parseReplyPromiseHours(env.REPLY_PROMISE_HOURS) ?? fileHours,
    clock: parseReplyClock(env.REPLY_PROMISE_CLOCK) ?? "calendar",
  };
}

/** A line of opening hours as the facts give it: "HH:MM" times, none on a closed day. */
export interface OpeningTimes {
  readonly opens: string | undefined;
  readonly closes: string | undefined;
}

/** "HH:MM" as minutes after midnight. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** A full business day: the longest day the office is open, in hours (9 for 9:00 AM – 6:00 PM). */
export function businessDayHours(openingHours: readonly OpeningTimes[]): number {
  const days = openingHours.map(({ opens, closes }) =>
    opens && closes ? (minutesOf(closes) - minutesOf(opens)) / 60 : 0,
  );
  return Math.max(0, ...days);
}

const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** The promise in whole business days when it is a whole number of them; else undefined. */
function wholeBusinessDays(hours: number, openingHours: readonly OpeningTimes[]) {
  const day = businessDayHours(openingHours);
  const days = day > 0 ? hours / day : 0;
  return Number.isInteger(days) && days > 0 ? days : undefined;
}

/**
 * The promise in words, `{replyPromise}`: "within 24 hours" on the calendar clock; on the
 * business clock "within 2 business days" when the hours are whole business days, else
 * "within 8 business hours".
 */
export function replyPromiseText(
  { hours, clock }: ReplyPromiseSetting,
  openingHours: readonly OpeningTimes[],
): string {
  if (clock === "calendar") return `within ${counted(hours, "hour")}`;
  const days = wholeBusinessDays(hours, openingHours);
  return days
    ? `within ${counted(days, "business day")}`
    : `within ${counted(hours, "business hour")}`;
}

/**
 * The promise as a figure beside its words, `{replyPromiseFigure}`: "24 h", or on the business
 * clock "2 days" for whole business days.
 */
export function replyPromiseFigure(
  { hours, clock }: ReplyPromiseSetting,
  openingHours: readonly OpeningTimes[],
): string {
  const days = clock === "business" ? wholeBusinessDays(hours, openingHours) : undefined;
  return days ? counted(days, "day") : `${hours} h`;
}
