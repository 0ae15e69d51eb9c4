/**
 * A meeting's reminders, planned in the outbox as deliveries on the booking's own channel, due a
 * set number of hours before it (booking.yaml `reminderHours`), to the visitor and to the
 * consultant (and after an interview day, its interviewer's scorecard reminder): the outbox's durable machinery sends them at their time, after restarts too, once
 * across instances. Planned with the booking, planned again for the new time on a move, dropped on
 * a cancellation; a reminder whose time has already passed is not planned.
 */
import type { BookingRules } from "#shared/booking/availability.ts";
import type { EventType } from "#shared/booking/settings.ts";
import { SCORECARD_REMINDER_AFTER_HOURS } from "#shared/hiring/scorecards.ts";
import { queueTeamDelivery } from "#server/outbox/deliveries.ts";
import type { Queryable } from "#server/store/database.ts";

const HOUR_MS = 3_600_000;

export const REMINDED = ["visitor", "consultant"] as const;
export type Reminded = (typeof REMINDED)[number];

/**
 * What a booking delivery's topic names: a version of the invitation, a reminder of it, or (an
 * interview day's) the reminder of the interviewer's scorecard still missing after it.
 */
export interface BookingMailTopic {
  readonly bookingId: string;
  readonly sequence: number;
  /** Absent for the invitation's mail. */
  readonly reminder?: { readonly hours: number; readonly to: Reminded };
  readonly scorecard?: true;
}

/** The topic of one reminder: `<booking id>:<SEQUENCE>:reminder:<hours>:<who>`. */
export const reminderTopic = (bookingId: string, sequence: number, hours: number, to: Reminded) =>
  `${bookingId}:${sequence}:reminder:${hours}:${to}`;

/** The topic of an interview day's scorecard reminder: `<booking id>:<SEQUENCE>:scorecard`. */
export const scorecardTopic = (bookingId: string, sequence: number) =>
  `${bookingId}:${sequence}:scorecard`;

export function readBookingTopic(topic: string): BookingMailTopic {
  const [bookingId = "", sequence = "0", kind, hours, to] = topic.split(":");
  if (kind === "scorecard") return { bookingId, sequence: Number(sequence), scorecard: true };
  const reminder =
    kind === "reminder" && (REMINDED as readonly string[]).includes(to ?? "")
      ? { hours: Number(hours), to: to as Reminded }
      : undefined;
  return { bookingId, sequence: Number(sequence), ...(reminder ? { reminder } : {}) };
}

interface Planned {
  readonly id: string;
  readonly enquiryId: string;
  readonly eventType: EventType;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly sequence: number;
}

/** Plans the booking's reminders for its current time, inside the change's transaction. */
export async function planReminders(
  tx: Queryable,
  booking: Planned,
  rules: Pick<BookingRules, "reminderHours">,
  now: Date,
): Promise<void> {
  for (const hours of rules.reminderHours) {
    const dueAt = new Date(booking.startsAt.getTime() - hours * HOUR_MS);
    if (dueAt.getTime() <= now.getTime()) continue;
    for (const to of REMINDED) {
      await queueTeamDelivery(tx, {
        enquiryId: booking.enquiryId,
        channel: "booking",
        topic: reminderTopic(booking.id, booking.sequence, hours, to),
        now,
        dueAt,
      });
    }
  }
  if (booking.eventType === "interview") await planScorecardReminder(tx, booking, now);
}

/**
 * An interview day's interviewer is reminded of their scorecard a set time after it ends; the
 * sender sends nothing if it was submitted by then (server/booking/senders.ts).
 */
async function planScorecardReminder(tx: Queryable, booking: Planned, now: Date): Promise<void> {
  const dueAt = new Date(booking.endsAt.getTime() + SCORECARD_REMINDER_AFTER_HOURS * HOUR_MS);
  if (dueAt.getTime() <= now.getTime()) return;
  await queueTeamDelivery(tx, {
    enquiryId: booking.enquiryId,
    channel: "booking",
    topic: scorecardTopic(booking.id, booking.sequence),
    now,
    dueAt,
  });
}

/** Drops the booking's reminders not sent yet (its time moved, or it was cancelled). */
export async function dropReminders(tx: Queryable, bookingId: string): Promise<void> {
  await tx.query(
    `DELETE FROM deliveries
      WHERE channel = 'booking' AND status = 'pending' AND (topic LIKE $1 OR topic LIKE $2)`,
    [`${bookingId}:%:reminder:%`, `${bookingId}:%:scorecard`],
  );
}
