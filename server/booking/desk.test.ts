/**
 * The booking page reuses its free times within a minute while nothing they depend on changed;
 * a change of who takes the meetings shows at the next visit.
 */
import { afterAll, expect, it } from "vitest";
import { rulesOf } from "#shared/booking/availability.ts";
import { testBookingSettings } from "#server/test-support/booking-settings.ts";
import { addTeamMember } from "#server/test-support/bookings.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { openDatabase } from "#server/store/open.ts";
import { createBookingDesk } from "./desk.ts";

const databases = await startTestDatabases({ postgres: false });
afterAll(() => databases.dispose());

const rules = rulesOf(
  testBookingSettings.eventTypes.consultation,
  { timeZone: "Asia/Kolkata", hours: [] },
  new Set(),
);
// Monday 11 January 2027, 08:00 in Indore.
const now = new Date("2027-01-11T08:00+05:30");

it("shows the times of a team member added a moment after a visit found none", async () => {
  const db = await openDatabase(await databases.sqlite.fresh());
  try {
    const desk = createBookingDesk({ db, rules, now: () => now });
    const count = async () =>
      (await desk.calendar("Asia/Kolkata")).days.flatMap((day) => day.slots).length;
    expect(await count()).toBe(0);
    await addTeamMember(db, "lead@malwasoftworks.example");
    expect(await count()).toBeGreaterThan(0);
  } finally {
    await db.close();
  }
});
