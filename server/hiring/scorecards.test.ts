/**
 * Scorecards (decision 028), against SQLite and a real PostgreSQL: an opening's attributes start
 * from the default set and are the recruiter's to change; an interview day's interviewer fills in
 * one scorecard, which a second submit edits and the database never doubles; the recruiters read
 * it, and nobody else sees or fills it.
 */
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import type { AdminSession } from "#shared/accounts/contract.ts";
import type { AdminRole } from "#shared/accounts/contract.ts";
import { actionFor } from "#shared/enquiries/kinds.ts";
import { DEFAULT_ATTRIBUTES } from "#shared/hiring/scorecards.ts";
import { createAdminUser } from "#server/accounts/users-store.ts";
import { auditPage } from "#server/audit/log.ts";
import { insertBooking } from "#server/booking/store.ts";
import { saveEnquiry } from "#server/enquiries/store.ts";
import type { Database } from "#server/store/database.ts";
import { openDatabase } from "#server/store/open.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { applicationOnArrival } from "./applications-store.ts";
import { createApplications } from "./applications.ts";
import { createOpenings } from "./openings.ts";
import { createScorecards } from "./scorecards.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const ist = (local: string) => new Date(`${local}+05:30`);
const NOW = ist("2027-01-04T09:00");
const session = (email: string, role: AdminRole): AdminSession => ({
  email,
  role,
  csrfToken: "unused",
});
const INTERVIEWER = session("ravi@malwasoftworks.example", "reviewer");
const RECRUITER = session("ritu@malwasoftworks.example", "recruiter");
const SALES = session("sam@malwasoftworks.example", "reviewer");

const openingForm = {
  title: "React Developer",
  slug: "react-developer",
  department: "Engineering",
  workplace: "on-site",
  employmentType: "full-time",
  experience: "2-4 years",
  salaryMin: "",
  salaryMax: "",
  description: "Build the web apps our clients run their business on, with a small calm team.",
  datePosted: "2027-01-01",
  validThrough: "2027-03-01",
};

async function account(db: Database, who: AdminSession, role?: AdminRole): Promise<string> {
  const id = randomUUID();
  await createAdminUser(db, {
    id,
    email: who.email,
    passwordHash: "scrypt$unused",
    createdAt: NOW,
    role,
    displayName: who.email.split("@")[0]!,
  });
  return id;
}

async function setUp(db: Database) {
  await account(db, session("admin@malwasoftworks.example", "administrator"));
  const interviewerId = await account(db, INTERVIEWER, "reviewer");
  await account(db, RECRUITER, "recruiter");
  await account(db, SALES, "reviewer");
  const options = { db, logger: capturedLogger().logger, now: () => NOW };
  const openings = createOpenings(options, "203.0.113.9");
  const scorecards = createScorecards(options, "203.0.113.9");
  const created = await openings.createOpening(RECRUITER, openingForm);
  if (!created.allowed || created.value.ok !== true) throw new Error("no opening");
  const openingId = created.value.id;
  await openings.setOpeningState(RECRUITER, openingId, "open");
  const enquiryId = randomUUID();
  await saveEnquiry(
    db,
    {
      id: enquiryId,
      kind: "jobEnquiry",
      action: actionFor("jobEnquiry"),
      fields: { name: "Meera Iyer", email: "meera@example.com", opening: "react-developer" },
      submissionId: undefined,
      isSpam: false,
      createdAt: NOW,
    },
    [],
    [applicationOnArrival()],
  );
  const bookingId = randomUUID();
  await insertBooking(db, {
    id: bookingId,
    enquiryId,
    eventType: "interview",
    consultantId: interviewerId,
    startsAt: ist("2027-01-06T10:00"),
    endsAt: ist("2027-01-06T13:00"),
    blockedUntil: ist("2027-01-06T13:00"),
    visitorZone: "Asia/Kolkata",
    createdAt: NOW,
  });
  const applications = createApplications(
    { ...options, siteUrl: "https://www.malwasoftworks.example" },
    "203.0.113.9",
  );
  return { scorecards, applications, openingId, enquiryId, bookingId, interviewerId };
}

const filled = (recommendation: string, notes = "Clear about trade-offs.") => ({
  ratings: { "Technical skill": "3", "Problem solving": "4", Communication: "2" },
  recommendation,
  notes,
});

for (const target of databases.all) {
  describe(`scorecards on ${target.name}`, () => {
    it("gives a new opening the default attributes, which the recruiter reorders and renames", async () => {
      const db = await openDatabase(await target.fresh());
      const { scorecards, openingId } = await setUp(db);
      expect(await scorecards.attributes(RECRUITER, openingId)).toEqual([...DEFAULT_ATTRIBUTES]);
      expect(
        await scorecards.setAttributes(RECRUITER, openingId, "Communication\n\n  React  \nTesting"),
      ).toBe("saved");
      expect(await scorecards.attributes(RECRUITER, openingId)).toEqual([
        "Communication",
        "React",
        "Testing",
      ]);
      expect(await scorecards.setAttributes(RECRUITER, openingId, "\n \n")).toBe("invalid");
      expect(await scorecards.setAttributes(RECRUITER, openingId, "React\nreact")).toBe("invalid");
      expect(await scorecards.setAttributes(SALES, openingId, "Anything")).toBe("forbidden");
      expect(await scorecards.attributes(RECRUITER, openingId)).toHaveLength(3);
      await db.close();
    });

    it("keeps one scorecard per interviewer: a second submit edits it, the database refuses a copy", async () => {
      const db = await openDatabase(await target.fresh());
      const { scorecards, bookingId, interviewerId } = await setUp(db);
      const blank = await scorecards.scorecardSheet(INTERVIEWER, bookingId);
      expect(blank).toMatchObject({
        candidateName: "Meera Iyer",
        attributes: [...DEFAULT_ATTRIBUTES],
        own: { scorecard: undefined },
        interviewers: [{ name: "ravi", submitted: false }],
      });

      expect(await scorecards.submitScorecard(INTERVIEWER, bookingId, filled("yes"))).toBe("saved");
      expect(
        await scorecards.submitScorecard(INTERVIEWER, bookingId, filled("strong-yes", "Better")),
      ).toBe("updated");
      const rows = await db.query("SELECT recommendation, notes FROM scorecards");
      expect(rows).toEqual([{ recommendation: "strong-yes", notes: "Better" }]);
      await expect(
        db.query(
          `INSERT INTO scorecards (booking_id, interviewer_id, ratings, recommendation, notes,
             submitted_at, updated_at) VALUES ($1, $2, '[]', 'no', '', $3, $3)`,
          [bookingId, interviewerId, NOW.toISOString()],
        ),
      ).rejects.toThrow();

      const read = await scorecards.scorecardSheet(RECRUITER, bookingId);
      expect(read).toMatchObject({
        own: undefined,
        interviewers: [{ name: "ravi", submitted: true }],
        scorecards: [
          {
            interviewer: "ravi",
            recommendation: "strong-yes",
            notes: "Better",
            ratings: [
              { attribute: "Technical skill", rating: 3 },
              { attribute: "Problem solving", rating: 4 },
              { attribute: "Communication", rating: 2 },
            ],
          },
        ],
      });
      await db.close();
    });

    it("lets only the interviewer fill it in and refuses a rating left out", async () => {
      const db = await openDatabase(await target.fresh());
      const { scorecards, bookingId } = await setUp(db);
      expect(await scorecards.scorecardSheet(SALES, bookingId)).toBe("forbidden");
      expect(await scorecards.submitScorecard(SALES, bookingId, filled("yes"))).toBe("forbidden");
      expect(await scorecards.submitScorecard(RECRUITER, bookingId, filled("yes"))).toBe(
        "forbidden",
      );
      const noRating = { ...filled("yes"), ratings: { "Technical skill": "3" } };
      expect(await scorecards.submitScorecard(INTERVIEWER, bookingId, noRating)).toBe("invalid");
      expect(await scorecards.submitScorecard(INTERVIEWER, bookingId, filled("maybe"))).toBe(
        "invalid",
      );
      expect(await db.query("SELECT 1 FROM scorecards")).toEqual([]);
      expect(await scorecards.scorecardSheet(INTERVIEWER, randomUUID())).toBeUndefined();
      await db.close();
    });

    it("sums the scorecards up on the card and refuses an offer without them unless a reason is given", async () => {
      const db = await openDatabase(await target.fresh());
      const { scorecards, applications, enquiryId, bookingId } = await setUp(db);
      const card = async () =>
        (await applications.applications(RECRUITER, {})).find((c) => c.enquiryId === enquiryId);
      expect((await card())?.scorecards).toEqual({
        expected: 1,
        submitted: 0,
        recommendations: [],
        missing: ["ravi"],
      });

      const toOffer = { enquiryId, to: "offer", version: 0 };
      expect(await applications.moveStage(RECRUITER, toOffer)).toBe("scorecards-missing");
      expect(await applications.moveStage(RECRUITER, { ...toOffer, reason: "  " })).toBe(
        "scorecards-missing",
      );
      expect((await applications.application(RECRUITER, enquiryId))?.stage.key).toBe("applied");
      const reason = "Ravi is on leave; Meera's take-home task was excellent.";
      expect(await applications.moveStage(RECRUITER, { ...toOffer, reason })).toBe("moved");
      const moved = await applications.application(RECRUITER, enquiryId);
      expect(moved?.history).toEqual([expect.objectContaining({ to: "Offer", reason })]);
      const { entries } = await auditPage(db, { offset: 0, limit: 10 });
      const offer = entries.find((entry) => entry.action === "offer-without-scorecards");
      expect([offer?.subject, offer?.detail]).toEqual([enquiryId, "1 missing"]);
      expect(JSON.stringify(entries)).not.toContain("leave");

      // Back, and scored: the offer needs no reason now.
      expect(await applications.moveStage(RECRUITER, { enquiryId, to: "screen", version: 1 })).toBe(
        "moved",
      );
      expect(await scorecards.submitScorecard(INTERVIEWER, bookingId, filled("strong-yes"))).toBe(
        "saved",
      );
      expect((await card())?.scorecards).toEqual({
        expected: 1,
        submitted: 1,
        recommendations: [{ recommendation: "strong-yes", count: 1 }],
        missing: [],
      });
      expect(await applications.moveStage(RECRUITER, { ...toOffer, version: 2 })).toBe("moved");
      await db.close();
    });
  });
}
