/** A person's copy of their data includes where their enquiries came from: SQLite and PostgreSQL. */
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { Database } from "#server/store/database.ts";
import { saveEnquiry } from "#server/test-support/enquiries.ts";
import { openDatabase } from "#server/store/open.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { erasePerson, exportPerson } from "./person-data.ts";
import { auditPage } from "#server/audit/log.ts";
import { addTeamMember, seedBooking } from "#server/test-support/bookings.ts";
import { queueTeamDelivery } from "#server/outbox/deliveries.ts";
import { recordInboundMessage } from "#server/mail/store.ts";
import { actionFor } from "#shared/enquiries/kinds.ts";
import { saveScorecard } from "#server/hiring/scorecards-store.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

describe.each(databases.all)("a person's data on $name", (target) => {
  let db: Database;
  afterEach(() => db?.close());

  it("holds where each enquiry came from, as it was recorded", async () => {
    db = await openDatabase(await target.fresh());
    const attribution = { page: "/contact", referrer: "https://www.google.com", utmSource: "ads" };
    await saveEnquiry(
      db,
      {
        id: crypto.randomUUID(),
        kind: "contact",
        action: actionFor("contact"),
        fields: { name: "Asha", email: "asha@example.com", phone: "9826012345", message: "Hi" },
        submissionId: undefined,
        isSpam: false,
        attribution,
        createdAt: new Date(),
      },
      [],
    );
    const exported = await exportPerson(db, "asha@example.com", {
      actor: "command line",
      at: new Date(),
    });
    expect(exported.enquiries).toMatchObject([{ attribution }]);
  });

  it("holds the mails they sent to the team mailbox about an enquiry", async () => {
    db = await openDatabase(await target.fresh());
    const enquiryId = crypto.randomUUID();
    await saveEnquiry(
      db,
      {
        id: enquiryId,
        kind: "contact",
        action: actionFor("contact"),
        fields: { name: "Asha", email: "asha@example.com", phone: "9826012345", message: "Hi" },
        submissionId: undefined,
        isSpam: false,
        createdAt: new Date(),
      },
      [],
    );
    const at = new Date("2030-01-15T05:00:00Z");
    await recordInboundMessage(
      db,
      {
        id: crypto.randomUUID(),
        key: "answer-1@example.com",
        enquiryId,
        matchedBy: "token",
        sender: "asha@example.com",
        subject: "Re: We have your message",
        body: "Thursday suits me.",
        quoted: "> Thank you",
        automatic: false,
        receivedAt: at,
      },
      [
        {
          fileName: "plan.pdf",
          mediaType: "application/pdf",
          bytes: new Uint8Array([37, 80, 68, 70]),
          sha256: "",
        },
      ],
    );
    const exported = await exportPerson(db, "asha@example.com", {
      actor: "command line",
      at: new Date(),
    });
    expect(exported.enquiries[0]?.mails).toEqual([
      {
        from: "asha@example.com",
        at: at.toISOString(),
        subject: "Re: We have your message",
        text: "Thursday suits me.",
        quoted: "> Thank you",
        automatic: false,
        files: [{ fileName: "plan.pdf", sizeBytes: 4 }],
      },
    ]);
  });

  it("holds the meetings they booked, and their erasure takes the bookings and their mails with the enquiries, the audit counting them", async () => {
    db = await openDatabase(await target.fresh());
    const consultant = await addTeamMember(db, "asha.verma@malwasoftworks.example");
    const start = new Date("2030-01-16T04:30:00Z");
    const booked = await seedBooking(db, {
      start,
      consultantId: consultant,
      email: "neha@example.com",
      state: "rescheduled",
      sequence: 1,
      createdAt: new Date("2030-01-10T09:00:00Z"),
    });
    await queueTeamDelivery(db, {
      enquiryId: booked.enquiryId,
      channel: "booking",
      topic: `${booked.bookingId}:1`,
      now: new Date("2030-01-10T09:00:00Z"),
    });
    // Someone else's booking stays.
    await seedBooking(db, {
      start: new Date("2030-01-17T04:30:00Z"),
      consultantId: consultant,
      email: "ravi@example.com",
    });
    const by = { actor: "lead@malwasoftworks.example", at: new Date("2030-01-11T00:00:00Z") };

    const exported = await exportPerson(db, "Neha@Example.com", by);
    expect(exported.enquiries[0]?.bookings).toEqual([
      {
        startsAt: start.toISOString(),
        endsAt: "2030-01-16T05:00:00.000Z",
        timeZone: "America/New_York",
        state: "rescheduled",
        invitationVersion: 1,
        bookedAt: "2030-01-10T09:00:00.000Z",
        scorecards: [],
      },
    ]);

    const later = { ...by, at: new Date("2030-01-11T00:01:00Z") };
    expect((await erasePerson(db, "neha@example.com", later)).enquiries).toBe(1);
    const left = await db.query("SELECT enquiry_id FROM bookings");
    expect(left.map((row) => row.enquiry_id)).not.toContain(booked.enquiryId);
    expect(left).toHaveLength(1);
    expect(
      await db.query("SELECT id FROM deliveries WHERE topic = $1", [`${booked.bookingId}:1`]),
    ).toEqual([]);
    const { entries } = await auditPage(db, { offset: 0, limit: 10 });
    expect(entries.map((entry) => [entry.action, entry.detail])).toEqual([
      ["person-erased", "1 enquiries, 1 bookings"],
      ["person-exported", "1 enquiries, 1 bookings"],
    ]);
  });

  it("holds an interview day's scorecards, and their erasure takes them with the booking", async () => {
    db = await openDatabase(await target.fresh());
    const interviewer = await addTeamMember(db, "ravi@malwasoftworks.example", {
      displayName: "Ravi Sharma",
    });
    const at = new Date("2030-01-16T09:00:00Z");
    const interview = await seedBooking(db, {
      start: new Date("2030-01-16T04:30:00Z"),
      consultantId: interviewer,
      email: "meera@example.com",
      kind: "jobEnquiry",
    });
    await saveScorecard(db, {
      bookingId: interview.bookingId,
      interviewerId: interviewer,
      ratings: [{ attribute: "Communication", rating: 4 }],
      recommendation: "strong-yes",
      notes: "Meera explained her own checkout design clearly.",
      at,
    });
    const by = { actor: "lead@malwasoftworks.example", at };

    const exported = await exportPerson(db, "meera@example.com", by);
    expect(exported.enquiries[0]?.bookings[0]?.scorecards).toEqual([
      {
        interviewer: "Ravi Sharma",
        ratings: [{ attribute: "Communication", rating: 4 }],
        recommendation: "strong-yes",
        notes: "Meera explained her own checkout design clearly.",
        submittedAt: at.toISOString(),
        updatedAt: at.toISOString(),
      },
    ]);

    await erasePerson(db, "meera@example.com", by);
    expect(await db.query("SELECT booking_id FROM scorecards")).toEqual([]);
  });
});
