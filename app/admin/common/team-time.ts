/** Times as the team reads them: in the company's time zone (from the facts file), whatever the server's. */
import { TZDate } from "@date-fns/tz";
import { siteFacts } from "virtual:site-facts";
import { shortTime } from "#shared/text/dates.ts";

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** "15 Jan 2030, 10:00 IST". */
export function formatTeamTime(date: Date): string {
  return shortTime(date, siteFacts.timeZone);
}

/** "2030-01-15 10:00": sortable, for spreadsheets. */
export function teamClockText(date: Date, timeZone: string = siteFacts.timeZone): string {
  const clock = new TZDate(date, timeZone);
  return `${clock.getFullYear()}-${twoDigits(clock.getMonth() + 1)}-${twoDigits(clock.getDate())} ${twoDigits(clock.getHours())}:${twoDigits(clock.getMinutes())}`;
}

/**
 * The instant the team's day `YYYY-MM-DD` begins: its midnight, or the first moment after it where
 * the clocks skip midnight for daylight saving time.
 */
export function teamDayStart(isoDate: string, timeZone: string = siteFacts.timeZone): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split("-").map(Number);
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}

/** The instant the team's day after `YYYY-MM-DD` begins. */
export function teamDayEnd(isoDate: string, timeZone: string = siteFacts.timeZone): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split("-").map(Number);
  return new Date(new TZDate(year, month - 1, day + 1, timeZone).getTime());
}
