/**
 * A candidate's interview day, booked through their personal link (decision 027): the same
 * engine as a consultation (`placeBooking`: the interviewers in turn, the rules of booking.yaml's
 * `interview` entry, the database the referee of double bookings), the same invitation, reminders
 * and manage links. The link is spent in the booking's own transaction, so it books once.
 */
import type { InterviewBooking, InterviewView } from "#shared/booking/interview.ts";
import { slotLine, slotTimes, visitorZone } from "#shared/booking/zones.ts";
import { findApplication } from "#server/hiring/applications-store.ts";
import { interviewLinkState, spendInterviewLink } from "#server/hiring/interview-links-store.ts";
import { findEnquiry } from "#server/enquiries/store.ts";
import type { Database } from "#server/store/database.ts";
import { calendarView } from "./desk.ts";
import { slotView } from "#shared/booking/zones.ts";
import { freeTimes, freeTimesNear, placeBooking, SlotUnavailable } from "./service.ts";
import type { BookingSetup } from "./settings.ts";
import { findBooking, isActive, isDoubleBooking } from "./store.ts";

/** Thrown inside the booking's transaction when the link was spent or expired meanwhile. */
class LinkSpent extends Error {}

export function createInterviewBooking({
  db,
  setup,
  now = () => new Date(),
  onQueued = () => {},
}: {
  readonly db: Database;
  readonly setup: BookingSetup;
  readonly now?: () => Date;
  /** Wakes the outbox once the confirmation is queued. */
  readonly onQueued?: () => void;
}): InterviewBooking {
  const rules = setup.rules.interview;

  async function lineOfBooking(bookingId: string | undefined, zone: string | null | undefined) {
    const booking = bookingId ? await findBooking(db, bookingId) : undefined;
    if (!booking || !isActive(booking.state)) return undefined;
    const shown = visitorZone(zone || booking.visitorZone, rules.timeZone);
    return slotLine(slotTimes(booking.startsAt, shown, rules.timeZone));
  }

  async function open(
    enquiryId: string,
    zone: string,
    refusal?: { readonly message: string; readonly wanted: Date },
  ): Promise<InterviewView> {
    const at = now();
    const [enquiry, application] = await Promise.all([
      findEnquiry(db, enquiryId),
      findApplication(db, enquiryId),
    ]);
    const scope = { eventType: "interview" as const };
    const slots = await freeTimes(db, rules, at, scope);
    const nearest = refusal ? await freeTimesNear(db, rules, at, refusal.wanted, 3, scope) : [];
    return {
      kind: "open",
      name: enquiry?.fields.name ?? "",
      position: application?.opening?.title ?? "",
      calendar: calendarView(slots, zone, rules.timeZone, at),
      refused: refusal?.message,
      nearest: nearest.map((slot) => slotView(slot, zone, rules.timeZone)),
    };
  }

  async function show(token: string, asked: string | null | undefined): Promise<InterviewView> {
    const link = await interviewLinkState(db, token, now());
    switch (link.state) {
      case "open":
        return open(link.enquiryId, visitorZone(asked, rules.timeZone));
      case "used":
        return { kind: "used", line: await lineOfBooking(link.bookingId, asked) };
      default:
        return { kind: link.state };
    }
  }

  async function book(
    token: string,
    request: { readonly start: string | undefined; readonly zone: string | null | undefined },
  ): Promise<InterviewView> {
    const at = now();
    const link = await interviewLinkState(db, token, at);
    if (link.state !== "open") return show(token, request.zone);
    const zone = visitorZone(request.zone, rules.timeZone);
    const start = new Date(request.start ?? "");
    if (Number.isNaN(start.getTime())) {
      return open(link.enquiryId, zone, { message: setup.refused.closed, wanted: at });
    }
    try {
      const booking = await db.transaction(async (tx) => {
        const placed = await placeBooking(tx, {
          rules,
          words: setup.refused,
          request: { eventType: "interview", start, visitorZone: zone },
          enquiryId: link.enquiryId,
          now: at,
        });
        if (!(await spendInterviewLink(tx, token, placed.id, at))) throw new LinkSpent();
        return placed;
      });
      onQueued();
      return { kind: "booked", line: slotLine(slotTimes(booking.startsAt, zone, rules.timeZone)) };
    } catch (error) {
      if (error instanceof LinkSpent) return show(token, zone);
      if (error instanceof SlotUnavailable || isDoubleBooking(error)) {
        const reason = error instanceof SlotUnavailable ? error.reason : "taken";
        return open(link.enquiryId, zone, { message: setup.refused[reason], wanted: start });
      }
      throw error;
    }
  }

  return { show, book };
}
