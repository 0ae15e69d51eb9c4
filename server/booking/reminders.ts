/**
 * A meeting's reminders, planned in the outbox as deliveries on the booking's own channel, due a
 * set number of hours before it (booking.yaml `reminderHours`), to the visitor and to the
 * consultant: the outbox's durable machinery sends them at their time, after restarts too, once
 * across instances. Planned with the booking, planned again for the new time on a move, dropped on
 * a cancellation; a reminder whose time has already passed is not planned.
 */
import type { BookingRules } from "#shared/booking/availability.ts";
import { queueTeamDelivery } from "#server/outbox/deliveries.ts";
import type { Queryable } from "#server/store/database.ts";

const HOUR_MS = 3_600_000;

export const REMINDED = ["visitor", "consultant"] as const;
export type Reminded = (typeof REMINDED)[number];

/** What a booking delivery's topic names: a version of the invitation, or a reminder of it. */
export interface BookingMailTopic {
  readonly bookingId: string;
  readonly sequence: number;
  /** Absent for the invitation's mail. */
  readonly reminder?: { readonly hours: number; readonly to: Reminded };
}

/** The topic of one reminder: `<booking id>:<SEQUENCE>:reminder:<hours>:<who>`. */
export const reminderTopic = (bookingId: string, sequence: number, hours: number, to: Reminded) =>
  `${bookingId}:${sequence}:reminder:${hours}:${to}`;

export function readBookingTopic(topic: string): BookingMailTopic {
  const [bookingId = "", sequence = "0", kind, hours, to] = topic.split(":");
  const reminder =
    kind === "reminder" && (REMINDED as readonly string[]).includes(to ?? "")
      ? { hours: Number(hours), to: to as Reminded }
      : undefined;
  return { bookingId, sequence: Number(sequence), ...(reminder ? { reminder } : {}) };
}

interface Planned {
  readonly id: string;
  readonly enquiryId: string;
  readonly startsAt: Date;
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
}

/** Drops the booking's reminders not sent yet (its time moved, or it was cancelled). */
export async function dropReminders(tx: Queryable, bookingId: string): Promise<void> {
  await tx.query(
    `DELETE FROM deliveries
      WHERE channel = 'booking' AND status = 'pending' AND topic LIKE $1`,
    [`${bookingId}:%:reminder:%`],
  );
}
