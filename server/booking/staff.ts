/**
 * The team's actions on a booking, for the inbox's agenda: cancel with a reason, move to another
 * time, mark held or no-show. Each is allowed to a person whose role works the booking's enquiry
 * (shared/accounts/roles.ts), is audited with their address and client address, and, for a
 * cancellation or a move, mails the visitor the next version of the invitation as the visitor's
 * own change does (server/booking/life-cycle.ts). The team's changes do not close before the
 * meeting, and the team may move one inside the minimum notice (the rest of the rules hold).
 */
import type { AdminSession } from "#shared/accounts/contract.ts";
import { mayWork } from "#shared/accounts/roles.ts";
import { findEnquiry } from "#server/enquiries/store.ts";
import type { Database } from "#server/store/database.ts";
import {
  cancelBooking,
  markHeld,
  markNoShow,
  rescheduleBooking,
  type BookingChange,
  type ChangeOutcome,
} from "./life-cycle.ts";
import type { BookingSetup } from "./settings.ts";
import { findBooking } from "./store.ts";

/** A person whose role does not work the booking's enquiry, or a booking that does not exist. */
const NOT_THEIRS: ChangeOutcome = { changed: false, reason: "gone", nearest: [] };

export interface StaffBookingActions {
  cancel(by: AdminSession, bookingId: string, reason: string): Promise<ChangeOutcome>;
  reschedule(by: AdminSession, bookingId: string, start: Date): Promise<ChangeOutcome>;
  markHeld(by: AdminSession, bookingId: string): Promise<ChangeOutcome>;
  markNoShow(by: AdminSession, bookingId: string): Promise<ChangeOutcome>;
}

export function createStaffBookingActions({
  db,
  setup,
  clientAddress,
  now = () => new Date(),
  onQueued = () => {},
}: {
  readonly db: Database;
  readonly setup: BookingSetup;
  /** The request's client address, for the audit log. */
  readonly clientAddress?: string;
  readonly now?: () => Date;
  /** Wakes the outbox once a change's mail is queued. */
  readonly onQueued?: () => void;
}): StaffBookingActions {
  /** The change as this person asks it, when their role works the booking's enquiry. */
  async function changeBy(by: AdminSession, bookingId: string): Promise<BookingChange | undefined> {
    const booking = await findBooking(db, bookingId).catch(() => undefined);
    const enquiry = booking ? await findEnquiry(db, booking.enquiryId) : undefined;
    if (!enquiry || !mayWork(by.role, enquiry.kind)) return undefined;
    return { bookingId, by: { person: by.email, clientAddress }, now: now() };
  }

  async function mailing(outcome: Promise<ChangeOutcome>): Promise<ChangeOutcome> {
    const done = await outcome;
    if (done.changed) onQueued();
    return done;
  }

  return {
    async cancel(by, bookingId, reason) {
      const change = await changeBy(by, bookingId);
      return change ? mailing(cancelBooking(db, { ...change, reason })) : NOT_THEIRS;
    },
    async reschedule(by, bookingId, start) {
      const change = await changeBy(by, bookingId);
      if (!change) return NOT_THEIRS;
      return mailing(rescheduleBooking(db, setup.rules, { ...change, start, noticeWaived: true }));
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
