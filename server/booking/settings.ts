/**
 * The booking rules the server keeps: app/content/booking.yaml checked as the build checks it,
 * the office's zone and hours from site.yaml, and the holidays file the reply clock reads. A
 * mistake in either file stops the start with one line naming the file and the field.
 */
import { rulesOf, type BookingRules } from "#shared/booking/availability.ts";
import {
  bookingSettingsSchema,
  type BookingEmails,
  type InterviewEmails,
  type BookingSettings,
  type EventType,
} from "#shared/booking/settings.ts";
import { INTERVIEW_LINK_DAYS } from "#shared/hiring/interview-link.ts";
import type { SiteFacts } from "#shared/site/facts.ts";
import { readContentFile } from "#server/site/content-file.ts";
import { siteFacts } from "#server/site/facts.ts";
import { readHolidays } from "#server/reply-promise/holidays.ts";

export const BOOKING_FILE = "booking.yaml";

export interface BookingSetup {
  readonly rules: Readonly<Record<EventType, BookingRules>>;
  readonly refused: BookingSettings["refused"];
  /** Each event type's e-mails: the consultation's, the interview day's. */
  readonly emails: Readonly<Record<EventType, BookingEmails>> & {
    readonly interview: InterviewEmails;
  };
  /** How many days a candidate's interview link books. */
  readonly interviewLinkDays: number;
}

/** Every event type's rules and the refusals' words, read from the files now. */
export function readBookingSetup(
  office: Pick<SiteFacts, "timeZone" | "hours"> = siteFacts,
  holidays: ReadonlySet<string> = readHolidays(),
): BookingSetup {
  const { data } = readContentFile(BOOKING_FILE, bookingSettingsSchema);
  return {
    rules: {
      consultation: rulesOf(data.eventTypes.consultation, office, holidays),
      interview: rulesOf(data.eventTypes.interview, office, holidays),
    },
    refused: data.refused,
    emails: { consultation: data.emails, interview: data.interviewEmails },
    interviewLinkDays: data.eventTypes.interview.linkValidDays ?? INTERVIEW_LINK_DAYS,
  };
}
