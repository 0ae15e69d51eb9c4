/**
 * The stale-send guard (decision 020), on SQLite and a real PostgreSQL: a reply or note sent from
 * a page drawn before another reply, a note or a customer's message arrived is not sent. Two
 * people sending at once from pages drawn alike: exactly one reply is queued, the other is told,
 * and sent again from the page as it is now, it goes.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { AdminSession } from "#shared/accounts/contract.ts";
import { addAdminUser } from "#server/accounts/accounts.ts";
import { deliveriesOf } from "#server/outbox/deliveries.ts";
import { createReplyClock } from "#server/reply-promise/clock.ts";
import { conversations } from "#server/reply-promise/conversation.ts";
import { adminServiceFixture, PASSWORD, reader, T0 } from "#server/test-support/admin-service.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const ASHA = "asha@malwasoftworks.example";
const asha: AdminSession = { email: ASHA, role: "reviewer", csrfToken: "" };
const { customerMessageArrived } = conversations(
  createReplyClock({
    kind: "calendar",
    hours: 1,
    openingHours: [],
    timeZone: "Asia/Kolkata",
    holidays: new Set(),
  }),
);

describe.each(databases.all)("the stale-send guard on $name", (target) => {
  const fx = adminServiceFixture(target);

  async function setUp() {
    const admin = (await fx.setUp({ teamChannels: ["reply"] }))();
    await addAdminUser(fx.db, ASHA, PASSWORD, { now: T0 });
    const enquiry = await fx.stored("contact", { name: "Imran Khan", email: "imran@example.org" });
    const version = async () => (await admin.enquiry(reader, enquiry.id))!.timelineVersion;
    const replies = async () =>
      (await deliveriesOf(fx.db, [enquiry.id])).filter((d) => d.channel === "reply");
    return { admin, id: enquiry.id, version, replies };
  }

  it("queues exactly one of two replies sent at once from pages drawn alike", async () => {
    const { admin, id, version, replies } = await setUp();
    const seen = await version();
    const outcomes = await Promise.all([
      admin.sendReply(reader, id, "We can start on Monday.", crypto.randomUUID(), seen),
      admin.sendReply(asha, id, "Thanks, we will call you.", crypto.randomUUID(), seen),
    ]);
    expect(outcomes.toSorted()).toEqual(["queued", "stale"]);
    expect(await replies()).toHaveLength(1);

    // The one told sends again from the page as it is now: it goes.
    const late = outcomes[0] === "stale" ? reader : asha;
    expect(await admin.sendReply(late, id, "Also: ...", crypto.randomUUID(), await version())).toBe(
      "queued",
    );
    expect(await replies()).toHaveLength(2);
  });

  it("takes the same form sent twice as one reply, not as a stale one", async () => {
    const { admin, id, version, replies } = await setUp();
    const seen = await version();
    const replyId = crypto.randomUUID();
    const twice = await Promise.all(
      [1, 2].map(() => admin.sendReply(reader, id, "Hello again.", replyId, seen)),
    );
    expect(twice).toEqual(["queued", "queued"]);
    expect(await replies()).toHaveLength(1);
  });

  it("holds a reply or note back after another note, a reply or a customer's message, not after an auto-reply", async () => {
    const { admin, id, version, replies } = await setUp();
    let seen = await version();
    expect(await admin.saveNote(asha, id, "I'll take this one.")).toBe("saved");
    expect(await admin.sendReply(reader, id, "Hello.", crypto.randomUUID(), seen)).toBe("stale");
    expect(await admin.saveNote(reader, id, "Fine by me.", { seen })).toBe("stale");
    expect((await admin.enquiry(reader, id))?.notes).toHaveLength(1);

    seen = await version();
    expect(await admin.sendReply(asha, id, "Hello Imran.", crypto.randomUUID(), seen)).toBe(
      "queued",
    );
    expect(await admin.saveNote(reader, id, "Sent the first.", { seen })).toBe("stale");

    seen = await version();
    await fx.db.transaction((tx) => customerMessageArrived(tx, id, fx.clock, { autoReply: true }));
    expect(await admin.saveNote(reader, id, "Out of office till Monday.", { seen })).toBe("saved");

    seen = await version();
    await fx.db.transaction((tx) => customerMessageArrived(tx, id, fx.clock, { autoReply: false }));
    expect(await admin.sendReply(asha, id, "Noted.", crypto.randomUUID(), seen)).toBe("stale");
    expect(await replies()).toHaveLength(1);
  });
});
