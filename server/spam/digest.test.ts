/**
 * The daily digest of held spam (issue 30), against SQLite and a real PostgreSQL, through a real
 * SMTP server, with the clock moved by the test: once a day the administrators hear how many were
 * held, why, and each one's first line, never the whole text; nothing on a day nothing was held;
 * two instances send it once; an enquiry released afterwards is still delivered.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAdminUser } from "#server/accounts/accounts.ts";
import { deliveriesOf } from "#server/outbox/deliveries.ts";
import { openDatabase } from "#server/store/open.ts";
import { adminServiceFixture, reader, TEAM } from "#server/test-support/admin-service.ts";
import { startTestDatabases, type DatabaseUnderTest } from "#server/test-support/databases.ts";
import { startSmtpSink, type SmtpSink } from "#server/test-support/smtp-sink.ts";
import { teamMailInstance } from "#server/test-support/team-mail-instance.ts";
import { recordVerdict } from "./verdicts-store.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const DAY = "2030-01-15";
const on = (time: string, day = DAY) => new Date(`${day}T${time}:00.000Z`);
const REVIEWER = "reviewer@malwasoftworks.example";

/** Tests of the digest on one database: the fixture, and a held enquiry received `at`. */
function heldSpam(target: DatabaseUnderTest) {
  const fx = adminServiceFixture(target);

  async function held(name: string, message: string, at: Date, reasons: string[]) {
    const enquiry = await fx.stored("contact", { name, message }, { spam: true, at });
    await recordVerdict(fx.db, {
      enquiryId: enquiry.id,
      score: 10,
      reasons: reasons as never,
      bodyHash: crypto.randomUUID(),
      senderHash: crypto.randomUUID(),
      at,
    });
    return enquiry;
  }
  return { fx, held };
}

const digests = (since: number) =>
  sink.messages.slice(since).filter((mail) => mail.subject.includes("held as spam"));

describe.each(databases.all)("the daily digest of held spam on $name", (target) => {
  const { fx, held } = heldSpam(target);

  it("tells the administrators once a day what was held: count, reasons, first lines", async () => {
    const admin = (await fx.setUp())();
    await addAdminUser(fx.db, REVIEWER, "a reviewer's long passphrase");
    const since = sink.messages.length;
    const first = await held(
      "Priya Sharma",
      "Please call me about a website for my clinic\nMy number is 98260 12345, after six.",
      on("09:15"),
      ["links"],
    );
    await held("Bot", "Cheap followers https://spam.example", on("11:40"), ["links", "honeypot"]);
    await held("Bot Two", "\n\n  Buy now  ", on("23:59"), ["quick-submit"]);
    // Not in the digest: a genuine enquiry, spam of the day before, one released already.
    await fx.stored("contact", { name: "Genuine", message: "Hello" }, { at: on("10:00") });
    await held("Yesterday", "Old spam", on("12:00", "2030-01-14"), ["links"]);
    const released = await held("Released", "I am real", on("12:30"), ["proof-missing"]);
    expect(await admin.changeStatus(reader, released.id, "new")).toBe(true);

    let now = on("23:00");
    const instance = teamMailInstance(fx.db, sink.url, () => now);
    for (const time of ["00:00", "00:01", "06:00", "23:59"]) {
      now = on(time, "2030-01-16");
      await instance.tick();
    }
    const [digest, ...more] = digests(since);
    expect(more).toEqual([]);
    expect(digest?.recipients).toEqual([TEAM]);
    expect(digest?.subject).toBe(`3 held as spam on ${DAY}`);
    expect(digest?.text).toContain("Links in the message: 2");
    expect(digest?.text).toContain("The hidden bot trap was filled in: 1");
    expect(digest?.text).toContain("Please call me about a website for my clinic");
    expect(digest?.text).toContain("Buy now");
    expect(digest?.text).toContain(`/admin/enquiries/${first.id}`);
    for (const absent of ["98260", "Genuine", "Yesterday", "Released", "proof of work"]) {
      expect(digest?.text).not.toContain(absent);
      expect(digest?.html).not.toContain(absent);
    }

    // A day with nothing held sends nothing.
    now = on("08:00", "2030-01-17");
    await instance.tick();
    expect(digests(since)).toHaveLength(1);

    // The digest rides on the first one's outbox row; released, it is delivered all the same.
    expect(await admin.changeStatus(reader, first.id, "new")).toBe(true);
    expect((await deliveriesOf(fx.db, [first.id])).map((delivery) => delivery.channel)).toContain(
      "email",
    );
    await instance.stop();
  });
});

describe.skipIf(databases.postgres === undefined)(
  "the daily digest of held spam, two instances",
  () => {
    const { fx, held } = heldSpam(databases.postgres!);

    it("is sent once by two instances", async () => {
      await fx.setUp();
      const since = sink.messages.length;
      await held("Bot", "Cheap followers", on("11:40"), ["links"]);
      const now = on("00:05", "2030-01-16");
      // A second connection to the same database, as a second server would hold.
      const second = await openDatabase(fx.config!);
      const instances = [fx.db, second].map((db) => teamMailInstance(db, sink.url, () => now));
      try {
        for (let round = 0; round < 3; round++) {
          await Promise.all(instances.map((instance) => instance.tick()));
        }
        expect(digests(since)).toHaveLength(1);
      } finally {
        await Promise.all(instances.map((instance) => instance.stop()));
        await second.close();
      }
    });
  },
);
