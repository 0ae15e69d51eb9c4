/**
 * A booked consultation's mail, through the outbox to a real SMTP sink: the time as the page shows
 * it, and an invitation a calendar accepts (read back with ical.js).
 */
import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionFor } from "#shared/enquiries/kinds.ts";
import { createAdminUser } from "#server/accounts/users-store.ts";
import { createOutbound } from "#server/boot/outbound.ts";
import { loadEnv } from "#server/boot/env.ts";
import { createNotifier } from "#server/outbox/notifier.ts";
import { openDatabase } from "#server/store/open.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { calendarPart } from "#server/test-support/calendar-part.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { startSmtpSink, type SmtpSink } from "#server/test-support/smtp-sink.ts";
import { createBookingDesk } from "./desk.ts";
import { bookWithEnquiry } from "./service.ts";
import { readBookingSetup } from "./settings.ts";

const databases = await startTestDatabases();
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await databases.dispose();
});

const setup = readBookingSetup();
const rules = setup.rules.consultation;
const ist = (local: string) => new Date(`${local}+05:30`);
const SITE = "https://www.malwasoftworks.example";

for (const target of databases.all) {
  describe(`a booking's mail on ${target.name}`, () => {
    it("says the time as the page does, in the visitor's zone with the office's, and carries the REQUEST", async () => {
      // 10:00 in Indore: 23:30 the day before in a New York winter, 00:30 the same day in summer.
      for (const [now, start, expected] of [
        [
          ist("2027-01-04T09:00"),
          ist("2027-01-11T10:00"),
          "Sunday 10 January 2027, 23:30 Eastern Standard Time (Monday 11 January 2027, 10:00 India Standard Time)",
        ],
        [
          ist("2027-07-05T09:00"),
          ist("2027-07-12T10:00"),
          "Monday 12 July 2027, 00:30 Eastern Daylight Time (10:00 India Standard Time)",
        ],
      ] as const) {
        // Each case on a store of its own: the first meeting's reminders fall due by the second's.
        sink.clear();
        const db = await openDatabase(await target.fresh());
        await createAdminUser(db, {
          id: randomUUID(),
          email: "ananya@malwasoftworks.example",
          passwordHash: "scrypt$unused",
          createdAt: new Date("2027-01-01T00:00:00Z"),
          role: undefined,
          displayName: "Ananya Rathore",
        });
        const env = loadEnv({ SMTP_URL: sink.url, SITE_URL: SITE });
        const notifier = createNotifier({
          db,
          ...createOutbound(env, { db, booking: setup, now: () => now }),
          logger: capturedLogger().logger,
          now: () => now,
        });
        const desk = createBookingDesk({ db, rules });
        const outcome = await bookWithEnquiry(
          db,
          {
            id: randomUUID(),
            kind: "consultation",
            action: actionFor("consultation"),
            fields: { name: "Neha Joshi", email: "neha@example.com" },
            submissionId: undefined,
            isSpam: false,
            createdAt: now,
          },
          [],
          [],
          rules,
          setup.refused,
          { eventType: "consultation", start, visitorZone: "America/New_York" },
          now,
        );
        if (!outcome.booked) throw new Error(`Not booked: ${outcome.reason}`);
        expect(await desk.booked(outcome.enquiryId)).toBe(expected);

        expect(await notifier.runOnce()).toBe(1);
        const [mail] = await sink.waitForMessages(1);
        expect(mail!.recipients).toEqual(["neha@example.com"]);
        expect(mail!.text).toContain(expected);
        const { method, ics } = calendarPart(mail!.raw);
        expect(method).toBe("REQUEST");
        const calendar = new ICAL.Component(ICAL.parse(ics));
        const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
        expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
        expect(event.uid).toBe(`${outcome.booking.id}@www.malwasoftworks.example`);
        expect(event.sequence).toBe(0);
        expect(event.startDate.toJSDate()).toEqual(start);
        expect(event.description).toBe(expected);
        expect(String(event.component.getFirstPropertyValue("organizer")).toLowerCase()).toBe(
          "mailto:ananya@malwasoftworks.example",
        );
        await db.close();
      }
    });
  });
}
