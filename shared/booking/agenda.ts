/**
 * The team's agenda (`/admin/agenda`): the bookings of the enquiries a viewer's role works on,
 * today's and the coming ones or the past ones, everyone's or only the viewer's. The server
 * implements it (server/booking/agenda.ts) and hands it to the pages as `Astro.locals.agenda`.
 */
import type { AdminRole, AdminSession, Restricted } from "#shared/accounts/contract.ts";
import { mayWork } from "#shared/accounts/roles.ts";
import type { Interval, SlotRefusal } from "./availability.ts";
import type { BookingCalendarView } from "./contract.ts";

/**
 * Who keeps an agenda: whoever works the enquiries bookings belong to, consultations (sales) or
 * job applications (recruiters: the interview days). Each sees the bookings of their own kinds.
 */
export function keepsAgenda(role: AdminRole): boolean {
  return mayWork(role, "consultation") || mayWork(role, "jobEnquiry");
}

export const AGENDA_PATH = "/admin/agenda";
/** A booking's move page: its consultant's free times, a plain form. */
export const agendaMovePath = (bookingId: string) =>
  `${AGENDA_PATH}/${encodeURIComponent(bookingId)}/move`;
/** Where consultants' calendar feeds are served: `/calendar/<token>.ics`. */
export const CALENDAR_FEED_PREFIX = "/calendar/";

/** Every state a booking can be in, as the agenda shows them. */
export const BOOKING_STATES = ["booked", "rescheduled", "cancelled", "held", "no_show"] as const;
export type AgendaState = (typeof BOOKING_STATES)[number];

/** "coming": from the start of the office's today on, soonest first; "past": before it, latest first. */
export type AgendaPeriod = "coming" | "past";

export interface AgendaQuery {
  readonly period: AgendaPeriod;
  /** Only the bookings of the viewer's own account. */
  readonly mine: boolean;
}

export interface AgendaEntry {
  readonly bookingId: string;
  readonly enquiryId: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  /** The zone the visitor booked in. */
  readonly visitorZone: string;
  readonly state: AgendaState;
  /** Booked or rescheduled: the team may still cancel or move it, or say how it went. */
  readonly active: boolean;
  /** The meeting has started: it may be marked held or a no-show. */
  readonly started: boolean;
  /** The consultant's display name; undefined when unassigned (or their account was removed). */
  readonly consultant: string | undefined;
  readonly visitorName: string;
  readonly company: string;
  /** A consultation, or a candidate's interview day. */
  readonly eventType: "consultation" | "interview";
}

export interface AdminAgenda {
  /** Refused to a role that works on no booked enquiries (`keepsAgenda`). */
  agenda(viewer: AdminSession, query: AgendaQuery): Promise<Restricted<readonly AgendaEntry[]>>;
  /** When the viewer's calendar feed address was made; undefined when they have none. */
  feedMadeAt(viewer: AdminSession): Promise<Date | undefined>;
  /**
   * A new secret address of the viewer's calendar feed, shown this once (only its hash is kept);
   * the previous one stops answering. Audited.
   */
  renewFeed(viewer: AdminSession): Promise<string>;
}

/**
 * Why a change of a booking was not made: the booking is gone (or not the viewer's role's), no
 * longer active (cancelled, held, no-show), changed since the version it was asked from, too close
 * to its start (the visitor's link), not started yet (held or no-show), or the new time is refused.
 */
export type ChangeRefusal = "gone" | "inactive" | "stale" | "too-late" | "not-yet" | SlotRefusal;

/** The longest reason the team may give for a cancellation; the rest is cut. */
export const CANCEL_REASON_MAX_CHARS = 500;

/** What the team's change came to; a refused move brings the free times nearest to it. */
export type TeamChangeOutcome =
  | { readonly changed: true }
  | {
      readonly changed: false;
      readonly reason: ChangeRefusal;
      readonly nearest: readonly Interval[];
    };

/**
 * The team's actions on a booking (server/booking/staff.ts), to a person whose role works its
 * enquiry: each audited with their address and the request's client address; a cancellation or
 * a move mails the visitor the next version of the invitation.
 */
/** What the move page shows of a booking, in the office's zone. */
export interface MoveChoices {
  readonly bookingId: string;
  readonly visitorName: string;
  readonly startsAt: Date;
  readonly state: AgendaState;
  /** Booked or rescheduled: it may still be moved. */
  readonly active: boolean;
  /** Its consultant's free times (any consultant's when unassigned), its own time excluded. */
  readonly calendar: BookingCalendarView;
}

export interface AdminBookings {
  /** The booking and the times it may move to; undefined when gone or not the viewer's role's. */
  /** Undefined for no such booking; "forbidden" for one whose enquiry the role does not work. */
  moveChoices(by: AdminSession, bookingId: string): Promise<MoveChoices | "forbidden" | undefined>;
  cancel(by: AdminSession, bookingId: string, reason: string): Promise<TeamChangeOutcome>;
  reschedule(by: AdminSession, bookingId: string, start: Date): Promise<TeamChangeOutcome>;
  markHeld(by: AdminSession, bookingId: string): Promise<TeamChangeOutcome>;
  markNoShow(by: AdminSession, bookingId: string): Promise<TeamChangeOutcome>;
}
