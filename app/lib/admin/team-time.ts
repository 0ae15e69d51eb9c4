/** Times as the team reads them: in the company's time zone (from the facts file), whatever the server's. */
import { siteFacts } from "#site-facts";

const parts = new Intl.DateTimeFormat("en-GB", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: siteFacts.timeZone,
});

// en-IN names the zone "IST" where other locales write "GMT+5:30".
const readable = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: siteFacts.timeZone,
  timeZoneName: "short",
});

function wallClock(date: Date) {
  const values = Object.fromEntries(
    parts.formatToParts(date).map((part) => [part.type, part.value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;
  return {
    year: Number(values.year),
    month: Number(values.month),
    day: Number(values.day),
    hour: Number(values.hour),
    minute: Number(values.minute),
    second: Number(values.second),
    text: `${values.year}-${values.month}-${values.day} ${values.hour}:${values.minute}`,
  };
}

/** "15 Jan 2030, 10:00 IST". */
export function formatTeamTime(date: Date): string {
  return readable.format(date);
}

/** "2030-01-15 10:00": sortable, for spreadsheets. */
export function teamClockText(date: Date): string {
  return wallClock(date).text;
}

/** How far the team's clock is ahead of UTC at that instant. */
function offsetMs(instant: number): number {
  const clock = wallClock(new Date(instant));
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant the team's day `YYYY-MM-DD` begins. */
export function teamDayStart(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split("-").map(Number);
  const midnightUtc = Date.UTC(year, month - 1, day);
  const firstGuess = midnightUtc - offsetMs(midnightUtc);
  // Again with the offset in force at the first guess, for zones whose offset changes that night.
  return new Date(midnightUtc - offsetMs(firstGuess));
}

/** The instant the team's day after `YYYY-MM-DD` begins. */
export function teamDayEnd(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split("-").map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return teamDayStart(next);
}
