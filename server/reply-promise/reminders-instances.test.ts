/**
 * Reminders from two instances on one PostgreSQL, with the clock moved by the test: each digest
 * is claimed in the database once, so the team hears of an interval's crossings once, whichever
 * instance swept first, and each escalation goes once.
 */
import { afterAll, describe, expect, it } from "vitest";
import { addAdminUser } from "#server/accounts/accounts.ts";
import { setOwner } from "#server/enquiries/owner.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { saveEnquiry, validBodies } from "#server/test-support/enquiries.ts";
import { teamMailInstance, TEAM_INBOX } from "#server/test-support/team-mail-instance.ts";
import { startSmtpSink } from "#server/test-support/smtp-sink.ts";
import { openDatabase } from "#server/store/open.ts";
import { actionFor } from "#shared/enquiries/kinds.ts";

const databases = await startTestDatabases();
const postgres = databases.postgres;
afterAll(() => databases.dispose());

const T0 = new Date("2030-01-15T04:30:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const ADMIN = "lead@malwasoftworks.example";
const OWNER = "asha@malwasoftworks.example";

describe.skipIf(postgres === undefined)("reminders from two instances on one PostgreSQL", () => {
  it("sends each interval's digest and each escalation once", async () => {
    const sink = await startSmtpSink();
    const config = await postgres!.fresh();
    const [first, second] = [await openDatabase(config), await openDatabase(config)];
    let now = T0;
    const instances = [first!, second!].map((db) => teamMailInstance(db, sink.url, () => now));
    try {
      await addAdminUser(first!, ADMIN, "a long enough passphrase for tests", { now: T0 });
      const ids: string[] = [];
      for (let index = 0; index < 8; index++) {
        const id = crypto.randomUUID();
        await saveEnquiry(
          first!,
          {
            id,
            kind: "contact",
            action: actionFor("contact"),
            fields: { ...validBodies.contact, name: `Visitor ${index + 1}` },
            submissionId: undefined,
            isSpam: false,
            createdAt: at(index + 1),
          },
          [],
          { remindAt: at(index + 46), dueAt: at(index + 61) },
        );
        ids.push(id);
      }
      await first!.transaction((tx) => setOwner(tx, ids[0]!, OWNER));

      // Both instances sweep at the same moments, side by side, through two intervals.
      for (let minute = 40; minute <= 90; minute++) {
        now = at(minute);
        await Promise.all(instances.map((instance) => instance.tick()));
      }
      const subjects = (address: string) =>
        sink.messages
          .filter((mail) => mail.recipients.includes(address))
          .map((mail) => mail.subject.replace(/ \(.*?\)| by .*?(?=[:,])/g, ""));
      expect(subjects(TEAM_INBOX)).toEqual([
        "Replies due: 0 overdue, 7 due soon",
        "Replies due: 7 overdue, 0 due soon",
      ]);
      expect(subjects(OWNER)).toHaveLength(2);
      expect(subjects(ADMIN)).toHaveLength(1);
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
      await Promise.all([first!.close(), second!.close()]);
      await sink.close();
    }
  });
});
