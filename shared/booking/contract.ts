/**
 * What the booking page (/book) is handed (`Astro.locals.booking`): the free times in the
 * visitor's zone with the office's beside them, the nearest ones to a refused time, and a made
 * booking's time. The page renders them on the server, so it works without JavaScript.
 */
import type { EventType } from "./settings.ts";

export const BOOK_PATH = "/book";
/**
 * A booking's own page, which the link in each of its e-mails opens: `/book/manage/<token>`. A GET
 * only shows the booking and the choices; a move or a cancellation is the page's own POST.
 */
export const BOOK_MANAGE_PATH = "/book/manage";
export const managePath = (token: string) => `${BOOK_MANAGE_PATH}/${encodeURIComponent(token)}`;
/**
 * A post to /book that carries a visitor's details over from the enquiry they just sent (the
 * success state of the home page's consultation form and of /start-project's project form): the
 * page answers with its form filled in, nothing sent yet. The details travel in the post's body,
 * never in the address, where they would land in logs and history.
 */
export const BOOKING_CARRY_FIELD = "carried";
/** The details carried over: name, e-mail, company and topic, as /book's form names them. */
export const CARRIED_FIELDS = ["name", "email", "companyName", "projectDetails"] as const;
/** The kinds of enquiry whose success offers to pick a time on /book. */
export const BOOKING_OFFERED_KINDS: readonly string[] = ["consultation", "project"];

/** The carried details among posted or typed values, the others left out. */
export function carriedDetails(
  values: Readonly<Record<string, unknown>>,
): Readonly<Record<string, string>> {
  return Object.fromEntries(
    CARRIED_FIELDS.flatMap((name) => {
      const value = values[name];
      return typeof value === "string" && value !== "" ? [[name, value]] : [];
    }),
  );
}

/** The manage page's form field naming what the visitor asks for. */
export const MANAGE_INTENT_FIELD = "intent";
export type ManageIntent = "reschedule" | "cancel";

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

/**
 * The manage page: a link no mail carried or spent by a change since ("unknown"); a meeting too
 * close to change online ("too-late"), or over, cancelled or no longer standing ("over"); one that
 * may be moved or cancelled ("open", with fresh times, and why a time was refused); or what was
 * just done ("rescheduled", "cancelled").
 */
export type ManageView =
  | { readonly kind: "unknown" }
  | {
      readonly kind: "too-late" | "over" | "rescheduled" | "cancelled";
      readonly line: string;
      /** Which meeting: its words (a consultation's, or a candidate's interview day). */
      readonly eventType: EventType;
    }
  | {
      readonly kind: "open";
      readonly eventType: EventType;
      /** The meeting's time in words, in the visitor's zone with the office's beside it. */
      readonly line: string;
      readonly calendar: BookingCalendarView;
      /** Why the time just chosen was refused; the nearest free times follow. */
      readonly refused: string | undefined;
      readonly nearest: readonly SlotView[];
    };

/** What the manage page asks of the server. */
export interface BookingLinks {
  /** What the link shows; changes nothing. */
  show(token: string, zone: string | null | undefined): Promise<ManageView>;
  /** Moves the booking to `start` or cancels it, for the page's POST. */
  change(
    token: string,
    intent: ManageIntent,
    request: { readonly start: string | undefined; readonly zone: string | null | undefined },
  ): Promise<ManageView>;
}
