/** The report's figures, against SQLite and a real PostgreSQL. */
import { afterAll, describe, expect, it } from "vitest";
import { quantile } from "#shared/inbox/report.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { adminServiceFixture, minutes, reader, T0 } from "#server/test-support/admin-service.ts";
import { saveEnquiry } from "#server/test-support/enquiries.ts";
import { actionFor } from "#shared/enquiries/kinds.ts";
import { createReplyClock } from "#server/reply-promise/clock.ts";
import { conversations } from "#server/reply-promise/conversation.ts";
import { teamWeekOf } from "./report.ts";
import { seedBooking } from "#server/test-support/bookings.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const HOUR = 60;
const at = (m: number) => new Date(T0.getTime() + minutes(m));

describe("the team's week", () => {
  it("starts on the Monday of the company's zone", () => {
    // Sunday 20 January 2030, 23:00 in India, is still the week of Monday 14 January.
    expect(teamWeekOf(new Date("2030-01-20T17:30:00Z"))).toBe("2030-01-14");
    expect(teamWeekOf(new Date("2030-01-20T18:30:00Z"))).toBe("2030-01-21");
  });
});

describe.each(databases.all)("the report on $name", (target) => {
  const fx = adminServiceFixture(target);

  it("counts by week, kind, campaign and referring site, and times the first answers against the promise", async () => {
    const admin = (await fx.setUp({ teamChannels: ["reply"] }))();
    const save = (
      name: string,
      received: number,
      attribution?: Record<string, string>,
      spam = false,
    ) =>
      saveEnquiry(
        fx.db,
        {
          id: crypto.randomUUID(),
          kind: name.startsWith("P") ? "project" : "contact",
          action: actionFor(name.startsWith("P") ? "project" : "contact"),
          fields: { name, email: `${name.toLowerCase()}@example.com` },
          submissionId: undefined,
          isSpam: spam,
          ...(attribution ? { attribution } : {}),
          createdAt: at(received),
        },
        [],
        { dueAt: at(received + 24 * HOUR), remindAt: at(received + 18 * HOUR) },
      );
    const fast = await save("Pia", 0, { utmSource: "google", utmCampaign: "launch" });
    const late = await save("Cal", 60, { referrer: "https://www.linkedin.com" });
    await save("Con", 120);
    await save("Spammer", 180, { utmSource: "google" }, true);
    fx.clock = at(2 * HOUR);
    expect(await admin.sendReply(reader, fast.id, "Thanks")).toBe("queued");
    fx.clock = at(60 + 30 * HOUR);
    await admin.markAnsweredOutside(reader, late.id);

    fx.clock = at(40 * HOUR);
    const report = await admin.report(reader, 30);
    expect(report.byWeek).toEqual([
      { week: "2030-01-14", kind: "contact", count: 2 },
      { week: "2030-01-14", kind: "project", count: 1 },
    ]);
    expect(report.byCampaign).toEqual([
      { source: "", campaign: "", count: 2 },
      { source: "google", campaign: "launch", count: 1 },
    ]);
    expect(report.byReferrer).toEqual([
      { referrer: "", count: 2 },
      { referrer: "https://www.linkedin.com", count: 1 },
    ]);
    expect(report.replyHours).toEqual([2, 30]);
    expect(report).toMatchObject({ answered: 2, unanswered: 1, answeredInTime: 1 });
    expect(quantile(report.replyHours, 0.5)).toBe(16);
    expect(quantile(report.replyHours, 0.9)).toBeCloseTo(27.2);

    fx.clock = at(40 * HOUR + 30 * 24 * HOUR);
    expect((await admin.report(reader, 30)).byWeek).toEqual([]);
  });

  it("times the next reply to each customer's answer, keeping the first reply judged by its own promise", async () => {
    const admin = (await fx.setUp({ teamChannels: ["reply"] }))();
    const { customerMessageArrived } = conversations(
      createReplyClock({
        kind: "calendar",
        hours: 24,
        openingHours: [],
        timeZone: "Asia/Kolkata",
        holidays: new Set(),
      }),
    );
    const enquiry = {
      id: crypto.randomUUID(),
      kind: "contact" as const,
      action: actionFor("contact"),
      fields: { name: "Asha", email: "asha@example.com" },
      submissionId: undefined,
      isSpam: false,
      createdAt: at(0),
    };
    await saveEnquiry(fx.db, enquiry, [], { dueAt: at(24 * HOUR), remindAt: at(18 * HOUR) });
    // The first reply is late (30 h against 24 h); the customer answers, the team replies in
    // 5 h, the customer answers again, the reply takes 30 h (late), and a last answer waits.
    fx.clock = at(30 * HOUR);
    expect(await admin.sendReply(reader, enquiry.id, "Thanks")).toBe("queued");
    const answer = (hours: number) =>
      fx.db.transaction((tx) =>
        customerMessageArrived(tx, enquiry.id, at(hours * HOUR), { autoReply: false }),
      );
    await answer(35);
    fx.clock = at(40 * HOUR);
    expect(await admin.sendReply(reader, enquiry.id, "Here it is")).toBe("queued");
    await answer(50);
    fx.clock = at(80 * HOUR);
    expect(await admin.sendReply(reader, enquiry.id, "Done")).toBe("queued");
    await answer(90);

    fx.clock = at(100 * HOUR);
    const report = await admin.report(reader, 30);
    expect(report).toMatchObject({ replyHours: [30], answered: 1, answeredInTime: 0 });
    expect(report.next).toEqual({
      replyHours: [5, 30],
      answered: 2,
      unanswered: 1,
      answeredInTime: 1,
    });
  });

  it("counts the consultations booked by the week they were booked in, and the share of consultation enquiries that booked, for the roles that work on them", async () => {
    const admin = (await fx.setUp())();
    const consultation = (name: string, received: number) =>
      saveEnquiry(
        fx.db,
        {
          id: crypto.randomUUID(),
          kind: "consultation",
          action: actionFor("consultation"),
          fields: { name, email: `${name.toLowerCase()}@example.com` },
          submissionId: undefined,
          isSpam: false,
          createdAt: at(received),
        },
        [],
      );
    // Booked in the week of 14 January (twice, one cancelled since) and of 21 January (T0 is
    // Tuesday 15 January); one consultation enquiry booked nothing; spam is left out.
    const meeting = at(20 * 24 * HOUR);
    await seedBooking(fx.db, {
      start: meeting,
      consultantId: undefined,
      name: "Asha",
      createdAt: at(0),
    });
    await seedBooking(fx.db, {
      start: at(20 * 24 * HOUR + 60),
      consultantId: undefined,
      name: "Ravi",
      state: "cancelled",
      createdAt: at(HOUR),
    });
    await seedBooking(fx.db, {
      start: at(21 * 24 * HOUR),
      consultantId: undefined,
      name: "Neha",
      createdAt: at(7 * 24 * HOUR),
    });
    await seedBooking(fx.db, {
      start: at(22 * 24 * HOUR),
      consultantId: undefined,
      name: "Spam",
      spam: true,
      createdAt: at(HOUR),
    });
    await consultation("Karan", 2 * HOUR);
    fx.clock = at(8 * 24 * HOUR);

    const report = await admin.report(reader, 30);
    expect(report.bookings).toEqual({
      byWeek: [
        { week: "2030-01-14", count: 2 },
        { week: "2030-01-21", count: 1 },
      ],
      consultations: 4,
      booked: 3,
    });
    const recruiter = { ...reader, role: "recruiter" as const };
    expect((await admin.report(recruiter, 30)).bookings).toEqual({
      byWeek: [],
      consultations: 0,
      booked: 0,
    });
  });
});
