/** The agenda's bookings: split at the office's midnight, by role, everyone's or the viewer's own. */
import { afterAll, describe, expect, it } from "vitest";
import type { AdminSession } from "#shared/accounts/contract.ts";
import { openDatabase } from "#server/store/open.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { addTeamMember, seedBooking } from "#server/test-support/bookings.ts";
import { createAgenda } from "./agenda.ts";
import { createCalendarFeeds } from "./feed.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const ist = (local: string) => new Date(`${local}+05:30`);
// Tuesday 12 January 2027, 00:30 in Indore: still Monday the 11th in UTC.
const now = ist("2027-01-12T00:30");
const session = (email: string, role: AdminSession["role"]): AdminSession => ({
  email,
  role,
  csrfToken: "",
});

for (const target of databases.all) {
  describe(`the agenda on ${target.name}`, () => {
    it("lists today's and the coming bookings from the office's midnight, the past ones apart, by role and by whose", async () => {
      const db = await openDatabase(await target.fresh());
      await addTeamMember(db, "lead@malwasoftworks.example");
      const asha = await addTeamMember(db, "asha@malwasoftworks.example", {
        displayName: "Asha Verma",
      });
      const ravi = await addTeamMember(db, "ravi@malwasoftworks.example");
      const rekha = await addTeamMember(db, "rekha@malwasoftworks.example", { role: "recruiter" });
      // A candidate's interview day: the recruiters' agenda, not sales'.
      await seedBooking(db, {
        start: ist("2027-01-13T10:00"),
        consultantId: rekha,
        name: "Candidate",
        kind: "jobEnquiry",
      });
      // Before midnight in the office (but the same UTC day as "now"): the past.
      await seedBooking(db, {
        start: ist("2027-01-11T17:00"),
        consultantId: asha,
        name: "Yesterday",
      });
      await seedBooking(db, {
        start: ist("2027-01-12T15:00"),
        consultantId: ravi,
        name: "Later today",
        state: "cancelled",
      });
      // The first hour of today in the office, before "now": still today's.
      await seedBooking(db, { start: ist("2027-01-12T00:00"), consultantId: asha, name: "Early" });
      await seedBooking(db, {
        start: ist("2027-01-14T10:00"),
        consultantId: undefined,
        name: "Nobody's",
      });
      const agenda = createAgenda({
        db,
        timeZone: "Asia/Kolkata",
        feeds: createCalendarFeeds({ db, siteUrl: "https://www.example.com", company: "Malwa" }),
        now: () => now,
      }).forClient("203.0.113.7");
      const sales = session("ravi@malwasoftworks.example", "reviewer");

      const coming = await agenda.agenda(sales, { period: "coming", mine: false });
      expect(
        coming.allowed &&
          coming.value.map((entry) => [entry.visitorName, entry.consultant, entry.state]),
      ).toEqual([
        ["Early", "Asha Verma", "booked"],
        ["Later today", "Ravi", "cancelled"],
        ["Nobody's", undefined, "booked"],
      ]);
      const past = await agenda.agenda(sales, { period: "past", mine: false });
      expect(past.allowed && past.value.map((entry) => entry.visitorName)).toEqual(["Yesterday"]);
      const mine = await agenda.agenda(sales, { period: "coming", mine: true });
      expect(mine.allowed && mine.value.map((entry) => entry.visitorName)).toEqual(["Later today"]);
      const recruiters = await agenda.agenda(session("rekha@malwasoftworks.example", "recruiter"), {
        period: "coming",
        mine: false,
      });
      expect(
        recruiters.allowed && recruiters.value.map((entry) => [entry.visitorName, entry.eventType]),
      ).toEqual([["Candidate", "interview"]]);
      await db.close();
    });
  });
}
