/** A person's data and the audit log, against SQLite and a real PostgreSQL. */
import { afterAll, describe, expect, it } from "vitest";
import { actionFor } from "#shared/enquiries/kinds.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { addAdminUser } from "#server/accounts/accounts.ts";
import {
  adminServiceFixture,
  minutes,
  PASSWORD,
  T0,
  TEAM,
} from "#server/test-support/admin-service.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

describe.each(databases.all)("a person's data and the audit log on $name", (target) => {
  const fx = adminServiceFixture(target);
  const { setUp, signIn, signedInCookie, stored } = fx;

  describe("audit log", () => {
    it("records sign-ins, views, status changes, notes, exports and account changes: who, what, when, from where", async () => {
      const gateway = await setUp();
      const admin = gateway("198.51.100.4");
      const enquiry = await stored("contact", { name: "Asha", email: "asha@example.com" });
      const step = () => (fx.clock = new Date(fx.clock.getTime() + 1000));
      step();
      await signIn(admin, TEAM, "the wrong passphrase");
      step();
      await signIn(admin, "nobody@malwasoftworks.example");
      step();
      const session = (await admin.session(await signedInCookie(admin)))!;
      step();
      await admin.enquiry(session, enquiry.id);
      step();
      await admin.changeStatus(session, enquiry.id, "open");
      step();
      await admin.saveNote(session, enquiry.id, "Call on Monday.");
      step();
      await admin.exportEntries(session, { kind: "contact", search: "asha" });
      step();
      await admin.exportEntries(session, { source: " Newsletter " });
      step();
      await admin.exportPerson(session, "asha@example.com");
      await addAdminUser(fx.db, "new@malwasoftworks.example", PASSWORD, { now: step() });

      const log = await admin.auditLog(session, { offset: 0, limit: 50 });
      if (!log.allowed) throw new Error("An administrator reads the audit log");
      const from = "198.51.100.4";
      const byTeam = (action: string, subject: string, detail = "") => ({
        actor: TEAM,
        action,
        subject,
        detail,
        clientAddress: from,
      });
      // Oldest first; enrolling and signing in share an instant, so those two go by name.
      const oldestFirst = log.value.entries.toSorted(
        (a, b) => a.at.getTime() - b.at.getTime() || a.action.localeCompare(b.action),
      );
      expect(oldestFirst.map(({ id: _id, at: _at, ...entry }) => entry)).toEqual([
        {
          actor: "command line",
          action: "account-created",
          subject: TEAM,
          detail: "administrator",
          clientAddress: "",
        },
        byTeam("sign-in-refused", TEAM, "wrong e-mail or password"),
        { ...byTeam("sign-in-refused", "", "wrong e-mail or password"), actor: "unknown address" },
        byTeam("signed-in", TEAM, "password and a newly set up authenticator app"),
        byTeam("two-step-enrolled", TEAM),
        byTeam("enquiry-viewed", enquiry.id),
        byTeam("status-changed", enquiry.id, "open"),
        byTeam("note-saved", enquiry.id, "15 characters"),
        byTeam("csv-exported", "", "1 rows, kind contact, with a search"),
        byTeam("csv-exported", "", "0 rows, with a source filter"),
        byTeam("person-exported", enquiry.id, "1 enquiries"),
        {
          actor: "command line",
          action: "account-created",
          subject: "new@malwasoftworks.example",
          detail: "reviewer",
          clientAddress: "",
        },
      ]);
      expect(log.value.entries[0]?.at).toEqual(fx.clock);
      expect(log.value.total).toBe(12);
    });

    it("keeps its entries: the database refuses to change or delete them", async () => {
      await setUp();
      await expect(fx.db.query("UPDATE audit_log SET actor = 'someone else'")).rejects.toThrow(
        /append-only/,
      );
      await expect(fx.db.query("DELETE FROM audit_log")).rejects.toThrow(/append-only/);
    });
  });

  describe("a person's data", () => {
    it("exports everything held about an address, whatever its case, and nothing about others", async () => {
      const admin = (await setUp({ teamChannels: ["reply"] }))();
      const session = (await admin.session(await signedInCookie(admin)))!;
      const due = new Date(T0.getTime() + minutes(60));
      const first = await stored(
        "contact",
        { name: "Asha", email: "Asha@Example.com", message: "Hello" },
        { channels: ["email"], promise: { dueAt: due, remindAt: due } },
      );
      fx.clock = new Date(T0.getTime() + minutes(5));
      await stored("jobEnquiry", { name: "Ravi", email: "ravi@example.com" });
      await admin.changeStatus(session, first.id, "handled");
      await admin.saveNote(session, first.id, "Answered by phone.");
      await admin.sendReply(session, first.id, "Thank you, Asha.");

      const exported = await admin.exportPerson(session, " asha@EXAMPLE.com ");
      expect(exported).toEqual({
        allowed: true,
        value: {
          enquiries: [
            {
              id: first.id,
              kind: "contact",
              action: actionFor("contact"),
              receivedAt: T0.toISOString(),
              fields: { name: "Asha", email: "Asha@Example.com", message: "Hello" },
              markedAsSpam: false,
              status: "handled",
              notes: [{ text: "Answered by phone.", by: TEAM, at: fx.clock.toISOString() }],
              deliveries: [
                {
                  channel: "email",
                  status: "pending",
                  attempts: 0,
                  lastError: null,
                  sentAt: null,
                  createdAt: T0.toISOString(),
                },
                {
                  channel: "reply",
                  status: "pending",
                  attempts: 0,
                  lastError: null,
                  sentAt: null,
                  createdAt: fx.clock.toISOString(),
                },
              ],
              statusHistory: [{ from: "new", to: "handled", by: TEAM, at: fx.clock.toISOString() }],
              replies: [
                { by: TEAM, at: fx.clock.toISOString(), text: "Thank you, Asha.", files: [] },
              ],
              mails: [],
              replyDueAt: due.toISOString(),
              firstAnsweredAt: fx.clock.toISOString(),
              // Stored straight into the store, as before receipts were kept: none.
              consents: [],
              bookings: [],
            },
          ],
        },
      });
      expect(await admin.exportPerson(session, "nobody@example.com")).toEqual({
        allowed: true,
        value: { enquiries: [] },
      });
    });

    it("erases every enquiry of an address with its deliveries, notes and history, and records only the count", async () => {
      const admin = (await setUp())();
      const session = (await admin.session(await signedInCookie(admin)))!;
      const asha = await stored(
        "contact",
        { name: "Asha Verma", email: "asha@example.com" },
        { channels: ["email"] },
      );
      await stored("project", { name: "Asha Verma", email: "ASHA@example.com" });
      const ravi = await stored("jobEnquiry", { name: "Ravi", email: "ravi@example.com" });
      await admin.changeStatus(session, asha.id, "handled");
      await admin.saveNote(session, asha.id, "Asha Verma called.");
      await admin.saveNote(session, asha.id, "Sent her the proposal.");

      expect(await admin.erasePerson(session, "asha@example.com")).toEqual({
        allowed: true,
        value: 2,
      });
      expect(await admin.erasePerson(session, "asha@example.com")).toEqual({
        allowed: true,
        value: 0,
      });
      expect((await admin.exportEntries(session, {})).map((entry) => entry.id)).toEqual([ravi.id]);
      for (const table of ["deliveries", "enquiry_notes", "enquiry_status_changes"]) {
        const [row] = await fx.db.query(`SELECT COUNT(*) AS count FROM ${table}`);
        expect(Number(row?.count), table).toBe(0);
      }
      const log = await admin.auditLog(session, { offset: 0, limit: 50 });
      const erasures = log.allowed
        ? log.value.entries.filter((entry) => entry.action === "person-erased")
        : [];
      expect(erasures.map((entry) => entry.detail).sort()).toEqual(["0 enquiries", "2 enquiries"]);
      expect(JSON.stringify(log)).not.toMatch(/asha|Verma/i);
    });
  });
});
