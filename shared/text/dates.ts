/**
 * Dates and times as people read them, one formatter per purpose, all in one locale: en-IN, the
 * company's (it also names India's zone "IST" where other locales write "GMT+5:30"). A calendar
 * day (YYYY-MM-DD: a publishing day, a start date typed in a form) has no time zone; a moment is
 * shown in the zone handed in, the company's.
 */
const LOCALE = "en-IN";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per set of options, made once. */
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(LOCALE, options);
    formatters.set(key, made);
  }
  return made;
}

const dayOf = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** A calendar day: "7 December 2026". */
export function calendarDay(isoDay: string): string {
  return formatter({ dateStyle: "long", timeZone: "UTC" }).format(dayOf(isoDay));
}

/** A calendar day with its weekday, to confirm a day typed as numbers: "Monday, 7 December 2026". */
export function calendarDayWithWeekday(isoDay: string): string {
  return formatter({ dateStyle: "full", timeZone: "UTC" }).format(dayOf(isoDay));
}

/** The day a moment falls on in `timeZone`: "7 December 2026". */
export function dayIn(moment: Date, timeZone: string): string {
  return formatter({ dateStyle: "long", timeZone }).format(moment);
}

/** A moment on a screen of the team's, short: "15 Jan 2030, 10:00 IST". */
export function shortTime(moment: Date, timeZone: string): string {
  return formatter({
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
    timeZoneName: "short",
  }).format(moment);
}

/** A moment in a sentence of an e-mail: "15 January 2030 at 10:00 am IST". */
export function sentenceTime(moment: Date, timeZone: string): string {
  return formatter({
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(moment);
}

/** A moment that sorts as text, for the command line: "2030-01-15 10:00 IST". */
export function sortableTime(moment: Date, timeZone: string): string {
  const parts = formatter({
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
    timeZoneName: "short",
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")} ${part("timeZoneName")}`;
}
