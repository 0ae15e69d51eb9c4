/** The booking page's desk (shared/booking/contract.ts): the free times, in the visitor's zone. */
import type { BookingRules, Interval } from "#shared/booking/availability.ts";
import type {
  BookingCalendarView,
  BookingDesk,
  DayView,
  SlotView,
} from "#shared/booking/contract.ts";
import {
  slotLine,
  slotTimes,
  slotView,
  visitorZone,
  zoneChoices,
  zoneLongName,
} from "#shared/booking/zones.ts";
import type { Database } from "#server/store/database.ts";
import { freeTimes, freeTimesNear } from "./service.ts";
import { bookingsOfEnquiry, freeTimesVersion } from "./store.ts";
import { busyAhead, type BusyTimes } from "./busy-feed.ts";

const MINUTE_MS = 60_000;

/** Free times as the page shows them: by the visitor's day, in their zone with the office's. */
export function calendarView(
  slots: readonly Interval[],
  zone: string,
  officeZone: string,
  at: Date,
): BookingCalendarView {
  const days: { isoDay: string; label: string; slots: SlotView[] }[] = [];
  for (const slot of slots) {
    const { visitor } = slotTimes(slot.start, zone, officeZone);
    let day = days.at(-1);
    if (day?.isoDay !== visitor.isoDay) {
      day = { isoDay: visitor.isoDay, label: visitor.day, slots: [] };
      days.push(day);
    }
    day.slots.push(slotView(slot, zone, officeZone));
  }
  return {
    zone,
    zoneName: zoneLongName(zone, at),
    officeZone,
    officeZoneName: zoneLongName(officeZone, at),
    days: days satisfies DayView[],
    zones: zoneChoices(),
  };
}

export function createBookingDesk({
  db,
  rules,
  busyTimes,
  now = () => new Date(),
}: {
  readonly db: Database;
  readonly rules: BookingRules;
  /** The team calendar's busy times (BOOKING_BUSY_ICS_URL), when there is one. */
  readonly busyTimes?: BusyTimes;
  readonly now?: () => Date;
}): BookingDesk {
  const officeZone = rules.timeZone;
  const busyFrom = (at: Date) => busyAhead(busyTimes, at, rules.horizonDays);
  // The page's free times change only with the meetings, who takes them, the minute (the
  // notice) and the busy times (themselves read at most every few minutes): until one of them
  // does, a visit reuses them instead of walking the grid again.
  let reused = { key: "", views: new Map<string, BookingCalendarView>() };
  return {
    async calendar(asked) {
      const zone = visitorZone(asked, officeZone);
      const at = now();
      const busy = await busyFrom(at);
      const busyKey = `${busy.length}:${busy[0]?.start.getTime()}:${busy.at(-1)?.end.getTime()}`;
      const key = `${await freeTimesVersion(db, at)}|${Math.floor(at.getTime() / MINUTE_MS)}|${busyKey}`;
      if (key !== reused.key) reused = { key, views: new Map() };
      let view = reused.views.get(zone);
      if (!view) {
        view = calendarView(await freeTimes(db, rules, at, { busy }), zone, officeZone, at);
        // One entry per zone asked for; a flood of zones starts the map afresh.
        if (reused.views.size >= 64) reused.views.clear();
        reused.views.set(zone, view);
      }
      return view;
    },
    async nearest(start, asked) {
      const wanted = new Date(start);
      if (Number.isNaN(wanted.getTime())) return [];
      const zone = visitorZone(asked, officeZone);
      const at = now();
      const slots = await freeTimesNear(db, rules, at, wanted, 3, { busy: await busyFrom(at) });
      return slots.map((slot) => slotView(slot, zone, officeZone));
    },
    async booked(enquiryId) {
      const [booking] = await bookingsOfEnquiry(db, enquiryId);
      if (!booking) return undefined;
      return slotLine(slotTimes(booking.startsAt, booking.visitorZone, officeZone));
    },
  };
}
