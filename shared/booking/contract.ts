/**
 * What the booking page (/book) is handed (`Astro.locals.booking`): the free times in the
 * visitor's zone with the office's beside them, the nearest ones to a refused time, and a made
 * booking's time. The page renders them on the server, so it works without JavaScript.
 */
export const BOOK_PATH = "/book";
/** The query parameter of the zone switch: `/book?zone=America/New_York`. */
export const ZONE_PARAMETER = "zone";

export interface SlotView {
  /** The start as ISO 8601 UTC: the value the form posts. */
  readonly start: string;
  /** "23:30" in the visitor's zone. */
  readonly time: string;
  /** "10:00" in the office's zone; absent when the visitor's clock says the same. */
  readonly officeTime: string | undefined;
  /** The whole time in words, with the office's beside it: the e-mail and invitation say the same. */
  readonly line: string;
}

export interface DayView {
  /** "YYYY-MM-DD" in the visitor's zone. */
  readonly isoDay: string;
  /** "Monday 11 January 2027" */
  readonly label: string;
  readonly slots: readonly SlotView[];
}

export interface BookingCalendarView {
  /** The zone the times are shown in, by its current name. */
  readonly zone: string;
  /** "India Standard Time" */
  readonly zoneName: string;
  readonly officeZone: string;
  readonly officeZoneName: string;
  readonly days: readonly DayView[];
  /** Every zone the switch offers. */
  readonly zones: readonly string[];
}

export interface BookingDesk {
  calendar(zone: string | null | undefined): Promise<BookingCalendarView>;
  /** The free times nearest to `start` (a refused one), in `zone`. */
  nearest(start: string, zone: string | null | undefined): Promise<readonly SlotView[]>;
  /** The time an enquiry's booking was made for, in words; undefined when it has none. */
  booked(enquiryId: string): Promise<string | undefined>;
}
