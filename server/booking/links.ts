/**
 * The manage page's side of the server (shared/booking/contract.ts `BookingLinks`): what a link
 * from a booking's e-mail shows, and the visitor's move or cancellation from that page. A link
 * serves the version of the booking it was mailed with: after any change it is spent, and the
 * change's own mail carries a new one. Changes close a set time before the meeting.
 */
import { SYSTEM_ACTORS } from "#shared/audit/log.ts";
import type { BookingLinks, ManageIntent, ManageView } from "#shared/booking/contract.ts";
import { slotLine, slotTimes, slotView, visitorZone } from "#shared/booking/zones.ts";
import type { Database } from "#server/store/database.ts";
import { busyAhead, type BusyTimes } from "./busy-feed.ts";
import { calendarView } from "./desk.ts";
import { cancelBooking, rescheduleBooking, type ChangeOutcome } from "./life-cycle.ts";
import { freeTimes } from "./service.ts";
import type { BookingSetup } from "./settings.ts";
import { bookingOfToken, isActive, type Booking } from "./store.ts";

const MINUTE_MS = 60_000;

export function createBookingLinks({
  db,
  setup,
  busyTimes,
  now = () => new Date(),
  onQueued = () => {},
}: {
  readonly db: Database;
  readonly setup: BookingSetup;
  /** The team calendar's busy times (BOOKING_BUSY_ICS_URL), when there is one. */
  readonly busyTimes?: BusyTimes;
  readonly now?: () => Date;
  /** Wakes the outbox once a change's mail is queued. */
  readonly onQueued?: () => void;
}): BookingLinks {
  /** The booking a link opens while the link is current; undefined for an unknown or spent one. */
  async function current(token: string): Promise<Booking | undefined> {
    const found = await bookingOfToken(db, token);
    if (!found || found.sequence !== found.booking.sequence) return undefined;
    return found.booking;
  }

  function lineOf(booking: Booking, zone: string): string {
    const officeZone = setup.rules[booking.eventType].timeZone;
    return slotLine(slotTimes(booking.startsAt, zone, officeZone));
  }

  async function view(
    booking: Booking,
    asked: string | null | undefined,
    refusal?: { readonly message: string; readonly nearest: ChangeOutcome & { changed: false } },
  ): Promise<ManageView> {
    const rules = setup.rules[booking.eventType];
    const zone = visitorZone(asked || booking.visitorZone, rules.timeZone);
    const line = lineOf(booking, zone);
    const at = now();
    const start = booking.startsAt.getTime();
    const { eventType } = booking;
    if (!isActive(booking.state) || start <= at.getTime()) return { kind: "over", line, eventType };
    const closes = rules.changesCloseMinutes * MINUTE_MS;
    if (at.getTime() >= start - closes) return { kind: "too-late", line, eventType };
    const slots = await freeTimes(db, rules, at, {
      consultants: booking.consultantId ? [booking.consultantId] : undefined,
      except: booking.id,
      busy: await busyAhead(busyTimes, at, rules.horizonDays),
      eventType: booking.eventType,
    });
    return {
      kind: "open",
      eventType,
      line,
      calendar: calendarView(slots, zone, rules.timeZone, at),
      refused: refusal?.message,
      nearest: (refusal?.nearest.nearest ?? []).map((slot) => slotView(slot, zone, rules.timeZone)),
    };
  }

  async function show(token: string, asked: string | null | undefined): Promise<ManageView> {
    const booking = await current(token);
    return booking ? view(booking, asked) : { kind: "unknown" };
  }

  async function change(
    token: string,
    intent: ManageIntent,
    request: { readonly start: string | undefined; readonly zone: string | null | undefined },
  ): Promise<ManageView> {
    const booking = await current(token);
    if (!booking) return { kind: "unknown" };
    const asked: Parameters<typeof cancelBooking>[1] = {
      bookingId: booking.id,
      by: { person: SYSTEM_ACTORS.bookingLink },
      now: now(),
      seen: booking.sequence,
      closesMinutesBefore: setup.rules[booking.eventType].changesCloseMinutes,
    };
    const zone = visitorZone(request.zone || booking.visitorZone, booking.visitorZone);
    let outcome: ChangeOutcome;
    if (intent === "cancel") {
      outcome = await cancelBooking(db, asked);
    } else {
      const start = new Date(request.start ?? "");
      if (Number.isNaN(start.getTime())) {
        const refused = { changed: false, reason: "closed", nearest: [] } as const;
        return view(booking, zone, { message: setup.refused.closed, nearest: refused });
      }
      const busy = await busyAhead(
        busyTimes,
        asked.now,
        setup.rules[booking.eventType].horizonDays,
      );
      outcome = await rescheduleBooking(db, setup.rules, { ...asked, start, busy });
    }
    if (outcome.changed) {
      onQueued();
      const line = lineOf(outcome.booking, zone);
      const kind = intent === "cancel" ? "cancelled" : "rescheduled";
      return { kind, line, eventType: booking.eventType };
    }
    const reason = outcome.reason;
    if (reason in setup.refused) {
      const message = setup.refused[reason as keyof BookingSetup["refused"]];
      return view(booking, zone, { message, nearest: outcome });
    }
    // Gone, spent or too late since the page was drawn: the page says where it stands now.
    return show(token, zone);
  }

  return { show, change };
}
