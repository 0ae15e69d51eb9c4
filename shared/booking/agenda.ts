/**
 * The team's agenda (`/admin/agenda`): the bookings of the enquiries a viewer's role works on,
 * today's and the coming ones or the past ones, everyone's or only the viewer's. The server
 * implements it (server/booking/agenda.ts) and hands it to the pages as `Astro.locals.agenda`.
 */
import type { AdminRole, AdminSession, Restricted } from "#shared/accounts/contract.ts";
import { mayWork } from "#shared/accounts/roles.ts";

/**
 * Who keeps an agenda: whoever works the enquiries bookings belong to, consultations (sales) or
 * job applications (recruiters: the interview days). Each sees the bookings of their own kinds.
 */
export function keepsAgenda(role: AdminRole): boolean {
  return mayWork(role, "consultation") || mayWork(role, "jobEnquiry");
}

export const AGENDA_PATH = "/admin/agenda";
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
