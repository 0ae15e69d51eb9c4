/**
 * Booking a meeting with an enquiry: the enquiry and its booking are stored in one transaction,
 * the slot checked against the event type's rules inside it, and the database has the last word on
 * double bookings. A refused time answers why, with the nearest free times to offer instead.
 */
import { randomUUID } from "node:crypto";
import {
  nearestSlots,
  openSlots,
  refusalOf,
  type BookingRules,
  type Interval,
  type SlotRefusal,
} from "#shared/booking/availability.ts";
import type { EventType } from "#shared/booking/settings.ts";
import { visitorZone } from "#shared/booking/zones.ts";
import { BOOKING_SLOT_FIELD, BOOKING_ZONE_FIELD } from "#shared/enquiries/schemas.ts";
import type { DeliveryChannel } from "#shared/outbox/channels.ts";
import { RefusedInStore, type SubmissionStep } from "#server/enquiries/service.ts";
import { saveEnquiry, type AlongsideEnquiry, type Enquiry } from "#server/enquiries/store.ts";
import { queueTeamDelivery } from "#server/outbox/deliveries.ts";
import type { Database, Queryable } from "#server/store/database.ts";
import type { BusyTimes } from "./busy-feed.ts";
import { planReminders } from "./reminders.ts";
import {
  activeMeetings,
  bookingsOfEnquiry,
  consultantsInTurn,
  insertBooking,
  isDoubleBooking,
  type NewBooking,
} from "./store.ts";

const MINUTE_MS = 60_000;

/** A booking mail's delivery topic: which booking, and which version of its invitation. */
export const bookingTopic = (bookingId: string, sequence: number) => `${bookingId}:${sequence}`;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** What a visitor reads when a time is refused, by the reason (app/content/booking.yaml). */
export type RefusalWords = Readonly<Record<SlotRefusal, string>>;

/**
 * Thrown inside the transaction so the enquiry is not kept without the booking it asked for; the
 * enquiry core answers it as the slot field's error.
 */
export class SlotUnavailable extends RefusedInStore {
  readonly reason: SlotRefusal;
  constructor(reason: SlotRefusal, words: RefusalWords) {
    super({ [BOOKING_SLOT_FIELD]: words[reason] }, `slot refused: ${reason}`);
    this.reason = reason;
  }
}

export interface BookingRequest {
  readonly eventType: EventType;
  readonly start: Date;
  readonly visitorZone: string;
}

export type BookingOutcome =
  | {
      readonly booked: true;
      readonly enquiryId: string;
      readonly booking: Pick<NewBooking, "id" | "startsAt" | "endsAt" | "visitorZone">;
    }
  | {
      readonly booked: false;
      readonly reason: SlotRefusal;
      /** The free times nearest to the one asked for, to offer instead. */
      readonly nearest: readonly Interval[];
    };

/**
 * A consultant's meetings around `start`: enough for its buffer and its day's cap; `except` leaves
 * out the booking being moved.
 */
export function meetingsAround(q: Queryable, consultantId: string, start: Date, except?: string) {
  return activeMeetings(
    q,
    consultantId,
    new Date(start.getTime() - DAY_MS),
    new Date(start.getTime() + DAY_MS),
    except,
  );
}

/**
 * Whose calendars a search of free times reads: these consultants only (a booking being moved
 * stays with its own), and without this booking (it must not stand in its own way).
 */
export interface FreeTimesScope {
  readonly consultants?: readonly string[];
  readonly except?: string;
  /** The team calendar's busy times (BOOKING_BUSY_ICS_URL), in every consultant's way. */
  readonly busy?: readonly Interval[];
  /** Whose turn it is follows the event type: consultants, or interviewers. */
  readonly eventType?: EventType;
}

/**
 * Inside a transaction: books the first consultant in turn whose calendar allows the time, mails
 * the confirmation and plans the reminders (sent by the outbox once it commits). Throws
 * `SlotUnavailable` otherwise, so the caller's transaction keeps nothing.
 */
export async function placeBooking(
  tx: Queryable,
  place: {
    readonly rules: BookingRules;
    readonly words: RefusalWords;
    readonly request: BookingRequest;
    readonly enquiryId: string;
    readonly now: Date;
    readonly busy?: readonly Interval[];
  },
): Promise<NewBooking> {
  const { rules, words, request, now } = place;
  let firstRefusal: SlotRefusal = "taken";
  const consultants = await consultantsInTurn(tx, now, request.eventType);
  for (const [index, consultantId] of consultants.entries()) {
    const calendar = {
      bookings: await meetingsAround(tx, consultantId, request.start),
      busy: place.busy ?? [],
    };
    const refusal = refusalOf(rules, now, calendar, request.start);
    if (refusal) {
      if (index === 0) firstRefusal = refusal;
      continue;
    }
    const booking: NewBooking = {
      id: randomUUID(),
      enquiryId: place.enquiryId,
      eventType: request.eventType,
      consultantId,
      startsAt: request.start,
      endsAt: new Date(request.start.getTime() + rules.lengthMinutes * MINUTE_MS),
      blockedUntil: new Date(
        request.start.getTime() + (rules.lengthMinutes + rules.bufferMinutes) * MINUTE_MS,
      ),
      visitorZone: request.visitorZone,
      createdAt: now,
    };
    try {
      await insertBooking(tx, booking);
    } catch (error) {
      if (isDoubleBooking(error)) throw new SlotUnavailable("taken", words);
      throw error;
    }
    // The visitor's confirmation with its invitation, sent by the outbox once this commits,
    // and the reminders, due before the meeting.
    await queueTeamDelivery(tx, {
      enquiryId: place.enquiryId,
      channel: "booking",
      topic: bookingTopic(booking.id, 0),
      now,
    });
    await planReminders(tx, { ...booking, sequence: 0 }, rules, now);
    return booking;
  }
  throw new SlotUnavailable(firstRefusal, words);
}

/**
 * The step of saving the enquiry that books its meeting, checked inside the transaction. Every
 * refusal rolls the enquiry back.
 */
function bookingStep(
  rules: BookingRules,
  words: RefusalWords,
  request: BookingRequest,
  now: Date,
  booked: (booking: NewBooking) => void = () => {},
  busy: readonly Interval[] = [],
): AlongsideEnquiry {
  return async (tx, enquiry) => {
    // Held as spam: kept for the team to look at, but it takes no one's time.
    if (enquiry.isSpam) return;
    booked(await placeBooking(tx, { rules, words, request, enquiryId: enquiry.id, now, busy }));
  };
}

/** The times any consultant could still take now, nearest to `wanted` first. */
export async function freeTimesNear(
  db: Database,
  rules: BookingRules,
  now: Date,
  wanted: Date,
  count = 3,
  scope: FreeTimesScope = {},
): Promise<Interval[]> {
  const horizonEnd = new Date(now.getTime() + (rules.horizonDays + 2) * DAY_MS);
  const byStart = new Map<number, Interval>();
  for (const consultantId of scope.consultants ??
    (await consultantsInTurn(db, now, scope.eventType))) {
    const calendar = {
      bookings: await activeMeetings(db, consultantId, now, horizonEnd, scope.except),
      busy: scope.busy ?? [],
    };
    for (const slot of nearestSlots(rules, now, calendar, wanted, count)) {
      byStart.set(slot.start.getTime(), slot);
    }
  }
  const distance = (slot: Interval) => Math.abs(slot.start.getTime() - wanted.getTime());
  return [...byStart.values()]
    .toSorted((a, b) => distance(a) - distance(b))
    .slice(0, count)
    .toSorted((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * Every time at least one consultant can take now, in order (the page's slots). `scope.busy` are
 * the team calendar's busy times (BOOKING_BUSY_ICS_URL), which stand in every consultant's way.
 */
export async function freeTimes(
  db: Database,
  rules: BookingRules,
  now: Date,
  scope: FreeTimesScope = {},
): Promise<Interval[]> {
  const horizonEnd = new Date(now.getTime() + (rules.horizonDays + 2) * DAY_MS);
  const byStart = new Map<number, Interval>();
  for (const consultantId of scope.consultants ??
    (await consultantsInTurn(db, now, scope.eventType))) {
    const calendar = {
      bookings: await activeMeetings(db, consultantId, now, horizonEnd, scope.except),
      busy: scope.busy ?? [],
    };
    for (const slot of openSlots(rules, now, calendar)) byStart.set(slot.start.getTime(), slot);
  }
  return [...byStart.values()].toSorted((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * Stores the enquiry with its booking, or neither: a refused time answers why, with the nearest
 * free times. `alongside` are the enquiry's other steps (spam verdict, consent, reply clock).
 */
export async function bookWithEnquiry(
  db: Database,
  enquiry: Enquiry,
  channels: readonly DeliveryChannel[],
  alongside: readonly AlongsideEnquiry[],
  rules: BookingRules,
  words: RefusalWords,
  request: BookingRequest,
  now: Date,
): Promise<BookingOutcome> {
  let booking: Pick<NewBooking, "id" | "startsAt" | "endsAt" | "visitorZone"> | undefined;
  try {
    const saved = await saveEnquiry(db, enquiry, channels, [
      ...alongside,
      bookingStep(rules, words, request, now, (made) => (booking = made)),
    ]);
    // A repeated submission stores nothing: it answers the booking the first one made.
    booking ??= saved.duplicate ? (await bookingsOfEnquiry(db, saved.id))[0] : undefined;
    if (!booking) throw new Error("The enquiry was stored without its booking");
    return { booked: true, enquiryId: saved.id, booking };
  } catch (error) {
    if (!(error instanceof SlotUnavailable) && !isDoubleBooking(error)) throw error;
    const reason = error instanceof SlotUnavailable ? error.reason : "taken";
    return {
      booked: false,
      reason,
      nearest: await freeTimesNear(db, rules, now, request.start),
    };
  }
}

/**
 * The enquiry service's step for a consultation sent with a time (the /book form): the time is
 * booked in the enquiry's own transaction, or the submission is refused with the slot's error.
 * A submission without a time passes untouched.
 */
export function bookingSubmissionStep(
  rules: Readonly<Record<EventType, BookingRules>>,
  words: RefusalWords,
  busyTimes?: BusyTimes,
): SubmissionStep {
  return async (submission) => {
    const sent = submission.meta[BOOKING_SLOT_FIELD];
    if (sent === undefined || sent === "") return {};
    const start = new Date(sent);
    if (submission.kind !== "consultation" || Number.isNaN(start.getTime())) {
      return { refused: { [BOOKING_SLOT_FIELD]: words.closed }, why: "no such time to book" };
    }
    const request: BookingRequest = {
      eventType: "consultation",
      start,
      visitorZone: visitorZone(submission.meta[BOOKING_ZONE_FIELD], rules.consultation.timeZone),
    };
    // Read before the transaction: a remote calendar is never waited for with a write open.
    const busy = busyTimes
      ? await busyTimes(new Date(start.getTime() - DAY_MS), new Date(start.getTime() + DAY_MS))
      : [];
    return {
      store: bookingStep(
        rules.consultation,
        words,
        request,
        submission.receivedAt,
        undefined,
        busy,
      ),
      logged: { bookingStart: start.toISOString() },
    };
  };
}
