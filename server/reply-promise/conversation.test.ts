/**
 * Closing stops the clock (issue 30), against SQLite and a real PostgreSQL with the clock set by
 * the test: a conversation closed, or waiting on the customer after a reply, gets no reminder and
 * leaves the overdue count; an application moved to Unsuccessful too; a customer's answer reopens
 * the conversation and starts a new clock with reminders of its own, an auto-reply does neither;
 * every move is in the history with who and when.
 */
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { startTestDatabases } from "#server/test-support/databases.ts";
import {
  adminServiceFixture,
  minutes,
  reader,
  T0,
  TEAM,
} from "#server/test-support/admin-service.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { BY_CUSTOMER, enquiryStatus, statusHistoryOf } from "#server/enquiries/status.ts";
import { createReplyClock } from "./clock.ts";
import { findReplyClock } from "./clocks-store.ts";
import { closeConversation, conversations, reopenConversation, replySent } from "./conversation.ts";
import { createReminderSweep } from "./reminders.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const at = (minutesAfterT0: number) => new Date(T0.getTime() + minutes(minutesAfterT0));
/** A promise of one hour, reminded at 45 minutes (the clock below counts the same). */
const promiseFrom = (received: number) => ({
  dueAt: at(received + 60),
  remindAt: at(received + 45),
});
const clock = createReplyClock({
  kind: "calendar",
  hours: 1,
  openingHours: [],
  timeZone: "Asia/Kolkata",
  holidays: new Set(),
});
const { customerMessageArrived } = conversations(clock);
const page = { offset: 0, limit: 25 };

describe.each(databases.all)("conversation states on $name", (target) => {
  const fx = adminServiceFixture(target);
  const { setUp, stored } = fx;

  /**
   * The reminder sweep at `minutesAfterT0`, with digests each minute: the thresholds the
   * enquiry's reminders have told of (`soon`, `breach`; a later round's `soon-2`).
   */
  async function sweepAt(minutesAfterT0: number, enquiryId: string): Promise<string[]> {
    const sweep = createReminderSweep({
      db: fx.db,
      channels: ["reminder"],
      logger: pino({ level: "silent" }),
      digestIntervalMs: minutes(1),
      now: () => at(minutesAfterT0),
    });
    await sweep.runOnce();
    const told = await fx.db.query(
      "SELECT threshold, round FROM reminders_told WHERE enquiry_id = $1",
      [enquiryId],
    );
    return told
      .map(({ threshold, round }) =>
        Number(round) === 1 ? String(threshold) : `${String(threshold)}-${Number(round)}`,
      )
      .toSorted();
  }

  it("sends no reminder once a conversation is closed, and the overdue count leaves it", async () => {
    const admin = (await setUp())();
    const closed = await stored("contact", { name: "Closed" }, { promise: promiseFrom(0) });
    const left = await stored("contact", { name: "Left" }, { promise: promiseFrom(0) });
    await fx.db.transaction((tx) => closeConversation(tx, closed.id, "handled", TEAM, at(10)));

    expect(await sweepAt(50, closed.id)).toEqual([]);
    expect(await sweepAt(61, closed.id)).toEqual([]);
    expect(await sweepAt(61, left.id)).toEqual(["breach", "soon"]);
    fx.clock = at(61);
    expect((await admin.inbox(reader, {}, page)).waiting.overdue).toBe(1);
    expect(await statusHistoryOf(fx.db, closed.id)).toEqual([
      { from: "new", to: "handled", by: TEAM, at: at(10) },
    ]);
  });

  it("drops an application moved to Rejected from the overdue count and its reminders", async () => {
    const admin = (await setUp())();
    const applicant = await stored(
      "jobEnquiry",
      { ...validBodies.jobEnquiry },
      {
        promise: promiseFrom(0),
      },
    );
    fx.clock = at(70);
    expect((await admin.inbox(reader, {}, page)).waiting.overdue).toBe(1);
    expect(
      await admin.moveStage(reader, { enquiryId: applicant.id, to: "rejected", version: 0 }),
    ).toBe("moved");
    expect((await admin.inbox(reader, {}, page)).waiting.overdue).toBe(0);
    expect(await sweepAt(70, applicant.id)).toEqual([]);
  });

  it("waits on the customer after a reply, with no clock and no reminder", async () => {
    await setUp();
    const enquiry = await stored("contact", { name: "Replied" }, { promise: promiseFrom(0) });
    expect(await fx.db.transaction((tx) => replySent(tx, enquiry.id, TEAM, at(20)))).toBe(true);
    expect(await enquiryStatus(fx.db, enquiry.id)).toBe("waiting");
    expect(await statusHistoryOf(fx.db, enquiry.id)).toEqual([
      { from: "new", to: "waiting", by: TEAM, at: at(20) },
    ]);
    expect(await sweepAt(90, enquiry.id)).toEqual([]);
  });

  it("reopens on the customer's answer and starts a new clock with reminders of its own", async () => {
    await setUp();
    const enquiry = await stored("contact", { name: "Asked again" }, { promise: promiseFrom(0) });
    await fx.db.transaction((tx) => replySent(tx, enquiry.id, TEAM, at(20)));

    const answer = await fx.db.transaction((tx) =>
      customerMessageArrived(tx, enquiry.id, at(100), { autoReply: false }),
    );
    expect(answer).toEqual({ state: "open", clockStarted: true });
    const reopened = await findReplyClock(fx.db, enquiry.id);
    expect(reopened?.dueAt).toEqual(at(160));
    // The first reply still counts as the first: the report's time to the first reply.
    expect(reopened?.answeredAt).toEqual(at(20));
    expect(await sweepAt(150, enquiry.id)).toEqual(["soon-2"]);
    expect(await sweepAt(161, enquiry.id)).toEqual(["breach-2", "soon-2"]);

    // A second message before anyone answered keeps the oldest one's due time.
    const again = await fx.db.transaction((tx) =>
      customerMessageArrived(tx, enquiry.id, at(120), { autoReply: false }),
    );
    expect(again).toEqual({ state: "open", clockStarted: false });
    expect((await findReplyClock(fx.db, enquiry.id))?.dueAt).toEqual(at(160));
    expect((await statusHistoryOf(fx.db, enquiry.id)).at(-1)).toEqual({
      from: "waiting",
      to: "open",
      by: BY_CUSTOMER,
      at: at(100),
    });
  });

  it("lets an auto-reply change nothing, and keeps spam closed", async () => {
    await setUp();
    const waiting = await stored("contact", { name: "On holiday" }, { promise: promiseFrom(0) });
    const spam = await stored("contact", { name: "Spam" }, { spam: true });
    await fx.db.transaction((tx) => replySent(tx, waiting.id, TEAM, at(20)));

    const autoReply = await fx.db.transaction((tx) =>
      customerMessageArrived(tx, waiting.id, at(30), { autoReply: true }),
    );
    expect(autoReply).toEqual({ state: "waiting", clockStarted: false });
    expect(await sweepAt(200, waiting.id)).toEqual([]);
    const toSpam = await fx.db.transaction((tx) =>
      customerMessageArrived(tx, spam.id, at(30), { autoReply: false }),
    );
    expect(toSpam).toEqual({ state: "spam", clockStarted: false });
    expect(
      await fx.db.transaction((tx) =>
        customerMessageArrived(tx, crypto.randomUUID(), at(30), { autoReply: false }),
      ),
    ).toBeUndefined();
  });

  it("reopens a closed conversation by hand, resuming its unanswered clock", async () => {
    await setUp();
    const enquiry = await stored("contact", { name: "Reopened" }, { promise: promiseFrom(0) });
    await fx.db.transaction((tx) => closeConversation(tx, enquiry.id, "unsuccessful", TEAM, at(5)));
    expect(await sweepAt(50, enquiry.id)).toEqual([]);
    expect(await fx.db.transaction((tx) => reopenConversation(tx, enquiry.id, TEAM, at(55)))).toBe(
      "unsuccessful",
    );
    expect(await enquiryStatus(fx.db, enquiry.id)).toBe("open");
    expect(await sweepAt(56, enquiry.id)).toEqual(["soon"]);
    expect((await statusHistoryOf(fx.db, enquiry.id)).map((change) => change.to)).toEqual([
      "unsuccessful",
      "open",
    ]);
  });
});
