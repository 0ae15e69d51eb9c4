/**
 * A consultant's private calendar feed, read back with ical.js (a parser we did not write): their
 * bookings only, the invitation's UID and SEQUENCE, a cancelled one as CANCELLED, no visitor text
 * beyond name and company; the address stored hashed, replaced by a new one, kept out of caches.
 */
import ICAL from "ical.js";
import { afterAll, describe, expect, it } from "vitest";
import { auditPage } from "#server/audit/log.ts";
import type { Database } from "#server/store/database.ts";
import { openDatabase } from "#server/store/open.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { addTeamMember, seedBooking } from "#server/test-support/bookings.ts";
import { calendarFeedRoute } from "#server/http/calendar-feed.ts";
import { createCalendarFeeds } from "./feed.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const now = new Date("2030-01-15T04:30:00Z");
const at = (iso: string) => new Date(iso);

/** Each event of a feed as a calendar reads it. */
function eventsIn(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      summary: event.summary,
      status: String(vevent.getFirstPropertyValue("status")),
      description: event.description,
    };
  });
}

const tokenOf = (address: string) => /\/calendar\/([^/]+)\.ics$/.exec(address)![1]!;

async function consultantsWithBookings(db: Database) {
  await addTeamMember(db, "lead@malwasoftworks.example");
  const asha = await addTeamMember(db, "asha@malwasoftworks.example");
  const ravi = await addTeamMember(db, "ravi@malwasoftworks.example");
  const booked = await seedBooking(db, {
    start: at("2030-01-16T04:30:00Z"),
    consultantId: asha,
    name: "Neha Joshi",
    company: "Joshi Foods",
    state: "rescheduled",
    sequence: 2,
  });
  const cancelled = await seedBooking(db, {
    start: at("2030-01-17T05:30:00Z"),
    consultantId: asha,
    name: "Arjun Rao",
    company: "",
    state: "cancelled",
    sequence: 1,
  });
  await seedBooking(db, {
    start: at("2030-01-16T06:30:00Z"),
    consultantId: ravi,
    name: "Not Asha's",
  });
  return { booked, cancelled };
}

for (const target of databases.all) {
  describe(`calendar feeds on ${target.name}`, () => {
    it("serves a consultant's own bookings with the invitation's UID and SEQUENCE, a cancelled one as CANCELLED, and no visitor text beyond name and company", async () => {
      const db = await openDatabase(await target.fresh());
      const { booked, cancelled } = await consultantsWithBookings(db);
      const feeds = createCalendarFeeds({
        db,
        siteUrl: "https://www.malwasoftworks.example",
        company: "Malwa Softworks",
        now: () => now,
      });
      const address = await feeds.renew("asha@malwasoftworks.example", {
        clientAddress: "203.0.113.7",
      });
      expect(address).toMatch(/^https:\/\/www\.malwasoftworks\.example\/calendar\/[\w-]{43}\.ics$/);
      const token = tokenOf(address!);
      // 256 random bits, and only their hash is kept.
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      const stored = JSON.stringify(await db.query("SELECT * FROM calendar_feeds"));
      expect(stored).not.toContain(token);

      const text = (await feeds.feed(token))!;
      expect(eventsIn(text)).toEqual([
        {
          uid: `${booked.bookingId}@www.malwasoftworks.example`,
          sequence: 2,
          start: "2030-01-16T04:30:00.000Z",
          summary: "Consultation: Neha Joshi (Joshi Foods)",
          status: "CONFIRMED",
          description: `https://www.malwasoftworks.example/admin/enquiries/${booked.enquiryId}`,
        },
        {
          uid: `${cancelled.bookingId}@www.malwasoftworks.example`,
          sequence: 1,
          start: "2030-01-17T05:30:00.000Z",
          summary: "Consultation: Arjun Rao",
          status: "CANCELLED",
          description: `https://www.malwasoftworks.example/admin/enquiries/${cancelled.enquiryId}`,
        },
      ]);
      expect(text).not.toContain("Our private plans");
      expect(text).not.toContain("neha@example.com");
      await db.close();
    });

    it("answers 404 for an unknown or replaced address, and keeps the feed out of shared caches", async () => {
      const db = await openDatabase(await target.fresh());
      await consultantsWithBookings(db);
      const feeds = createCalendarFeeds({
        db,
        siteUrl: "https://www.malwasoftworks.example",
        company: "Malwa Softworks",
        now: () => now,
      });
      const route = calendarFeedRoute(feeds);
      const by = { clientAddress: "203.0.113.7" };
      const first = tokenOf((await feeds.renew("asha@malwasoftworks.example", by))!);
      const served = await route.request(`/calendar/${first}.ics`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(served.headers.get("cache-control")).toBe("private, no-store");
      expect(eventsIn(await served.text())).toHaveLength(2);

      const second = tokenOf((await feeds.renew("asha@malwasoftworks.example", by))!);
      expect((await route.request(`/calendar/${first}.ics`)).status).toBe(404);
      expect((await route.request(`/calendar/${second}.ics`)).status).toBe(200);
      const unknown = await route.request(`/calendar/${"A".repeat(43)}.ics`);
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get("cache-control")).toBe("private, no-store");
      expect((await route.request("/calendar/short.ics")).status).toBe(404);
      const { entries } = await auditPage(db, { offset: 0, limit: 10 });
      expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
        ["calendar-feed-made", "asha@malwasoftworks.example"],
        ["calendar-feed-made", "asha@malwasoftworks.example"],
      ]);
      await db.close();
    });
  });
}
