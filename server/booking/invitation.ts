/**
 * A booking's calendar invitation (iCalendar, RFC 5545), written with ical-generator, which folds
 * lines at 75 octets (not characters, so a Devanagari name cannot break a line in two). Its life
 * cycle: the same UID (`<booking id>@<site host>`) from the first REQUEST to the CANCEL, its
 * SEQUENCE one higher at every reschedule and at the cancellation, so a calendar keeps exactly
 * one event, then none. Times in UTC.
 */
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";

export type InvitationMethod = "REQUEST" | "CANCEL";

export interface InvitationDetails {
  readonly method: InvitationMethod;
  readonly bookingId: string;
  /** The site's host name: the UID's domain. */
  readonly siteHost: string;
  readonly sequence: number;
  readonly start: Date;
  readonly end: Date;
  /** When this version of the invitation was made (DTSTAMP). */
  readonly stamp: Date;
  readonly summary: string;
  readonly description: string;
  /** The video link, or the office's address for a meeting in person. */
  readonly location: string;
  readonly organizer: { readonly name: string; readonly email: string };
  readonly attendee: { readonly name: string; readonly email: string };
  readonly company: string;
}

/** The UID a booking keeps in every calendar, whatever happens to it. */
export const invitationUid = (bookingId: string, siteHost: string) => `${bookingId}@${siteHost}`;

/** The `.ics` text of one version of the invitation. */
export function invitationText(details: InvitationDetails): string {
  const cancelled = details.method === "CANCEL";
  const calendar = ical({
    prodId: { company: details.company, product: "Bookings", language: "EN" },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: invitationUid(details.bookingId, details.siteHost),
    sequence: details.sequence,
    start: details.start,
    end: details.end,
    stamp: details.stamp,
    summary: details.summary,
    description: details.description,
    location: details.location,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: details.organizer.name, email: details.organizer.email },
    attendees: [
      {
        name: details.attendee.name,
        email: details.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.NEEDSACTION,
        rsvp: !cancelled,
      },
    ],
  });
  return calendar.toString();
}
