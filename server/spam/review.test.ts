/** The team's word on the spam verdict, against SQLite and a real PostgreSQL. */
import { afterAll, describe, expect, it } from "vitest";
import { auditPage } from "#server/audit/log.ts";
import { deliveriesOf } from "#server/outbox/deliveries.ts";
import { isHeldAsSpam, recordVerdict } from "./verdicts-store.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { adminServiceFixture, reader, TEAM } from "#server/test-support/admin-service.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

describe.each(databases.all)("spam review on $name", (target) => {
  const fx = adminServiceFixture(target);

  async function quarantined() {
    const enquiry = await fx.stored(
      "contact",
      { name: "Asha", email: "asha@example.com", message: "See https://example.com" },
      { spam: true },
    );
    await recordVerdict(fx.db, {
      enquiryId: enquiry.id,
      score: 10,
      reasons: ["proof-missing", "links"],
      bodyHash: "body",
      senderHash: "sender",
      at: fx.clock,
    });
    return enquiry;
  }

  it("shows a quarantined enquiry in the Spam view with its reasons and score", async () => {
    const admin = (await fx.setUp())();
    const { id } = await quarantined();
    const spam = await admin.inbox(reader, { status: "spam" }, { offset: 0, limit: 10 });
    expect(spam.entries).toMatchObject([{ id, spamReasons: ["proof-missing", "links"] }]);
    expect(await admin.enquiry(reader, id)).toMatchObject({ status: "spam", spamScore: 10 });
    expect(await deliveriesOf(fx.db, [id])).toEqual([]);
    expect(await isHeldAsSpam(fx.db, id)).toBe(true);
  });

  it("'Not spam' delivers it at once, the team's mail and the acknowledgement, and records who", async () => {
    const admin = (await fx.setUp())();
    const { id } = await quarantined();
    expect(await admin.changeStatus(reader, id, "new")).toBe(true);
    expect(await isHeldAsSpam(fx.db, id)).toBe(false);
    const deliveries = await deliveriesOf(fx.db, [id]);
    expect(deliveries.map((delivery) => delivery.channel).toSorted()).toEqual([
      "autoreply",
      "email",
    ]);
    expect(deliveries.every((delivery) => delivery.status === "pending")).toBe(true);
    expect(fx.wakes).toBe(1);
    expect((await admin.enquiry(reader, id))?.history).toMatchObject([
      { from: "spam", to: "new", by: TEAM },
    ]);
    const audit = await auditPage(fx.db, { offset: 0, limit: 10 });
    expect(audit.entries).toContainEqual(
      expect.objectContaining({ action: "status-changed", subject: id, detail: "new" }),
    );

    // Back into spam and out again: what was queued is not queued twice.
    await admin.changeStatus(reader, id, "spam");
    await admin.changeStatus(reader, id, "handled");
    expect(await deliveriesOf(fx.db, [id])).toHaveLength(2);
    expect(fx.wakes).toBe(1);
  });

  it("'Spam' moves a delivered enquiry to the Spam view", async () => {
    const admin = (await fx.setUp())();
    const { id } = await fx.stored("contact", { name: "Bot" }, { channels: ["email"] });
    await admin.changeStatus(reader, id, "spam");
    const spam = await admin.inbox(reader, { status: "spam" }, { offset: 0, limit: 10 });
    expect(spam.entries.map((entry) => entry.id)).toEqual([id]);
  });
});
