/** The retention policy against SQLite and a real PostgreSQL, with the clock set by the test. */
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { actionFor, type EnquiryKind } from "#shared/enquiries/kinds.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { auditPage } from "#server/audit/log.ts";
import type { Database } from "#server/store/database.ts";
import { saveEnquiry } from "#server/test-support/enquiries.ts";
import { changeEnquiryStatus } from "#server/enquiries/status.ts";
import { openDatabase } from "#server/store/open.ts";
import { monthsBefore, purgeExpired, startRetention } from "./retention.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const POLICY = { enquiryMonths: 24, unsuccessfulApplicationMonths: 12, spamDays: 30 };
const NOW = new Date("2031-06-15T12:00:00.000Z");
const daysBefore = (days: number, from = NOW) => new Date(from.getTime() - days * 86_400_000);

describe("monthsBefore", () => {
  it("goes back calendar months, keeping the day where the month has it", () => {
    expect(monthsBefore(NOW, 24)).toEqual(new Date("2029-06-15T12:00:00.000Z"));
    expect(monthsBefore(new Date("2031-03-31T00:00:00Z"), 1)).toEqual(
      new Date("2031-02-28T00:00:00Z"),
    );
  });
});

describe.each(databases.all)("retention on $name", (target) => {
  let db: Database;
  afterEach(() => db?.close());

  async function stored(
    kind: EnquiryKind,
    at: Date,
    channels: ("email" | "webhook")[] = [],
    isSpam = false,
  ) {
    const id = crypto.randomUUID();
    await saveEnquiry(
      db,
      {
        id,
        kind,
        action: actionFor(kind),
        fields: { name: "Asha", email: "asha@example.com" },
        submissionId: undefined,
        isSpam,
        createdAt: at,
      },
      channels,
    );
    return id;
  }

  async function remaining(): Promise<string[]> {
    const rows = await db.query("SELECT id FROM enquiries ORDER BY created_at");
    return rows.map((row) => String(row.id));
  }

  it("deletes enquiries older than 24 months with their deliveries, review and history", async () => {
    db = await openDatabase(await target.fresh());
    const expired = await stored("project", daysBefore(1, monthsBefore(NOW, 24)), ["email"]);
    const kept = await stored("project", daysBefore(-1, monthsBefore(NOW, 24)), ["email"]);
    await changeEnquiryStatus(db, {
      enquiryId: expired,
      to: "handled",
      by: "team@x.example",
      at: NOW,
    });

    expect(await purgeExpired(db, POLICY, { now: NOW })).toEqual({
      enquiries: 1,
      unsuccessfulApplications: 0,
      spam: 0,
    });
    expect(await remaining()).toEqual([kept]);
    const [deliveries] = await db.query("SELECT COUNT(*) AS count FROM deliveries");
    expect(Number(deliveries?.count)).toBe(1);
    const [history] = await db.query("SELECT COUNT(*) AS count FROM enquiry_status_changes");
    expect(Number(history?.count)).toBe(0);
  });

  it("deletes a job application 12 months after it was marked unsuccessful, and no other", async () => {
    db = await openDatabase(await target.fresh());
    const received = daysBefore(500);
    const turnedDown = await stored("jobEnquiry", received);
    const turnedDownLately = await stored("jobEnquiry", received);
    const hired = await stored("jobEnquiry", received);
    const lostProject = await stored("project", received);
    const decided = (id: string, to: "unsuccessful" | "handled", at: Date) =>
      changeEnquiryStatus(db, { enquiryId: id, to, by: "team@x.example", at });
    await decided(turnedDown, "unsuccessful", daysBefore(1, monthsBefore(NOW, 12)));
    await decided(turnedDownLately, "unsuccessful", daysBefore(-1, monthsBefore(NOW, 12)));
    await decided(hired, "handled", daysBefore(400));
    await decided(lostProject, "unsuccessful", daysBefore(400));

    expect(await purgeExpired(db, POLICY, { now: NOW })).toEqual({
      enquiries: 0,
      unsuccessfulApplications: 1,
      spam: 0,
    });
    expect((await remaining()).sort()).toEqual([turnedDownLately, hired, lostProject].sort());
  });

  it("counts from the latest decision: an application reopened and turned down again waits anew", async () => {
    db = await openDatabase(await target.fresh());
    const id = await stored("jobEnquiry", daysBefore(520));
    const change = (to: "unsuccessful" | "open", at: Date) =>
      changeEnquiryStatus(db, { enquiryId: id, to, by: "team@x.example", at });
    await change("unsuccessful", daysBefore(500));
    await change("open", daysBefore(300));
    await change("unsuccessful", daysBefore(200));
    expect((await purgeExpired(db, POLICY, { now: NOW })).unsuccessfulApplications).toBe(0);
    expect(
      (await purgeExpired(db, POLICY, { now: daysBefore(-200) })).unsuccessfulApplications,
    ).toBe(1);
  });

  it("deletes spam 30 days after it arrived, unless the team took it out of spam", async () => {
    db = await openDatabase(await target.fresh());
    await stored("contact", daysBefore(31), [], true);
    const freshSpam = await stored("contact", daysBefore(29), [], true);
    const rescued = await stored("contact", daysBefore(31), [], true);
    const markedLater = await stored("contact", daysBefore(31), ["email"]);
    await changeEnquiryStatus(db, { enquiryId: rescued, to: "new", by: "team@x.example", at: NOW });
    await changeEnquiryStatus(db, {
      enquiryId: markedLater,
      to: "spam",
      by: "team@x.example",
      at: NOW,
    });

    expect(await purgeExpired(db, POLICY, { now: NOW })).toEqual({
      enquiries: 0,
      unsuccessfulApplications: 0,
      spam: 2,
    });
    expect((await remaining()).sort()).toEqual([freshSpam, rescued].sort());
    expect((await purgeExpired(db, { ...POLICY, spamDays: 7 }, { now: NOW })).spam).toBe(1);
  });

  it("follows the configured periods and records each purge in the audit log", async () => {
    db = await openDatabase(await target.fresh());
    await stored("contact", daysBefore(100));
    const policy = { enquiryMonths: 3, unsuccessfulApplicationMonths: 1, spamDays: 30 };
    expect(await purgeExpired(db, policy, { now: NOW, actor: "command line" })).toEqual({
      enquiries: 1,
      unsuccessfulApplications: 0,
      spam: 0,
    });
    expect(await purgeExpired(db, policy, { now: NOW })).toEqual({
      enquiries: 0,
      unsuccessfulApplications: 0,
      spam: 0,
    });
    const { entries } = await auditPage(db, { offset: 0, limit: 10 });
    expect(entries.map(({ actor, action, detail }) => ({ actor, action, detail }))).toEqual([
      {
        actor: "command line",
        action: "retention-purged",
        detail: "1 enquiry past the retention period and 0 unsuccessful job applications removed",
      },
    ]);
  });

  it("runs by itself when the server starts, and again on its interval", async () => {
    db = await openDatabase(await target.fresh());
    await stored("contact", daysBefore(800));
    let clock = NOW;
    const { logger, lines } = capturedLogger();
    const retention = startRetention({
      db,
      policy: POLICY,
      logger,
      now: () => clock,
      intervalMs: 50,
    });
    try {
      await expect.poll(remaining).toEqual([]);
      await stored("contact", daysBefore(10));
      expect(await remaining()).toHaveLength(1);
      clock = daysBefore(-800);
      await expect.poll(remaining).toEqual([]);
    } finally {
      await retention.stop();
    }
    expect(lines().some((line) => line.msg === "retention: expired enquiries deleted")).toBe(true);
  });
});
