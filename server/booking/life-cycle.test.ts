/**
 * A booking's life cycle as the visitor lives it: the link in each mail opens the booking's page,
 * a move and a cancellation made there are mailed through the outbox to a real SMTP sink, and the
 * invitations, read by a parser we did not write (ical.js), keep a calendar to one event, then none.
 */
import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTORS } from "#shared/audit/log.ts";
import { BOOK_MANAGE_PATH } from "#shared/booking/contract.ts";
import { actionFor } from "#shared/enquiries/kinds.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { createAdminUser } from "#server/accounts/users-store.ts";
import { auditPage } from "#server/audit/log.ts";
import { createOutbound } from "#server/boot/outbound.ts";
import { loadEnv } from "#server/boot/env.ts";
import { createNotifier } from "#server/outbox/notifier.ts";
import type { Database } from "#server/store/database.ts";
import { openDatabase } from "#server/store/open.ts";
import { calendarPart } from "#server/test-support/calendar-part.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { startSmtpSink, type SmtpSink } from "#server/test-support/smtp-sink.ts";
import type { AdminSession } from "#shared/accounts/contract.ts";
import { createBookingLinks } from "./links.ts";
import { createStaffBookingActions } from "./staff.ts";
import { bookWithEnquiry } from "./service.ts";
import { readBookingSetup } from "./settings.ts";
import { findBooking } from "./store.ts";

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

/** What a calendar client keeps of the invitations it was sent: one event per UID, or none. */
class CalendarClient {
  readonly events = new Map<string, { sequence: number; start: Date }>();
  /** The most events it ever held at once. */
  most = 0;

  apply(ics: string): void {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const method = calendar.getFirstPropertyValue("method");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    const held = this.events.get(event.uid);
    // RFC 5546: a version older than the one held is ignored.
    if (held && event.sequence < held.sequence) return;
    if (method === "CANCEL") this.events.delete(event.uid);
    else
      this.events.set(event.uid, { sequence: event.sequence, start: event.startDate.toJSDate() });
    this.most = Math.max(this.most, this.events.size);
  }
}

interface SentInvitation {
  readonly method: string | undefined;
  readonly uid: string;
  readonly sequence: number;
  readonly status: unknown;
  readonly start: Date;
  readonly ics: string;
  readonly text: string;
  /** The token of the booking's page the mail links to; undefined when it links elsewhere. */
  readonly token: string | undefined;
}

const longestLineOctets = (text: string) =>
  Math.max(...text.split("\r\n").map((line) => Buffer.byteLength(line, "utf8")));

async function setUp(db: Database) {
  await createAdminUser(db, {
    id: randomUUID(),
    email: "ananya@malwasoftworks.example",
    passwordHash: "scrypt$unused",
    createdAt: new Date("2027-01-01T00:00:00Z"),
    role: undefined,
    displayName: "Ananya Rathore",
  });
  const clock = { now: ist("2027-01-04T09:00") };
  const env = loadEnv({ SMTP_URL: sink.url, SITE_URL: SITE });
  const notifier = createNotifier({
    db,
    ...createOutbound(env, { db, booking: setup, now: () => clock.now }),
    logger: capturedLogger().logger,
    now: () => clock.now,
  });
  const links = createBookingLinks({ db, setup, now: () => clock.now });

  async function book(start: Date, name = "Neha Joshi") {
    const outcome = await bookWithEnquiry(
      db,
      {
        id: randomUUID(),
        kind: "consultation",
        action: actionFor("consultation"),
        fields: { name, email: "neha@example.com" },
        submissionId: undefined,
        isSpam: false,
        createdAt: clock.now,
      },
      [],
      [],
      setup.rules.consultation,
      setup.refused,
      { eventType: "consultation", start, visitorZone: "America/New_York" },
      clock.now,
    );
    if (!outcome.booked) throw new Error(`Not booked: ${outcome.reason}`);
    return outcome.booking.id;
  }

  /** Sends what the outbox has due, and reads the one mail it sent. */
  async function nextMail(): Promise<SentInvitation> {
    sink.clear();
    expect(await notifier.runOnce()).toBe(1);
    const [mail] = await sink.waitForMessages(1);
    const { method, ics } = calendarPart(mail!.raw);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue("method")).toBe(method);
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    const link = new RegExp(`${SITE}${BOOK_MANAGE_PATH}/([\\w-]+)`).exec(mail!.text ?? "");
    return {
      method,
      uid: event.uid,
      sequence: event.sequence,
      status: event.component.getFirstPropertyValue("status"),
      start: event.startDate.toJSDate(),
      ics,
      text: mail!.text ?? "",
      token: link?.[1],
    };
  }

  const staff = createStaffBookingActions({
    db,
    setup,
    clientAddress: "203.0.113.9",
    now: () => clock.now,
  });
  /**
   * Sends what the outbox has due now (a reminder of a meeting that no longer stands is handled
   * without a mail): each mail's recipient, subject and text. The sink has a message once its
   * sending resolved.
   */
  async function sendDue() {
    sink.clear();
    await notifier.runOnce();
    return sink.messages.map((mail) => ({
      to: mail.recipients.join(),
      subject: mail.subject ?? "",
      text: mail.text ?? "",
    }));
  }

  return { clock, links, staff, book, nextMail, sendDue };
}

const administrator: AdminSession = {
  email: "ananya@malwasoftworks.example",
  role: "administrator",
  csrfToken: "unused",
};
const recruiter: AdminSession = {
  email: "ritu@malwasoftworks.example",
  role: "recruiter",
  csrfToken: "unused",
};

/** The audit log's booking entries, oldest first: action, actor, client address, detail. */
async function bookingAudit(db: Database) {
  const { entries } = await auditPage(db, { offset: 0, limit: 50 });
  return entries
    .filter((entry) => entry.action.startsWith("booking-"))
    .map((entry) => [entry.action, entry.actor, entry.clientAddress, entry.detail])
    .toReversed();
}

for (const target of databases.all) {
  describe(`a booking's life cycle on ${target.name}`, () => {
    it("moves twice and cancels by the mails' links: one UID, SEQUENCE 0 to 3, and a calendar left empty", async () => {
      const db = await openDatabase(await target.fresh());
      const { clock, links, book, nextMail } = await setUp(db);
      const bookingId = await book(ist("2027-01-11T10:00"));
      const client = new CalendarClient();

      const first = await nextMail();
      expect(first).toMatchObject({ method: "REQUEST", sequence: 0, status: "CONFIRMED" });
      expect(first.token).toBeDefined();
      // 256 random bits; the database keeps only the token's hash.
      expect(Buffer.from(first.token!, "base64url").length).toBeGreaterThanOrEqual(16);
      client.apply(first.ics);

      // The page shows the booking in the visitor's zone with the office's, and fresh times.
      const shown = await links.show(first.token!, undefined);
      if (shown.kind !== "open") throw new Error(`The page shows ${shown.kind}`);
      expect(shown.line).toBe(
        "Sunday 10 January 2027, 23:30 Eastern Standard Time (Monday 11 January 2027, 10:00 India Standard Time)",
      );
      // Half an hour later is inside the meeting's own buffer: free, since it moves itself.
      const halfPast = ist("2027-01-11T10:30");
      const offered = shown.calendar.days.flatMap((day) => day.slots.map((slot) => slot.start));
      expect(offered).toContain(halfPast.toISOString());

      const moved = await links.change(first.token!, "reschedule", {
        start: halfPast.toISOString(),
        zone: undefined,
      });
      expect(moved).toMatchObject({ kind: "rescheduled" });
      const second = await nextMail();
      expect(second).toMatchObject({ method: "REQUEST", sequence: 1, uid: first.uid });
      expect(second.start).toEqual(halfPast);
      expect(second.token).not.toBe(first.token);
      client.apply(second.ics);
      // The first mail's link is spent: it opens nothing, and moves nothing.
      expect(await links.show(first.token!, undefined)).toEqual({ kind: "unknown" });
      expect(
        await links.change(first.token!, "cancel", { start: undefined, zone: undefined }),
      ).toEqual({ kind: "unknown" });

      clock.now = ist("2027-01-05T12:00");
      const later = ist("2027-01-12T15:00");
      expect(
        await links.change(second.token!, "reschedule", {
          start: later.toISOString(),
          zone: undefined,
        }),
      ).toMatchObject({ kind: "rescheduled" });
      const third = await nextMail();
      expect(third).toMatchObject({ method: "REQUEST", sequence: 2, uid: first.uid });
      expect(third.start).toEqual(later);
      client.apply(third.ics);

      clock.now = ist("2027-01-06T12:00");
      expect(
        await links.change(third.token!, "cancel", { start: undefined, zone: undefined }),
      ).toMatchObject({ kind: "cancelled" });
      const fourth = await nextMail();
      expect(fourth).toMatchObject({
        method: "CANCEL",
        sequence: 3,
        status: "CANCELLED",
        uid: first.uid,
      });
      expect(fourth.start).toEqual(later);
      // The visitor cancelled it: no reason of the team's to give.
      expect(fourth.text).not.toContain(
        fillIn(setup.emails.consultation.cancelled.reason, { reason: "" }).trim(),
      );
      client.apply(fourth.ics);

      for (const mail of [first, second, third, fourth]) {
        expect(longestLineOctets(mail.ics)).toBeLessThanOrEqual(75);
      }
      expect(client.events.size).toBe(0);
      expect(client.most).toBe(1);
      expect(await findBooking(db, bookingId)).toMatchObject({ state: "cancelled", sequence: 3 });

      const { entries } = await auditPage(db, { offset: 0, limit: 10 });
      expect(
        entries
          .filter((entry) => entry.action.startsWith("booking-"))
          .map((entry) => [entry.action, entry.actor])
          .toReversed(),
      ).toEqual([
        ["booking-rescheduled", SYSTEM_ACTORS.bookingLink],
        ["booking-rescheduled", SYSTEM_ACTORS.bookingLink],
        ["booking-cancelled", SYSTEM_ACTORS.bookingLink],
      ]);
      await db.close();
    });

    it("refuses a time another meeting holds with the nearest free ones, and closes changes 2 hours before", async () => {
      const db = await openDatabase(await target.fresh());
      const { clock, links, book, nextMail, sendDue } = await setUp(db);
      await book(ist("2027-01-11T10:00"), "Neha Joshi");
      const own = await nextMail();
      await book(ist("2027-01-11T12:00"), "Arjun Rao");
      await nextMail();

      const refused = await links.change(own.token!, "reschedule", {
        start: ist("2027-01-11T12:00").toISOString(),
        zone: undefined,
      });
      if (refused.kind !== "open") throw new Error(`The page shows ${refused.kind}`);
      expect(refused.refused).toBe(setup.refused.taken);
      expect(refused.nearest.length).toBeGreaterThan(0);
      expect(refused.nearest.map((slot) => slot.start)).not.toContain(
        ist("2027-01-11T12:00").toISOString(),
      );
      expect(await sendDue()).toEqual([]);

      // An hour and a half before: the page says so, and neither a move nor a cancel goes through.
      clock.now = ist("2027-01-11T08:30");
      expect(await links.show(own.token!, undefined)).toMatchObject({ kind: "too-late" });
      for (const intent of ["cancel", "reschedule"] as const) {
        expect(
          await links.change(own.token!, intent, {
            start: ist("2027-01-11T15:00").toISOString(),
            zone: undefined,
          }),
        ).toMatchObject({ kind: "too-late" });
      }
      expect(await links.show("no-such-token", undefined)).toEqual({ kind: "unknown" });
      await db.close();
    });
  });
}

for (const target of databases.all) {
  describe(`the team's actions on a booking on ${target.name}`, () => {
    it("move it even within the visitor's last 2 hours, mailing the next REQUEST, and mark a missed one after its start", async () => {
      const db = await openDatabase(await target.fresh());
      const { clock, staff, book, nextMail, sendDue } = await setUp(db);
      const bookingId = await book(ist("2027-01-11T10:00"));
      const first = await nextMail();

      // A recruiter does not work consultations: nothing changes.
      expect(await staff.cancel(recruiter, bookingId, "no")).toMatchObject({ changed: false });
      expect(await staff.markNoShow(recruiter, bookingId)).toMatchObject({ changed: false });
      expect(await findBooking(db, bookingId)).toMatchObject({ state: "booked", sequence: 0 });

      clock.now = ist("2027-01-11T09:00");
      const eleven = ist("2027-01-11T11:00");
      expect(await staff.reschedule(administrator, bookingId, eleven)).toMatchObject({
        changed: true,
      });
      const moved = await nextMail();
      expect(moved).toMatchObject({ method: "REQUEST", sequence: 1, uid: first.uid });
      expect(moved.start).toEqual(eleven);

      // Not before the meeting has started.
      clock.now = ist("2027-01-11T10:50");
      expect(await staff.markNoShow(administrator, bookingId)).toMatchObject({
        changed: false,
        reason: "not-yet",
      });
      clock.now = ist("2027-01-11T11:10");
      expect(await staff.markNoShow(administrator, bookingId)).toMatchObject({ changed: true });
      expect(await findBooking(db, bookingId)).toMatchObject({ state: "no_show", sequence: 1 });
      // The invitation stands as it was, and the meeting is past reminding: nothing is mailed.
      expect(await sendDue()).toEqual([]);
      expect(await staff.markHeld(administrator, bookingId)).toMatchObject({
        changed: false,
        reason: "inactive",
      });

      expect(await bookingAudit(db)).toEqual([
        [
          "booking-rescheduled",
          administrator.email,
          "203.0.113.9",
          `booking ${bookingId}: moved to ${eleven.toISOString()}`,
        ],
        ["booking-no-show", administrator.email, "203.0.113.9", `booking ${bookingId}: no-show`],
      ]);
      await db.close();
    });

    it("offer, when a move is refused, the nearest of the times the move screen offers (inside the visitor's notice too)", async () => {
      const db = await openDatabase(await target.fresh());
      const { clock, staff, book } = await setUp(db);
      await book(ist("2027-01-11T10:00"), "Neha Joshi");
      const moving = await book(ist("2027-01-11T16:00"), "Arjun Rao");

      // At 8 that morning: the visitor's 4-hour notice would hide the times before noon.
      clock.now = ist("2027-01-11T08:00");
      const wanted = ist("2027-01-11T10:00");
      const refused = await staff.reschedule(administrator, moving, wanted);
      if (refused.changed) throw new Error("The move to a taken time went through");
      expect(refused.reason).toBe("taken");

      const choices = await staff.moveChoices(administrator, moving);
      if (typeof choices !== "object") throw new Error(`No move screen: ${choices}`);
      const offered = choices.calendar.days.flatMap((day) => day.slots.map((slot) => slot.start));
      const distance = (iso: string) => Math.abs(new Date(iso).getTime() - wanted.getTime());
      const nearestOffered = offered
        .toSorted((a, b) => distance(a) - distance(b))
        .slice(0, 3)
        .toSorted();
      expect(refused.nearest.map((slot) => slot.start.toISOString())).toEqual(nearestOffered);
      // And the move takes the first of them.
      expect(
        await staff.reschedule(administrator, moving, refused.nearest[0]!.start),
      ).toMatchObject({ changed: true });
      await db.close();
    });

    it("cancel one with a reason, mailing the CANCEL; mark another held", async () => {
      const db = await openDatabase(await target.fresh());
      const { clock, staff, book, nextMail } = await setUp(db);
      const cancelled = await book(ist("2027-01-11T10:00"), "Neha Joshi");
      const first = await nextMail();
      const held = await book(ist("2027-01-11T14:00"), "Arjun Rao");
      await nextMail();

      clock.now = ist("2027-01-05T10:00");
      const reason = "Our consultant is unwell; we will write to find another time.";
      expect(await staff.cancel(administrator, cancelled, reason)).toMatchObject({ changed: true });
      const cancellation = await nextMail();
      expect(cancellation).toMatchObject({
        method: "CANCEL",
        status: "CANCELLED",
        sequence: 1,
        uid: first.uid,
      });
      // The visitor reads why, as the form tells the team.
      expect(cancellation.text.replace(/\s+/g, " ")).toContain(reason);
      expect(await findBooking(db, cancelled)).toMatchObject({
        state: "cancelled",
        cancelReason: reason,
      });
      // Its time is free again.
      expect(await book(ist("2027-01-11T10:00"), "Kavya Menon")).toBeDefined();

      clock.now = ist("2027-01-11T14:40");
      expect(await staff.markHeld(administrator, held)).toMatchObject({ changed: true });
      expect(await findBooking(db, held)).toMatchObject({ state: "held" });
      expect(
        (await bookingAudit(db)).map(([action, actor, , detail]) => [action, actor, detail]),
      ).toEqual([
        ["booking-cancelled", administrator.email, `booking ${cancelled}: cancelled: ${reason}`],
        ["booking-held", administrator.email, `booking ${held}: held`],
      ]);
      await db.close();
    });
  });
}

for (const target of databases.all) {
  describe(`moves at once on ${target.name}`, () => {
    it("give a time to exactly one of five meetings moved to it in parallel; the others hear it was taken", async () => {
      const db = await openDatabase(await target.fresh());
      const { clock, staff, book } = await setUp(db);
      const meetings: string[] = [];
      for (const hour of ["10", "11", "12", "14", "16"]) {
        meetings.push(await book(ist(`2027-01-11T${hour}:00`), `Visitor ${hour}`));
      }
      clock.now = ist("2027-01-05T10:00");
      const wanted = ist("2027-01-12T15:00");
      const outcomes = await Promise.all(
        meetings.map((id) => staff.reschedule(administrator, id, wanted)),
      );
      expect(outcomes.filter((outcome) => outcome.changed)).toHaveLength(1);
      for (const outcome of outcomes.filter((done) => !done.changed)) {
        expect(outcome).toMatchObject({ changed: false, reason: "taken" });
      }
      const [{ count } = {}] = await db.query(
        "SELECT COUNT(*) AS count FROM bookings WHERE starts_at = $1",
        [wanted.toISOString()],
      );
      expect(Number(count)).toBe(1);
      await db.close();
    });
  });
}

const reminderWords = setup.emails.consultation.reminder;
const toVisitor = "neha@example.com";
const toConsultant = "ananya@malwasoftworks.example";

for (const target of databases.all) {
  describe(`a booking's reminders on ${target.name}`, () => {
    it("go to the visitor and the consultant 24 hours and 1 hour before, and not before", async () => {
      const db = await openDatabase(await target.fresh());
      const { clock, book, nextMail, sendDue } = await setUp(db);
      const bookingId = await book(ist("2027-01-11T10:00"));
      await nextMail();

      clock.now = ist("2027-01-10T09:59");
      expect(await sendDue()).toEqual([]);
      clock.now = ist("2027-01-10T10:00");
      const dayBefore = await sendDue();
      expect(dayBefore.map((mail) => mail.to).toSorted()).toEqual([toConsultant, toVisitor]);
      const visitor = dayBefore.find((mail) => mail.to === toVisitor)!;
      expect(visitor.subject).toBe(reminderWords.subject);
      // The visitor's time with the office's, and a working link to move or cancel it.
      expect(visitor.text).toContain("Sunday 10 January 2027, 23:30 Eastern Standard Time");
      expect(visitor.text).toMatch(new RegExp(`${SITE}${BOOK_MANAGE_PATH}/[\\w-]{40,}`));
      // The consultant's in the office's time, with the enquiry's page.
      const consultant = dayBefore.find((mail) => mail.to === toConsultant)!;
      expect(consultant.subject).toContain("Neha Joshi");
      expect(consultant.text).toContain("Monday 11 January 2027, 10:00 India Standard Time");
      const [{ enquiry_id: enquiryId } = {}] = await db.query(
        "SELECT enquiry_id FROM bookings WHERE id = $1",
        [bookingId],
      );
      expect(consultant.text).toContain(`${SITE}/admin/enquiries/${String(enquiryId)}`);

      clock.now = ist("2027-01-11T08:59");
      expect(await sendDue()).toEqual([]);
      clock.now = ist("2027-01-11T09:00");
      expect((await sendDue()).map((mail) => mail.to).toSorted()).toEqual([
        toConsultant,
        toVisitor,
      ]);
      clock.now = ist("2027-01-11T12:00");
      expect(await sendDue()).toEqual([]);
      await db.close();
    });

    it("move with the meeting, stop with its cancellation, and are skipped when their time has passed at booking", async () => {
      const db = await openDatabase(await target.fresh());
      const { clock, links, book, nextMail, sendDue } = await setUp(db);
      await book(ist("2027-01-11T10:00"));
      const first = await nextMail();
      clock.now = ist("2027-01-05T10:00");
      const moved = ist("2027-01-12T15:00");
      await links.change(first.token!, "reschedule", {
        start: moved.toISOString(),
        zone: undefined,
      });
      const second = await nextMail();

      // None at the old times.
      for (const at of ["2027-01-10T10:00", "2027-01-11T09:00"]) {
        clock.now = ist(at);
        expect(await sendDue()).toEqual([]);
      }
      clock.now = ist("2027-01-11T15:00");
      const dayBefore = await sendDue();
      expect(dayBefore).toHaveLength(2);
      expect(dayBefore.find((mail) => mail.to === toVisitor)!.text).toContain(
        "Tuesday 12 January 2027, 04:30 Eastern Standard Time",
      );

      // Cancelled before its hour-before reminder: that one is never sent.
      await links.change(second.token!, "cancel", { start: undefined, zone: undefined });
      expect((await nextMail()).method).toBe("CANCEL");
      clock.now = ist("2027-01-12T14:00");
      expect(await sendDue()).toEqual([]);

      // Booked five hours ahead: only the hour-before reminders are planned; and with the
      // outbox held up until the meeting has begun, they are not sent late.
      clock.now = ist("2027-01-13T05:00");
      await book(ist("2027-01-13T10:00"), "Arjun Rao");
      await nextMail();
      expect(await waitingBookingMails(db)).toBe(2);
      clock.now = ist("2027-01-13T10:05");
      expect(await sendDue()).toEqual([]);
      await db.close();
    });
  });
}

/** How many booking mails wait in the outbox. */
async function waitingBookingMails(db: Database): Promise<number> {
  const rows = await db.query(
    "SELECT COUNT(*) AS waiting FROM deliveries WHERE channel = 'booking' AND status = 'pending'",
  );
  return Number(rows[0]?.waiting);
}
