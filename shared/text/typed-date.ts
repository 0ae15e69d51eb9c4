/**
 * A day typed as text, where a form's date field is a text box (the home consultation's start
 * date without JavaScript): "2027-01-15", "15/01/2027" (day first, as dates are written in
 * India; also with "-" or "."), "15 Jan 2027", "15 January, 2027" or "January 15, 2027".
 */
const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

const YEAR_FIRST = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const DAY_MONTH_NAME = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?,?\s+(\d{4})$/;
const MONTH_NAME_DAY = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/;

/** A month's number (1–12) from its English name or an abbreviation of three letters or more. */
function monthNamed(name: string): number | undefined {
  if (name.length < 3) return undefined;
  const index = MONTHS.findIndex((month) => month.startsWith(name));
  return index === -1 ? undefined : index + 1;
}

/** YYYY-MM-DD when the three numbers make a day of the calendar. */
function isoDay(year: number, month: number | undefined, day: number): string | undefined {
  if (month === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The day `text` names as YYYY-MM-DD, or undefined when it names none. */
export function typedDay(text: string): string | undefined {
  const typed = text.trim().toLowerCase().replace(/\s+/g, " ");
  let match = YEAR_FIRST.exec(typed);
  if (match) return isoDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = DAY_FIRST.exec(typed);
  if (match) return isoDay(Number(match[3]), Number(match[2]), Number(match[1]));
  match = DAY_MONTH_NAME.exec(typed);
  if (match) return isoDay(Number(match[3]), monthNamed(match[2]!), Number(match[1]));
  match = MONTH_NAME_DAY.exec(typed);
  if (match) return isoDay(Number(match[3]), monthNamed(match[1]!), Number(match[2]));
  return undefined;
}
