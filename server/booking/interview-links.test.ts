/**
 * A candidate's interview day booked through their personal link (decision 027), against SQLite
 * and a real PostgreSQL: the link a recruiter's stage e-mail offers books once, through the same
 * engine, invitation life cycle (read by ical.js, a parser we did not write), reminders and manage
 * links as a consultation; an expired link books nothing. After the day, the interviewer is
 * reminded of a missing scorecard once, at its time, and not when it was submitted or the day
 * cancelled; a moved day's reminder moves with it.
 */
import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSession } from "#shared/accounts/contract.ts";
import { BOOK_MANAGE_PATH } from "#shared/booking/contract.ts";
import { actionFor } from "#shared/enquiries/kinds.ts";
import { INTERVIEW_PATH } from "#shared/hiring/interview-link.ts";
import { scorecardPath } from "#shared/hiring/scorecards.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { saveScorecard } from "#server/hiring/scorecards-store.ts";
import { createAdminUser } from "#server/accounts/users-store.ts";
import { createOutbound } from "#server/boot/outbound.ts";
import { loadEnv } from "#server/boot/env.ts";
import { saveEnquiry } from "#server/enquiries/store.ts";
import { createApplications } from "#server/hiring/applications.ts";
import { applicationOnArrival } from "#server/hiring/applications-store.ts";
import { seedFirstOpenings } from "#server/hiring/directory.ts";
import { allOpenings } from "#server/hiring/openings-store.ts";
import { createNotifier } from "#server/outbox/notifier.ts";
import type { Database } from "#server/store/database.ts";
import { openDatabase } from "#server/store/open.ts";
import { calendarPart } from "#server/test-support/calendar-part.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { startSmtpSink, type SmtpSink } from "#server/test-support/smtp-sink.ts";
import { createInterviewBooking } from "./interview-links.ts";
import { createBookingLinks } from "./links.ts";
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
const ist = (local: string) => new Date(`${local}+05:30`);
const SITE = "https://www.malwasoftworks.example";
const CANDIDATE = "meera@example.com";
const RECRUITER = "ritu@malwasoftworks.example";
const recruiter: AdminSession = { email: RECRUITER, role: "recruiter", csrfToken: "unused" };

async function setUp(db: Database) {
  const clock = { now: ist("2027-01-04T09:00") };
  await createAdminUser(db, {
    id: randomUUID(),
    email: "ananya@malwasoftworks.example",
    passwordHash: "scrypt$unused",
    createdAt: clock.now,
    role: undefined,
    displayName: "Ananya Rathore",
  });
  // No account is marked as an interviewer: the recruiters take the interview days.
  await createAdminUser(db, {
    id: randomUUID(),
    email: RECRUITER,
    passwordHash: "scrypt$unused",
    createdAt: clock.now,
    role: "recruiter",
    displayName: "Ritu Malviya",
  });
  await seedFirstOpenings(db, clock.now);
  const [opening] = await allOpenings(db);
  const enquiryId = randomUUID();
  await saveEnquiry(
    db,
    {
      id: enquiryId,
      kind: "jobEnquiry",
      action: actionFor("jobEnquiry"),
      fields: { name: "Meera Iyer", email: CANDIDATE, opening: opening!.slug },
      submissionId: undefined,
      isSpam: false,
      createdAt: clock.now,
    },
    [],
    [applicationOnArrival()],
  );
  const env = loadEnv({ SMTP_URL: sink.url, SITE_URL: SITE });
  const now = () => clock.now;
  const notifier = createNotifier({
    db,
    ...createOutbound(env, { db, booking: setup, now }),
    logger: capturedLogger().logger,
    now,
  });
  const applications = createApplications(
    { db, logger: capturedLogger().logger, now, siteUrl: SITE },
    "203.0.113.9",
  );
  const interviews = createInterviewBooking({ db, setup, now });
  const links = createBookingLinks({ db, setup, now });

  /** The token of a new personal link, as the stage e-mail carries it. */
  async function offerLink(): Promise<string> {
    const link = await applications.interviewLink(recruiter, enquiryId);
    const token = new RegExp(`^${SITE}${INTERVIEW_PATH}/([\\w-]+)$`).exec(link ?? "")?.[1];
    if (!token) throw new Error(`No interview link: ${link}`);
    return token;
  }

  /** Sends what the outbox has due now: each mail's recipient, subject, text and invitation. */
  async function sendDue() {
    sink.clear();
    await notifier.runOnce();
    return sink.messages.map((mail) => {
      const invitation = /text\/calendar/i.test(mail.raw) ? calendarPart(mail.raw) : undefined;
      const event = invitation
        ? new ICAL.Event(
            new ICAL.Component(ICAL.parse(invitation.ics)).getFirstSubcomponent("vevent")!,
          )
        : undefined;
      return {
        to: mail.recipients.join(),
        subject: mail.subject ?? "",
        text: mail.text ?? "",
        method: invitation?.method,
        uid: event?.uid,
        sequence: event?.sequence,
        start: event?.startDate.toJSDate(),
        organizer: String(event?.component.getFirstPropertyValue("organizer") ?? ""),
        manageToken: new RegExp(`${SITE}${BOOK_MANAGE_PATH}/([\\w-]+)`).exec(mail.text ?? "")?.[1],
      };
    });
  }

  const interviewBookings = async () =>
    db.query("SELECT id, starts_at, state FROM bookings WHERE event_type = 'interview'");

  return { clock, enquiryId, offerLink, interviews, links, sendDue, interviewBookings };
}

/** Books the interview day of Friday 8 January, 10:00 to 13:00 (its scorecard due at 15:00). */
async function bookFriday(fixture: Awaited<ReturnType<typeof setUp>>) {
  const token = await fixture.offerLink();
  const booked = await fixture.interviews.book(token, {
    start: ist("2027-01-08T10:00").toISOString(),
    zone: "Asia/Kolkata",
  });
  if (booked.kind !== "booked") throw new Error(`Not booked: ${booked.kind}`);
  const [confirmation] = await fixture.sendDue();
  return { manageToken: confirmation!.manageToken! };
}

const words = setup.emails.interview;

for (const target of databases.all) {
  describe(`a candidate's interview link on ${target.name}`, () => {
    it("books once through the engine, and the invitation keeps one UID through a move and a cancellation", async () => {
      const db = await openDatabase(await target.fresh());
      const { offerLink, interviews, links, sendDue, interviewBookings } = await setUp(db);
      const token = await offerLink();
      // At least 128 random bits, and the database keeps only a hash of them.
      expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
      const stored = await db.query("SELECT token_hash FROM interview_links");
      expect(stored.map((row) => String(row.token_hash))).not.toContain(token);

      const shown = await interviews.show(token, "Asia/Kolkata");
      if (shown.kind !== "open") throw new Error(`The link shows ${shown.kind}`);
      // No same-day interview: Monday 9:00 offers Tuesday first.
      expect(shown.calendar.days[0]!.isoDay).toBe("2027-01-05");
      expect(shown.position).not.toBe("");

      const booked = await interviews.book(token, {
        start: ist("2027-01-06T10:00").toISOString(),
        zone: "Asia/Kolkata",
      });
      expect(booked.kind).toBe("booked");
      const [confirmation] = await sendDue();
      expect(confirmation).toMatchObject({
        to: CANDIDATE,
        subject: words.confirmation.subject,
        method: "REQUEST",
        sequence: 0,
        start: ist("2027-01-06T10:00"),
      });
      // The recruiter takes it when no one is marked as an interviewer.
      expect(confirmation!.organizer).toBe(`mailto:${RECRUITER}`);

      // Spent: the link books no second interview.
      expect((await interviews.show(token, undefined)).kind).toBe("used");
      const again = await interviews.book(token, {
        start: ist("2027-01-07T10:00").toISOString(),
        zone: "Asia/Kolkata",
      });
      expect(again.kind).toBe("used");
      expect(await interviewBookings()).toHaveLength(1);

      // The confirmation's manage link opens the interview day, in its own words.
      expect(await links.show(confirmation!.manageToken!, undefined)).toMatchObject({
        kind: "open",
        eventType: "interview",
      });

      // Moved and cancelled through the confirmation's manage link: one UID, SEQUENCE 1 then 2.
      const moved = await links.change(confirmation!.manageToken!, "reschedule", {
        start: ist("2027-01-07T11:00").toISOString(),
        zone: undefined,
      });
      expect(moved.kind).toBe("rescheduled");
      const [rescheduled] = await sendDue();
      expect(rescheduled).toMatchObject({
        method: "REQUEST",
        uid: confirmation!.uid,
        sequence: 1,
        start: ist("2027-01-07T11:00"),
        subject: words.rescheduled.subject,
      });
      await links.change(rescheduled!.manageToken!, "cancel", {
        start: undefined,
        zone: undefined,
      });
      const [cancelled] = await sendDue();
      expect(cancelled).toMatchObject({ method: "CANCEL", uid: confirmation!.uid, sequence: 2 });
      await db.close();
    });

    it("reminds the candidate and the interviewer 24 hours and 1 hour before", async () => {
      const db = await openDatabase(await target.fresh());
      const { clock, offerLink, interviews, sendDue } = await setUp(db);
      const token = await offerLink();
      await interviews.book(token, {
        start: ist("2027-01-08T10:00").toISOString(),
        zone: "Asia/Kolkata",
      });
      await sendDue();

      const recipients = async (at: string) => {
        clock.now = ist(at);
        return (await sendDue()).map((mail) => mail.to).toSorted();
      };
      expect(await recipients("2027-01-07T09:59")).toEqual([]);
      clock.now = ist("2027-01-07T10:00");
      const reminders = await sendDue();
      expect(reminders.map((mail) => mail.to).toSorted()).toEqual([CANDIDATE, RECRUITER]);
      expect(reminders.find((mail) => mail.to === CANDIDATE)!.subject).toBe(words.reminder.subject);
      expect(await recipients("2027-01-08T08:59")).toEqual([]);
      expect(await recipients("2027-01-08T09:00")).toEqual([CANDIDATE, RECRUITER]);
      await db.close();
    });

    it("refuses an expired link and a link replaced by a newer one, and books nothing", async () => {
      const db = await openDatabase(await target.fresh());
      const { clock, offerLink, interviews, interviewBookings } = await setUp(db);
      const first = await offerLink();
      const second = await offerLink();
      expect((await interviews.show(first, undefined)).kind).toBe("expired");

      clock.now = ist("2027-01-11T09:00");
      expect((await interviews.show(second, undefined)).kind).toBe("expired");
      const refused = await interviews.book(second, {
        start: ist("2027-01-13T10:00").toISOString(),
        zone: "Asia/Kolkata",
      });
      expect(refused.kind).toBe("expired");
      expect(await interviewBookings()).toEqual([]);
      expect((await interviews.show("no-such-link", undefined)).kind).toBe("unknown");
      await db.close();
    });

    it("reminds the interviewer of a missing scorecard 2 hours after the interview day, once", async () => {
      const db = await openDatabase(await target.fresh());
      const fixture = await setUp(db);
      await bookFriday(fixture);
      const scorecardMails = async (at: string) => {
        fixture.clock.now = ist(at);
        return (await fixture.sendDue()).filter(
          (mail) =>
            mail.subject === fillIn(words.scorecardReminder.subject, { name: "Meera Iyer" }),
        );
      };
      expect(await scorecardMails("2027-01-08T14:59")).toEqual([]);
      const [reminder, ...more] = await scorecardMails("2027-01-08T15:00");
      expect(more).toEqual([]);
      expect(reminder?.to).toBe(RECRUITER);
      const [booking] = await fixture.interviewBookings();
      expect(reminder?.text).toContain(`${SITE}${scorecardPath(String(booking!.id))}`);
      expect(await scorecardMails("2027-01-09T15:00")).toEqual([]);
      await db.close();
    });

    it("sends no scorecard reminder once it is submitted, nor for a cancelled day, and plans it again for a moved one", async () => {
      const submitted = await openDatabase(await target.fresh());
      const first = await setUp(submitted);
      await bookFriday(first);
      const [booking] = await first.interviewBookings();
      const [interviewer] = await submitted.query("SELECT id FROM admin_users WHERE email = $1", [
        RECRUITER,
      ]);
      await saveScorecard(submitted, {
        bookingId: String(booking!.id),
        interviewerId: String(interviewer!.id),
        ratings: [],
        recommendation: "yes",
        notes: "",
        at: ist("2027-01-08T13:30"),
      });
      first.clock.now = ist("2027-01-08T15:00");
      expect((await first.sendDue()).map((mail) => mail.to)).toEqual([]);
      await submitted.close();

      const changed = await openDatabase(await target.fresh());
      const second = await setUp(changed);
      const { manageToken } = await bookFriday(second);
      const moved = await second.links.change(manageToken, "reschedule", {
        start: ist("2027-01-11T10:00").toISOString(),
        zone: undefined,
      });
      expect(moved.kind).toBe("rescheduled");
      const recipients = async (at: string) => {
        second.clock.now = ist(at);
        return (await second.sendDue())
          .filter((mail) => mail.subject.startsWith("Your scorecard"))
          .map((mail) => mail.to);
      };
      // Not at the old day's time; at the new one's.
      expect(await recipients("2027-01-08T15:00")).toEqual([]);
      expect(await recipients("2027-01-11T14:59")).toEqual([]);
      expect(await recipients("2027-01-11T15:00")).toEqual([RECRUITER]);
      await changed.close();

      const cancelled = await openDatabase(await target.fresh());
      const third = await setUp(cancelled);
      const booked = await bookFriday(third);
      await third.links.change(booked.manageToken, "cancel", { start: undefined, zone: undefined });
      third.clock.now = ist("2027-01-08T15:00");
      expect(
        (await third.sendDue()).filter((mail) => mail.subject.startsWith("Your scorecard")),
      ).toEqual([]);
      await cancelled.close();
    });
  });
}
