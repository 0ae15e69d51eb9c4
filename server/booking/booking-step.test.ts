/**
 * A consultation sent with a time, through the enquiry service as the server runs it (validation,
 * spam verdict, consent): booked in the enquiry's transaction, or refused with the slot's error.
 */
import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import {
  BOOKING_SLOT_FIELD,
  BOOKING_ZONE_FIELD,
  HONEYPOT_FIELD,
} from "#shared/enquiries/schemas.ts";
import { createAdminUser } from "#server/accounts/users-store.ts";
import { createEnquiryService } from "#server/boot/enquiry-service.ts";
import { latestEnquiries } from "#server/enquiries/store.ts";
import type { Database } from "#server/store/database.ts";
import { openDatabase } from "#server/store/open.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { spamDefences } from "#server/test-support/spam-defences.ts";
import { bookingSubmissionStep } from "./service.ts";
import { readBookingSetup } from "./settings.ts";
import { activeBookingsAt, bookingsOfEnquiry } from "./store.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const setup = readBookingSetup();
const ist = (local: string) => new Date(`${local}+05:30`);
// Monday 11 January 2027, 08:00 in Indore; the office opens at 9:00 on weekdays.
const now = ist("2027-01-11T08:00");

function service(db: Database) {
  return createEnquiryService({
    db,
    channels: [],
    logger: pino({ level: "silent" }),
    now: () => now,
    ...spamDefences(db, () => now),
    booking: bookingSubmissionStep(setup.rules, setup.refused),
  });
}

const withTime = (local: string, extra: Record<string, string> = {}) => ({
  ...validBodies.consultation,
  [BOOKING_SLOT_FIELD]: ist(local).toISOString(),
  [BOOKING_ZONE_FIELD]: "Asia/Calcutta",
  ...extra,
});

async function storeWithAdministrator(config: Awaited<ReturnType<typeof databases.sqlite.fresh>>) {
  const db = await openDatabase(config);
  await createAdminUser(db, {
    id: randomUUID(),
    email: "admin@malwasoftworks.example",
    passwordHash: "scrypt$unused",
    createdAt: now,
    role: undefined,
  });
  return db;
}

for (const target of databases.all) {
  describe(`a consultation sent with a time, on ${target.name}`, () => {
    it("is stored with its booking, in the visitor's zone by its current name", async () => {
      const db = await storeWithAdministrator(await target.fresh());
      const outcome = await service(db).submit(withTime("2027-01-12T10:00"));
      expect(outcome.status).toBe("stored");
      const id = outcome.status === "stored" ? outcome.id : "";
      expect(await bookingsOfEnquiry(db, id)).toMatchObject([
        { startsAt: ist("2027-01-12T10:00"), visitorZone: "Asia/Kolkata", state: "booked" },
      ]);
      await db.close();
    });

    it("is refused with the slot's own message when forged for a closed time, and nothing is kept", async () => {
      const db = await storeWithAdministrator(await target.fresh());
      for (const [time, reason] of [
        ["2027-01-11T10:00", "notice"],
        ["2027-03-01T10:00", "horizon"],
        ["2027-01-12T10:15", "closed"],
        ["2027-01-17T10:00", "closed"],
      ] as const) {
        const outcome = await service(db).submit(withTime(time));
        expect(outcome).toMatchObject({
          status: "invalid",
          errors: { [BOOKING_SLOT_FIELD]: setup.refused[reason] },
        });
      }
      expect(
        await service(db).submit({ ...validBodies.consultation, [BOOKING_SLOT_FIELD]: "soon" }),
      ).toMatchObject({
        status: "invalid",
        errors: { [BOOKING_SLOT_FIELD]: setup.refused.closed },
      });
      expect(await latestEnquiries(db, 10)).toEqual([]);
      await db.close();
    });

    it("answers a time just taken with its message, and keeps that second enquiry out", async () => {
      const db = await storeWithAdministrator(await target.fresh());
      expect((await service(db).submit(withTime("2027-01-12T10:00"))).status).toBe("stored");
      expect(
        await service(db).submit(withTime("2027-01-12T10:00", { name: "Second Visitor" })),
      ).toMatchObject({ status: "invalid", errors: { [BOOKING_SLOT_FIELD]: setup.refused.taken } });
      expect(await latestEnquiries(db, 10)).toHaveLength(1);
      await db.close();
    });

    it("keeps an enquiry held as spam without taking anyone's time", async () => {
      const db = await storeWithAdministrator(await target.fresh());
      const outcome = await service(db).submit(
        withTime("2027-01-12T10:00", { [HONEYPOT_FIELD]: "https://spam.example" }),
      );
      expect(outcome.status).toBe("stored");
      expect(await activeBookingsAt(db, ist("2027-01-12T10:00"))).toEqual([]);
      await db.close();
    });
  });
}

describe.skipIf(databases.postgres === undefined)(
  "two servers' enquiry services on one PostgreSQL",
  () => {
    it("books one of ten consultations sent at once for the same time; nine hear it was just taken", async () => {
      const config = await databases.postgres!.fresh();
      const stores = [await storeWithAdministrator(config), await openDatabase(config)];
      const services = stores.map(service);
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          services[index % 2]!.submit(withTime("2027-01-12T10:00", { name: `Visitor ${index}` })),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === "stored")).toHaveLength(1);
      const refused = outcomes.filter((outcome) => outcome.status === "invalid");
      expect(refused).toHaveLength(9);
      for (const outcome of refused) {
        expect(outcome).toMatchObject({ errors: { [BOOKING_SLOT_FIELD]: setup.refused.taken } });
      }
      expect(await activeBookingsAt(stores[1]!, ist("2027-01-12T10:00"))).toHaveLength(1);
      await Promise.all(stores.map((db) => db.close()));
    });
  },
);
