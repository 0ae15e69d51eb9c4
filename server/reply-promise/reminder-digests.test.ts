/**
 * Reminders that help (issue 30), on SQLite and a real PostgreSQL, through a real SMTP server,
 * with the clock moved by the test: enquiries crossing their thresholds within one interval bring
 * one digest, not one mail per threshold per enquiry; the breach of an owned conversation reaches
 * the administrators once, threaded under the team's notification.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { addAdminUser } from "#server/accounts/accounts.ts";
import { setOwner } from "#server/enquiries/owner.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { arrivingEnquiry, saveEnquiry, validBodies } from "#server/test-support/enquiries.ts";
import { teamMailInstance, TEAM_INBOX } from "#server/test-support/team-mail-instance.ts";
import { startSmtpSink, type SmtpSink } from "#server/test-support/smtp-sink.ts";
import { openDatabase } from "#server/store/open.ts";
import type { Database } from "#server/store/database.ts";
import type { DeliveryChannel } from "#shared/outbox/channels.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const T0 = new Date("2030-01-15T04:30:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const PASSWORD = "a long enough passphrase for tests";
const ADMIN = "lead@malwasoftworks.example";
const OWNER = "asha@malwasoftworks.example";

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe.each(databases.all)("reminder digests on $name", (target) => {
  let db: Database;
  let now = T0;
  afterEach(() => db?.close());

  async function setUp() {
    db = await openDatabase(await target.fresh());
    now = T0;
    await addAdminUser(db, ADMIN, PASSWORD, { now: T0 });
    await addAdminUser(db, OWNER, PASSWORD, { now: T0, role: "reviewer" });
    return teamMailInstance(db, sink.url, () => now);
  }

  /** An enquiry received `minutes` after T0 with a promise of one hour (reminded at 45). */
  async function received(minutes: number, name: string, channels: DeliveryChannel[] = []) {
    const enquiry = arrivingEnquiry("contact", {
      fields: { ...validBodies.contact, name },
      createdAt: at(minutes),
    });
    await saveEnquiry(db, enquiry, channels, {
      remindAt: at(minutes + 45),
      dueAt: at(minutes + 60),
    });
    return enquiry.id;
  }

  /** The mails the sink caught since `since`, to `address`. */
  const mailsTo = (address: string, since: number) =>
    sink.messages.slice(since).filter((mail) => mail.recipients.includes(address));

  it("sends one digest for eight enquiries crossing their thresholds in one interval", async () => {
    const instance = await setUp();
    const since = sink.messages.length;
    const names = Array.from({ length: 8 }, (_, index) => `Visitor ${index + 1}`);
    // Received a minute apart: 75 % is passed at 46…53 minutes, the breach at 61…68.
    for (const [index, name] of names.entries()) await received(index + 1, name);

    // A sweep every minute through the interval the 75 % crossings fall in (45–60).
    for (let minute = 40; minute < 60; minute++) {
      now = at(minute);
      await instance.tick();
    }
    expect(mailsTo(TEAM_INBOX, since)).toEqual([]);
    now = at(60);
    await instance.tick();
    const [soon, ...others] = mailsTo(TEAM_INBOX, since);
    expect(others).toEqual([]);
    for (const name of names) expect(soon?.text).toContain(name);
    expect(soon?.subject).toMatch(/0 overdue, 8 due soon/);

    // The breaches (61–68) fall in the next interval: one more digest, at its end.
    for (let minute = 61; minute <= 75; minute++) {
      now = at(minute);
      await instance.tick();
    }
    const [, overdue, ...more] = mailsTo(TEAM_INBOX, since);
    expect(more).toEqual([]);
    expect(overdue?.subject).toMatch(/8 overdue, 0 due soon/);
    for (const name of names) expect(overdue?.text).toContain(name);
    // Nothing new crossed: the following intervals are quiet.
    for (let minute = 76; minute <= 120; minute += 5) {
      now = at(minute);
      await instance.tick();
    }
    expect(mailsTo(TEAM_INBOX, since)).toHaveLength(2);
    await instance.stop();
  });

  it("tells the administrators once at the breach of an owned conversation, threaded", async () => {
    const instance = await setUp();
    const since = sink.messages.length;
    const owned = await received(0, "Rohan Mehta", ["email"]);
    await received(0, "Nobody's", ["email"]);
    await db.transaction((tx) => setOwner(tx, owned, OWNER));
    await instance.tick();
    const notification = mailsTo(TEAM_INBOX, since).find(
      (mail) => mail.headers.get("x-enquiry-id") === owned,
    );
    expect(notification).toBeDefined();

    for (let minute = 40; minute <= 120; minute += 1) {
      now = at(minute);
      await instance.tick();
    }
    const escalations = mailsTo(ADMIN, since);
    expect(escalations).toHaveLength(1);
    const [escalation] = escalations;
    expect(escalation?.subject).toContain(OWNER);
    expect(escalation?.subject).toContain("Rohan Mehta");
    expect(escalation?.headers.get("in-reply-to")).toBe(notification?.headers.get("message-id"));
    expect(escalation?.headers.get("references")).toContain(
      notification?.headers.get("message-id"),
    );
    // The owner hears through their own digests (75 %, breach), each about their one enquiry and
    // threaded under its notification too; the unowned one goes to the team.
    const ownerMails = mailsTo(OWNER, since);
    expect(ownerMails.map((mail) => mail.subject.split(" ").slice(0, 2).join(" "))).toEqual([
      "Reply due",
      "Reply overdue",
    ]);
    for (const mail of ownerMails) {
      expect(mail.text).toContain("Rohan Mehta");
      expect(mail.text).not.toContain("Nobody's");
      expect(mail.headers.get("in-reply-to")).toBe(notification?.headers.get("message-id"));
    }
    const teamReminders = mailsTo(TEAM_INBOX, since).filter((mail) => mail !== notification);
    for (const mail of teamReminders) expect(mail.text).not.toContain("Rohan Mehta");
    expect(teamReminders.map((mail) => mail.subject.split(" ").slice(0, 2).join(" "))).toEqual([
      "New contact",
      "Reply due",
      "Reply overdue",
    ]);
    await instance.stop();
  });
});
