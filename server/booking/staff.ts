/**
 * The team's actions on a booking, for the inbox's agenda: cancel with a reason, move to another
 * time, mark held or no-show. Each is allowed to a person whose role works the booking's enquiry
 * (shared/accounts/roles.ts), is audited with their address and client address, and, for a
 * cancellation or a move, mails the visitor the next version of the invitation as the visitor's
 * own change does (server/booking/life-cycle.ts). The team's changes do not close before the
 * meeting, and the team may move one inside the minimum notice (the rest of the rules hold).
 */
import type { AdminSession } from "#shared/accounts/contract.ts";
import type { MoveChoices } from "#shared/booking/agenda.ts";
import { mayWork } from "#shared/accounts/roles.ts";
import { findEnquiry } from "#server/enquiries/store.ts";
import type { Database } from "#server/store/database.ts";
import {
  cancelBooking,
  markHeld,
  markNoShow,
  moveRules,
  rescheduleBooking,
  type BookingChange,
  type ChangeOutcome,
} from "./life-cycle.ts";
import { busyAhead, type BusyTimes } from "./busy-feed.ts";
import { calendarView } from "./desk.ts";
import { freeTimes } from "./service.ts";
import type { BookingSetup } from "./settings.ts";
import { findBooking, isActive, type Booking } from "./store.ts";

/** The team may move a meeting inside the minimum notice: its move screen and its moves alike. */
const TEAM_WAIVES_NOTICE = true;

/** A person whose role does not work the booking's enquiry, or a booking that does not exist. */
const NOT_THEIRS: ChangeOutcome = { changed: false, reason: "gone", nearest: [] };

export interface StaffBookingActions {
  moveChoices(by: AdminSession, bookingId: string): Promise<MoveChoices | "forbidden" | undefined>;
  cancel(by: AdminSession, bookingId: string, reason: string): Promise<ChangeOutcome>;
  reschedule(by: AdminSession, bookingId: string, start: Date): Promise<ChangeOutcome>;
  markHeld(by: AdminSession, bookingId: string): Promise<ChangeOutcome>;
  markNoShow(by: AdminSession, bookingId: string): Promise<ChangeOutcome>;
}

export function createStaffBookingActions({
  db,
  setup,
  clientAddress,
  busyTimes,
  now = () => new Date(),
  onQueued = () => {},
}: {
  readonly db: Database;
  readonly setup: BookingSetup;
  /** The request's client address, for the audit log. */
  readonly clientAddress?: string;
  /** The team calendar's busy times (BOOKING_BUSY_ICS_URL), when there is one. */
  readonly busyTimes?: BusyTimes;
  readonly now?: () => Date;
  /** Wakes the outbox once a change's mail is queued. */
  readonly onQueued?: () => void;
}): StaffBookingActions {
  /**
   * The booking and its visitor's name, when this person's role works the booking's enquiry;
   * "forbidden" when it does not.
   */
  async function theirs(
    by: AdminSession,
    bookingId: string,
  ): Promise<{ booking: Booking; visitorName: string } | "forbidden" | undefined> {
    const booking = await findBooking(db, bookingId).catch(() => undefined);
    const enquiry = booking ? await findEnquiry(db, booking.enquiryId) : undefined;
    if (!booking || !enquiry) return undefined;
    if (!mayWork(by.role, enquiry.kind)) return "forbidden";
    return { booking, visitorName: enquiry.fields.name ?? "" };
  }

  /** The change as this person asks it, when their role works the booking's enquiry. */
  async function changeBy(by: AdminSession, bookingId: string): Promise<BookingChange | undefined> {
    return typeof (await theirs(by, bookingId)) === "object" ? changeOf(by, bookingId) : undefined;
  }

  function changeOf(by: AdminSession, bookingId: string): BookingChange {
    return { bookingId, by: { person: by.email, clientAddress }, now: now() };
  }

  async function mailing(outcome: Promise<ChangeOutcome>): Promise<ChangeOutcome> {
    const done = await outcome;
    if (done.changed) onQueued();
    return done;
  }

  return {
    async moveChoices(by, bookingId) {
      const found = await theirs(by, bookingId);
      if (found === undefined || found === "forbidden") return found;
      const { booking, visitorName } = found;
      const at = now();
      // As a move by the team is checked (`reschedule` below): with its own consultant.
      const rules = moveRules(setup.rules[booking.eventType], TEAM_WAIVES_NOTICE);
      const active = isActive(booking.state);
      const slots = active
        ? await freeTimes(db, rules, at, {
            consultants: booking.consultantId ? [booking.consultantId] : undefined,
            except: booking.id,
            busy: await busyAhead(busyTimes, at, rules.horizonDays),
          })
        : [];
      return {
        bookingId,
        visitorName,
        startsAt: booking.startsAt,
        state: booking.state,
        active,
        calendar: calendarView(slots, rules.timeZone, rules.timeZone, at),
      };
    },
    async cancel(by, bookingId, reason) {
      const change = await changeBy(by, bookingId);
      return change ? mailing(cancelBooking(db, { ...change, reason })) : NOT_THEIRS;
    },
    async reschedule(by, bookingId, start) {
      const found = await theirs(by, bookingId);
      if (typeof found !== "object") return NOT_THEIRS;
      const change = changeOf(by, bookingId);
      const { horizonDays } = setup.rules[found.booking.eventType];
      const busy = await busyAhead(busyTimes, change.now, horizonDays);
      return mailing(
        rescheduleBooking(db, setup.rules, {
          ...change,
          start,
          noticeWaived: TEAM_WAIVES_NOTICE,
          busy,
        }),
      );
    },
    async markHeld(by, bookingId) {
      const change = await changeBy(by, bookingId);
      return change ? markHeld(db, change) : NOT_THEIRS;
    },
    async markNoShow(by, bookingId) {
      const change = await changeBy(by, bookingId);
      return change ? markNoShow(db, change) : NOT_THEIRS;
    },
  };
}
