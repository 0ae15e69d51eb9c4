/**
 * The booking rules the server keeps: app/content/booking.yaml checked as the build checks it,
 * the office's zone and hours from site.yaml, and the holidays file the reply clock reads. A
 * mistake in either file stops the start with one line naming the file and the field.
 */
import { rulesOf, type BookingRules } from "#shared/booking/availability.ts";
import { bookingSettingsSchema, type EventType } from "#shared/booking/settings.ts";
import type { SiteFacts } from "#shared/site/facts.ts";
import { readContentFile } from "#server/site/content-file.ts";
import { siteFacts } from "#server/site/facts.ts";
import { readHolidays } from "#server/reply-promise/holidays.ts";

export const BOOKING_FILE = "booking.yaml";

/** Every event type's rules, read from the files now. */
export function readBookingRules(
  office: Pick<SiteFacts, "timeZone" | "hours"> = siteFacts,
  holidays: ReadonlySet<string> = readHolidays(),
): Readonly<Record<EventType, BookingRules>> {
  const { data } = readContentFile(BOOKING_FILE, bookingSettingsSchema);
  return { consultation: rulesOf(data.eventTypes.consultation, office, holidays) };
}
