/**
 * The booking rules the server keeps: app/content/booking.yaml checked as the build checks it,
 * the office's zone and hours from site.yaml, and the holidays file the reply clock reads. A
 * mistake in either file stops the start with one line naming the file and the field.
 */
import { rulesOf, type BookingRules } from "#shared/booking/availability.ts";
import {
  bookingSettingsSchema,
  type BookingSettings,
  type EventType,
} from "#shared/booking/settings.ts";
import type { SiteFacts } from "#shared/site/facts.ts";
import { readContentFile } from "#server/site/content-file.ts";
import { siteFacts } from "#server/site/facts.ts";
import { readHolidays } from "#server/reply-promise/holidays.ts";

export const BOOKING_FILE = "booking.yaml";

export interface BookingSetup {
  readonly rules: Readonly<Record<EventType, BookingRules>>;
  readonly refused: BookingSettings["refused"];
  readonly emails: BookingSettings["emails"];
}

/** Every event type's rules and the refusals' words, read from the files now. */
export function readBookingSetup(
  office: Pick<SiteFacts, "timeZone" | "hours"> = siteFacts,
  holidays: ReadonlySet<string> = readHolidays(),
): BookingSetup {
  const { data } = readContentFile(BOOKING_FILE, bookingSettingsSchema);
  return {
    rules: { consultation: rulesOf(data.eventTypes.consultation, office, holidays) },
    refused: data.refused,
    emails: data.emails,
  };
}
