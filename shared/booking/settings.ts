/**
 * The booking settings as `app/content/booking.yaml` states them: one entry per event type (the
 * free consultation now, the interview day later), each with its own length, hours and limits.
 * The build checks the file with this schema and the server reads it with the same one, so the
 * page and the server's check of a post cannot disagree.
 */
import * as z from "zod";
import { slottedText } from "#shared/site/slots.ts";
import { CLOSED, openingHoursSchema, twentyFourHour, WEEKDAYS } from "#shared/site/facts.ts";

/**
 * The kinds of meeting the engine books, each with its own entry in the settings file: the free
 * consultation (/book) and a candidate's interview day (their personal link, issue 33).
 */
export const EVENT_TYPES = ["consultation", "interview"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** YAML reads an unquoted 2026-12-24 as a date; either way it becomes "2026-12-24". */
const isoDay = z
  .date()
  .transform((date) => date.toISOString().slice(0, 10))
  .or(z.string())
  .pipe(
    z.string().refine((value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, "must be a date written YYYY-MM-DD, such as 2026-12-24"),
  );

/** Opening and closing minutes after the office's midnight; absent on a closed day. */
export interface DayHours {
  readonly opens: number;
  readonly closes: number;
}

const minutesAfterMidnight = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
};

/** "10:00 AM – 1:00 PM" or "Closed", as site.yaml writes a day's hours. */
const dayTime = z
  .string()
  .trim()
  .refine(
    (time) => {
      if (time === CLOSED) return true;
      const [opens, closes, ...rest] = time.split(/\s*[–-]\s*/);
      const from = twentyFourHour(opens!);
      const to = twentyFourHour(closes ?? "");
      return rest.length === 0 && !!from && !!to && from < to;
    },
    { error: `must be "${CLOSED}" or opening and closing times, such as 10:00 AM – 1:00 PM` },
  )
  .transform((time): DayHours | null => {
    if (time === CLOSED) return null;
    const [opens, closes] = time.split(/\s*[–-]\s*/).map((part) => twentyFourHour(part)!);
    return { opens: minutesAfterMidnight(opens!), closes: minutesAfterMidnight(closes!) };
  });

const minutes = (what: string) =>
  z
    .int(`must be a whole number of minutes, such as ${what}`)
    .min(0)
    .max(24 * 60);

const eventTypeSettings = z
  .strictObject({
    /** The meeting's length in minutes. */
    lengthMinutes: minutes("30").min(5, "must be at least 5 minutes"),
    /** Slots start on this grid, counted from the office's midnight; the length when absent. */
    gridMinutes: minutes("30").min(5, "must be at least 5 minutes").optional(),
    /** "office" for the opening hours in site.yaml, or lines written the same way. */
    weeklyHours: z.literal("office").or(z.array(openingHoursSchema).min(1)),
    minimumNoticeHours: z.number("must be a number of hours, such as 4").min(0),
    horizonDays: z.int("must be a whole number of days, such as 21").min(1).max(366),
    bufferMinutes: minutes("15"),
    /** At most this many meetings a day per consultant. */
    dailyCap: z.int("must be a whole number of meetings, such as 6").min(1),
    /** Until how many hours before the meeting its e-mails' link may move or cancel it. */
    changesCloseHours: z.number("must be a number of hours, such as 2").min(0),
    /** The visitor and the consultant are reminded this many hours before the meeting. */
    reminderHours: z
      .array(z.number("must be a number of hours, such as 24").positive())
      .transform((hours) => [...new Set(hours)].toSorted((a, b) => b - a)),
    /** How many days a candidate's personal link books (the interview day only). */
    linkValidDays: z.int("must be a whole number of days, such as 7").min(1).max(60).optional(),
    /** Dates whose hours differ from the week's: other hours, or Closed. */
    overrides: z
      .array(z.strictObject({ date: isoDay, time: dayTime }))
      .nullable()
      .optional()
      .transform((list) => (list ?? []).map(({ date, time }) => ({ date, hours: time }))),
  })
  .refine(
    (settings) => (settings.gridMinutes ?? settings.lengthMinutes) <= settings.lengthMinutes,
    {
      error: "gridMinutes must not be longer than the meeting",
      path: ["gridMinutes"],
    },
  );

const sentence = z.string().trim().min(1, "must not be empty");

/**
 * An event type's e-mails; `{name}`, `{time}`, `{place}` filled in as each is sent, and `{link}`:
 * the booking's page to move or cancel it (in a cancellation, where to book another time).
 */
const bookingEmails = z.strictObject({
  confirmation: z.strictObject({
    subject: slottedText([]),
    summary: slottedText([]),
    body: slottedText(["name", "time", "place", "link"], ["time", "link"]),
  }),
  rescheduled: z.strictObject({
    subject: slottedText([]),
    body: slottedText(["name", "time", "place", "link"], ["time", "link"]),
  }),
  /**
   * `{reason}` in the body: `reason` below filled in with the team's reason when the team
   * cancelled it, nothing when the visitor did.
   */
  cancelled: z.strictObject({
    subject: slottedText([]),
    reason: slottedText(["reason"], ["reason"]),
    body: slottedText(["name", "time", "link", "reason"], ["time", "reason"]),
  }),
  /** A reminder before the meeting: to the visitor, and to the consultant (`{link}`: the enquiry). */
  reminder: z.strictObject({
    subject: slottedText([]),
    body: slottedText(["name", "time", "place", "link"], ["time", "link"]),
  }),
  consultantReminder: z.strictObject({
    subject: slottedText(["name"]),
    body: slottedText(["name", "time", "place", "link"], ["time", "link"]),
  }),
});

const interviewEmails = z.strictObject({
  ...bookingEmails.shape,
  scorecardReminder: z.strictObject({
    subject: slottedText(["name"]),
    body: slottedText(["name", "time", "link"], ["time", "link"]),
  }),
});

export const bookingSettingsSchema = z.strictObject({
  eventTypes: z.strictObject({ consultation: eventTypeSettings, interview: eventTypeSettings }),
  /** What a visitor reads when the time they sent cannot be booked, by the reason. */
  refused: z.strictObject({
    notice: sentence,
    horizon: sentence,
    closed: sentence,
    taken: sentence,
    cap: sentence,
  }),
  /** The consultation's visitor's e-mails. */
  emails: bookingEmails,
  /**
   * The candidate's e-mails about their interview day, the interviewer's reminder before it, and
   * after it the reminder of a scorecard still missing (`{link}`: the scorecard's page).
   */
  interviewEmails: interviewEmails,
});

export type BookingEmails = z.output<typeof bookingEmails>;
export type InterviewEmails = z.output<typeof interviewEmails>;
export type BookingSettings = z.output<typeof bookingSettingsSchema>;
export type EventTypeSettings = z.output<typeof eventTypeSettings>;

/** The week's hours by weekday (0 Sunday … 6 Saturday), from the setting's lines or the office's. */
export function weeklyHoursOf(
  settings: EventTypeSettings,
  officeHours: readonly {
    readonly dayOfWeek: readonly string[];
    readonly opens?: string;
    readonly closes?: string;
  }[],
): ReadonlyMap<number, DayHours> {
  const lines = settings.weeklyHours === "office" ? officeHours : settings.weeklyHours;
  const byDay = new Map<number, DayHours>();
  for (const line of lines) {
    if (!line.opens || !line.closes) continue;
    for (const day of line.dayOfWeek) {
      const weekday = (WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]) + 1) % 7;
      byDay.set(weekday, {
        opens: minutesAfterMidnight(line.opens),
        closes: minutesAfterMidnight(line.closes),
      });
    }
  }
  return byDay;
}
