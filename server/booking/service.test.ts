/** Booking a consultation with its enquiry, on both databases; ten at once on PostgreSQL. */
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { rulesOf } from "#shared/booking/availability.ts";
import { testBookingSettings } from "#server/test-support/booking-settings.ts";
import { actionFor } from "#shared/enquiries/kinds.ts";
import { createAdminUser, removeAdminUser } from "#server/accounts/users-store.ts";
import { latestEnquiries, type Enquiry } from "#server/enquiries/store.ts";
import type { Database } from "#server/store/database.ts";
import { openDatabase } from "#server/store/open.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { bookWithEnquiry, type BookingRequest } from "./service.ts";
import { setConsultant } from "./consultants.ts";
import { activeBookingsAt, insertBooking } from "./store.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const settings = testBookingSettings;
const refused = settings.refused;
const rules = rulesOf(
  settings.eventTypes.consultation,
  { timeZone: "Asia/Kolkata", hours: [] },
  new Set(),
);

const ist = (local: string) => new Date(`${local}+05:30`);
// Monday 11 January 2027, 08:00 in Indore.
const now = ist("2027-01-11T08:00");

function consultationEnquiry(name = "Neha Joshi"): Enquiry {
  return {
    id: randomUUID(),
    kind: "consultation",
    action: actionFor("consultation"),
    fields: { name, email: "neha@example.com", companyName: "Joshi Foods" },
    submissionId: undefined,
    isSpam: false,
    createdAt: now,
  };
}

const request = (local: string): BookingRequest => ({
  eventType: "consultation",
  start: ist(local),
  visitorZone: "America/New_York",
});

async function addAccount(db: Database, email: string, minutesLater = 0): Promise<string> {
  const id = randomUUID();
  await createAdminUser(db, {
    id,
    email,
    passwordHash: "scrypt$unused",
    role: undefined,
    createdAt: new Date(now.getTime() + minutesLater * 60_000),
  });
  return id;
}

const book = (db: Database, local: string) =>
  bookWithEnquiry(db, consultationEnquiry(), [], [], rules, refused, request(local), now);

for (const target of databases.all) {
  describe(`bookings on ${target.name}`, () => {
    async function freshDatabase() {
      return openDatabase(await target.fresh());
    }

    it("stores the enquiry with its booking, with the first administrator when nobody is a consultant", async () => {
      const db = await freshDatabase();
      const admin = await addAccount(db, "admin@malwasoftworks.example");
      await addAccount(db, "reviewer@malwasoftworks.example", 1);
      const outcome = await book(db, "2027-01-12T10:00");
      expect(outcome.booked).toBe(true);
      const [booking] = await activeBookingsAt(db, ist("2027-01-12T10:00"));
      expect(booking).toMatchObject({ consultantId: admin, state: "booked", sequence: 0 });
      expect(booking!.endsAt).toEqual(ist("2027-01-12T10:30"));
      expect((await latestEnquiries(db, 10)).map((enquiry) => enquiry.id)).toEqual([
        booking!.enquiryId,
      ]);
      await db.close();
    });

    it("refuses a forged time (inside the notice, past the horizon, off the hours) and keeps nothing", async () => {
      const db = await freshDatabase();
      await addAccount(db, "admin@malwasoftworks.example");
      for (const [time, reason] of [
        ["2027-01-11T11:00", "notice"],
        ["2027-02-02T10:00", "horizon"],
        ["2027-01-12T10:15", "closed"],
        ["2027-01-16T11:00", "closed"],
      ] as const) {
        const outcome = await book(db, time);
        expect(outcome).toMatchObject({ booked: false, reason });
        expect(outcome.booked || outcome.nearest.length).toBe(3);
      }
      expect(await latestEnquiries(db, 10)).toEqual([]);
      await db.close();
    });

    it("answers a taken time with the nearest free ones, buffer kept", async () => {
      const db = await freshDatabase();
      await addAccount(db, "admin@malwasoftworks.example");
      expect((await book(db, "2027-01-12T11:00")).booked).toBe(true);
      const again = await book(db, "2027-01-12T11:00");
      expect(again).toMatchObject({ booked: false, reason: "taken" });
      expect(again.booked || again.nearest.map((slot) => slot.start)).toEqual([
        ist("2027-01-12T10:00"),
        ist("2027-01-12T12:00"),
        ist("2027-01-12T12:30"),
      ]);
      expect(await book(db, "2027-01-12T11:30")).toMatchObject({ booked: false, reason: "taken" });
      await db.close();
    });

    it("goes round the consultants: the same time twice, with each of them once", async () => {
      const db = await freshDatabase();
      await addAccount(db, "admin@malwasoftworks.example");
      const asha = await addAccount(db, "asha@malwasoftworks.example", 1);
      const ravi = await addAccount(db, "ravi@malwasoftworks.example", 2);
      expect(await setConsultant(db, "asha@malwasoftworks.example", true)).toBe("changed");
      expect(await setConsultant(db, "Ravi@malwasoftworks.example", true)).toBe("changed");
      expect((await book(db, "2027-01-12T10:00")).booked).toBe(true);
      expect((await book(db, "2027-01-12T10:00")).booked).toBe(true);
      expect(await book(db, "2027-01-12T10:00")).toMatchObject({ booked: false, reason: "taken" });
      const consultants = (await activeBookingsAt(db, ist("2027-01-12T10:00"))).map(
        (booking) => booking.consultantId,
      );
      expect(consultants.toSorted()).toEqual([asha, ravi].toSorted());
      // Then in turn: whoever has fewer meetings to come.
      const turns: (string | undefined)[] = [];
      for (const time of ["2027-01-13T10:00", "2027-01-13T11:00", "2027-01-13T12:00"]) {
        expect((await book(db, time)).booked).toBe(true);
        turns.push((await activeBookingsAt(db, ist(time)))[0]!.consultantId);
      }
      expect(turns).toEqual([asha, ravi, asha]);
      await db.close();
    });

    it("keeps a booking, unassigned, when its consultant's account is removed", async () => {
      const db = await freshDatabase();
      await addAccount(db, "admin@malwasoftworks.example");
      await addAccount(db, "asha@malwasoftworks.example", 1);
      await setConsultant(db, "asha@malwasoftworks.example", true);
      expect((await book(db, "2027-01-12T10:00")).booked).toBe(true);
      expect(await removeAdminUser(db, "asha@malwasoftworks.example")).toBe("changed");
      const [kept] = await activeBookingsAt(db, ist("2027-01-12T10:00"));
      expect(kept).toMatchObject({ state: "booked", consultantId: undefined });
      await db.close();
    });

    it("refuses a second active meeting at the same start by itself, whatever the code checked", async () => {
      const db = await freshDatabase();
      const admin = await addAccount(db, "admin@malwasoftworks.example");
      expect((await book(db, "2027-01-12T10:00")).booked).toBe(true);
      const [enquiry] = await latestEnquiries(db, 1);
      await expect(
        insertBooking(db, {
          id: randomUUID(),
          enquiryId: enquiry!.id,
          eventType: "consultation",
          consultantId: admin,
          startsAt: ist("2027-01-12T10:00"),
          endsAt: ist("2027-01-12T10:30"),
          blockedUntil: ist("2027-01-12T10:45"),
          visitorZone: "UTC",
          createdAt: now,
        }),
      ).rejects.toThrow();
      await db.close();
    });
  });
}

describe.skipIf(databases.postgres === undefined)("two instances on one PostgreSQL", () => {
  it("books one of ten parallel requests for the same time; the nine others hear it was just taken", async () => {
    const config = await databases.postgres!.fresh();
    const instances = [await openDatabase(config), await openDatabase(config)];
    await addAccount(instances[0]!, "admin@malwasoftworks.example");
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) => book(instances[index % 2]!, "2027-01-12T10:00")),
    );
    expect(outcomes.filter((outcome) => outcome.booked)).toHaveLength(1);
    const refused = outcomes.filter((outcome) => !outcome.booked);
    expect(refused).toHaveLength(9);
    for (const outcome of refused) {
      expect(outcome).toMatchObject({ reason: "taken" });
      expect(outcome.booked || outcome.nearest[0]!.start).toEqual(ist("2027-01-12T11:00"));
    }
    expect(await activeBookingsAt(instances[1]!, ist("2027-01-12T10:00"))).toHaveLength(1);
    expect(await latestEnquiries(instances[1]!, 20)).toHaveLength(1);
    await Promise.all(instances.map((db) => db.close()));
  });

  it("refuses overlapping meetings of one consultant by itself (the exclusion constraint)", async () => {
    const db = await openDatabase(await databases.postgres!.fresh());
    const admin = await addAccount(db, "admin@malwasoftworks.example");
    expect((await book(db, "2027-01-12T10:00")).booked).toBe(true);
    const [enquiry] = await latestEnquiries(db, 1);
    // 10:30 is on the grid but inside 10:00's buffer; the application would refuse it too.
    await expect(
      insertBooking(db, {
        id: randomUUID(),
        enquiryId: enquiry!.id,
        eventType: "consultation",
        consultantId: admin,
        startsAt: ist("2027-01-12T10:30"),
        endsAt: ist("2027-01-12T11:00"),
        blockedUntil: ist("2027-01-12T11:15"),
        visitorZone: "UTC",
        createdAt: now,
      }),
    ).rejects.toMatchObject({ code: "23P01" });
    await db.close();
  });
});
