/**
 * A booking's life after it is made: moved to another time, cancelled, or marked held or no-show,
 * by the visitor (the link in their e-mails) or by the team (the agenda). A move is checked inside
 * one transaction as a new booking is, the bookings table's constraints the referee; a move or a
 * cancellation is the next version of the invitation (SEQUENCE one higher), mailed by the outbox
 * from the same transaction, its reminders planned again or dropped. Every change is in the audit log with who made it. Generic over the
 * event type: each booking brings its own rules.
 */
import {
  refusalOf,
  type BookingRules,
  type Interval,
  type SlotRefusal,
} from "#shared/booking/availability.ts";
import { CANCEL_REASON_MAX_CHARS, type ChangeRefusal } from "#shared/booking/agenda.ts";
import type { EventType } from "#shared/booking/settings.ts";
import type { AuditAction } from "#shared/audit/log.ts";
import { recordAudit } from "#server/audit/log.ts";
import { queueTeamDelivery } from "#server/outbox/deliveries.ts";
import type { Database, Queryable } from "#server/store/database.ts";
import { dropReminders, planReminders } from "./reminders.ts";
import { bookingTopic, freeTimesNear, meetingsAround } from "./service.ts";
import {
  cancelStoredBooking,
  closeStoredBooking,
  consultantsInTurn,
  findBooking,
  isActive,
  isDoubleBooking,
  moveBooking,
  type Booking,
} from "./store.ts";

const MINUTE_MS = 60_000;

/** Who changes a booking: a team member's address, or the visitor by their link. */
export interface BookingActor {
  /** A team member's address, or `SYSTEM_ACTORS.bookingLink`. */
  readonly person: string;
  readonly clientAddress?: string;
}

export interface BookingChange {
  readonly bookingId: string;
  readonly by: BookingActor;
  readonly now: Date;
  /** The version (SEQUENCE) the change was asked from, as a link carries it; any when absent. */
  readonly seen?: number;
  /**
   * Changes close this many minutes before the meeting (the visitor's link); the team's may
   * change it until it starts when absent.
   */
  readonly closesMinutesBefore?: number;
}

export type { ChangeRefusal };

export type ChangeOutcome =
  | { readonly changed: true; readonly booking: Booking }
  | {
      readonly changed: false;
      readonly reason: ChangeRefusal;
      /** After a refused move: the free times nearest to the one asked for. */
      readonly nearest: readonly Interval[];
    };

/** Thrown inside a change's transaction, so nothing of it is kept. */
class ChangeRefused extends Error {
  readonly reason: ChangeRefusal;
  constructor(reason: ChangeRefusal) {
    super(`booking change refused: ${reason}`);
    this.reason = reason;
  }
}

/** The booking as it stands, while it may still be changed by this request. */
async function changeable(tx: Queryable, change: BookingChange): Promise<Booking> {
  const booking = await findBooking(tx, change.bookingId);
  if (!booking) throw new ChangeRefused("gone");
  if (!isActive(booking.state)) throw new ChangeRefused("inactive");
  if (change.seen !== undefined && change.seen !== booking.sequence) {
    throw new ChangeRefused("stale");
  }
  const closes = change.closesMinutesBefore;
  const start = booking.startsAt.getTime();
  if (closes !== undefined && change.now.getTime() >= start - closes * MINUTE_MS) {
    throw new ChangeRefused("too-late");
  }
  return booking;
}

/** Runs a change; a refusal (ours or the database's double-booking one) answers why. */
async function attempt(
  db: Database,
  work: (tx: Queryable) => Promise<Booking>,
): Promise<ChangeOutcome> {
  try {
    return { changed: true, booking: await db.transaction(work) };
  } catch (error) {
    if (error instanceof ChangeRefused)
      return { changed: false, reason: error.reason, nearest: [] };
    if (isDoubleBooking(error)) return { changed: false, reason: "taken", nearest: [] };
    throw error;
  }
}

async function audit(
  tx: Queryable,
  change: BookingChange,
  booking: Booking,
  action: AuditAction,
  detail: string,
): Promise<void> {
  await recordAudit(tx, {
    at: change.now,
    actor: change.by.person,
    action,
    subject: booking.enquiryId,
    detail: `booking ${booking.id}: ${detail}`,
    clientAddress: change.by.clientAddress,
  });
}

/**
 * The next version of a booking's invitation is mailed (a REQUEST for a move, a CANCEL for a
 * cancellation: the sender reads which from the booking).
 */
async function mailNextVersion(tx: Queryable, booking: Booking, now: Date): Promise<void> {
  await queueTeamDelivery(tx, {
    enquiryId: booking.enquiryId,
    channel: "booking",
    topic: bookingTopic(booking.id, booking.sequence),
    now,
  });
}

/** Reads the booking again after changing it inside the transaction. */
async function reread(tx: Queryable, id: string): Promise<Booking> {
  const booking = await findBooking(tx, id);
  if (!booking) throw new ChangeRefused("gone");
  return booking;
}

/**
 * The rules a move is checked by, and its free times offered by: the event type's, without the
 * minimum notice when the team moves it (the team may move a meeting to any time still to come).
 */
export function moveRules(rules: BookingRules, noticeWaived = false): BookingRules {
  return noticeWaived ? { ...rules, minimumNoticeMinutes: 0 } : rules;
}

/**
 * Moves a booking to `start`: checked against its event type's rules and its consultant's other
 * meetings inside one transaction (an unassigned one goes to the first consultant in turn whose
 * calendar allows it), the database's constraints the last word. The visitor is mailed the new
 * REQUEST, SEQUENCE one higher, the same UID.
 */
export async function rescheduleBooking(
  db: Database,
  rules: Readonly<Record<EventType, BookingRules>>,
  change: BookingChange & {
    readonly start: Date;
    /** The team may move a meeting to any time still to come, inside the minimum notice too. */
    readonly noticeWaived?: boolean;
    /** The team calendar's busy times (BOOKING_BUSY_ICS_URL), read before the transaction. */
    readonly busy?: readonly Interval[];
  },
): Promise<ChangeOutcome> {
  const { start, now, busy = [] } = change;
  let consultants: readonly string[] = [];
  let eventType: EventType | undefined;
  const outcome = await attempt(db, async (tx) => {
    const booking = await changeable(tx, change);
    eventType = booking.eventType;
    const eventRules = moveRules(rules[booking.eventType], change.noticeWaived);
    consultants = booking.consultantId
      ? [booking.consultantId]
      : await consultantsInTurn(tx, now, booking.eventType);
    let firstRefusal: SlotRefusal = "taken";
    for (const [index, consultantId] of consultants.entries()) {
      const calendar = {
        bookings: await meetingsAround(tx, consultantId, start, booking.id),
        busy,
      };
      const refusal = refusalOf(eventRules, now, calendar, start);
      if (refusal) {
        if (index === 0) firstRefusal = refusal;
        continue;
      }
      const moved = await moveBooking(tx, {
        id: booking.id,
        seen: booking.sequence,
        consultantId,
        startsAt: start,
        endsAt: new Date(start.getTime() + eventRules.lengthMinutes * MINUTE_MS),
        blockedUntil: new Date(
          start.getTime() + (eventRules.lengthMinutes + eventRules.bufferMinutes) * MINUTE_MS,
        ),
        now,
      });
      if (!moved) throw new ChangeRefused("stale");
      const updated = await reread(tx, booking.id);
      await mailNextVersion(tx, updated, now);
      await dropReminders(tx, booking.id);
      await planReminders(tx, updated, eventRules, now);
      await audit(tx, change, updated, "booking-rescheduled", `moved to ${start.toISOString()}`);
      return updated;
    }
    throw new ChangeRefused(firstRefusal);
  });
  if (outcome.changed || !eventType || !isSlotRefusal(outcome.reason)) return outcome;
  // Offered by the rule the move itself was checked by (the team's: without the notice).
  const nearest = await freeTimesNear(
    db,
    moveRules(rules[eventType], change.noticeWaived),
    now,
    start,
    3,
    {
      consultants,
      except: change.bookingId,
      busy,
    },
  );
  return { ...outcome, nearest };
}

const SLOT_REFUSALS: readonly ChangeRefusal[] = ["closed", "notice", "horizon", "cap", "taken"];
const isSlotRefusal = (reason: ChangeRefusal): reason is SlotRefusal =>
  SLOT_REFUSALS.includes(reason);

/**
 * Cancels a booking: its time is free again, and the visitor is mailed the CANCEL (STATUS
 * CANCELLED, SEQUENCE one higher, the same UID) that takes it out of their calendar. The team
 * gives a reason; the visitor's own cancellation has none.
 */
export async function cancelBooking(
  db: Database,
  change: BookingChange & { readonly reason?: string },
): Promise<ChangeOutcome> {
  const reason = (change.reason ?? "").trim().slice(0, CANCEL_REASON_MAX_CHARS);
  return attempt(db, async (tx) => {
    const booking = await changeable(tx, change);
    const cancelled = await cancelStoredBooking(tx, {
      id: booking.id,
      seen: booking.sequence,
      reason,
      now: change.now,
    });
    if (!cancelled) throw new ChangeRefused("stale");
    const updated = await reread(tx, booking.id);
    await mailNextVersion(tx, updated, change.now);
    await dropReminders(tx, booking.id);
    await audit(
      tx,
      change,
      updated,
      "booking-cancelled",
      reason ? `cancelled: ${reason}` : "cancelled",
    );
    return updated;
  });
}

/** Records how a meeting that has started went; the invitation stays as it is. */
async function closeBooking(
  db: Database,
  change: BookingChange,
  state: "held" | "no_show",
): Promise<ChangeOutcome> {
  return attempt(db, async (tx) => {
    const booking = await changeable(tx, change);
    if (booking.startsAt.getTime() > change.now.getTime()) throw new ChangeRefused("not-yet");
    if (!(await closeStoredBooking(tx, { id: booking.id, state, now: change.now }))) {
      throw new ChangeRefused("stale");
    }
    const updated = await reread(tx, booking.id);
    const action = state === "held" ? "booking-held" : "booking-no-show";
    await audit(tx, change, updated, action, state === "held" ? "held" : "no-show");
    return updated;
  });
}

/** The meeting took place (once it has started). */
export function markHeld(db: Database, change: BookingChange): Promise<ChangeOutcome> {
  return closeBooking(db, change, "held");
}

/** The visitor did not come (once the meeting has started). */
export function markNoShow(db: Database, change: BookingChange): Promise<ChangeOutcome> {
  return closeBooking(db, change, "no_show");
}
