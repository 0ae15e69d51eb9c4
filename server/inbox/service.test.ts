/** The inbox's enquiries, against SQLite and a real PostgreSQL: list, search, status, notes, deliveries. */
import { afterAll, describe, expect, it } from "vitest";
import { actionFor } from "#shared/enquiries/kinds.ts";
import type { EnquiryStatus } from "#shared/enquiries/status.ts";
import type { InboxFilter } from "#shared/inbox/contract.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { claimDueDeliveries, deliveriesOf } from "#server/outbox/deliveries.ts";
import {
  adminServiceFixture,
  minutes,
  reader,
  T0,
  TEAM,
} from "#server/test-support/admin-service.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

describe.each(databases.all)("the inbox on $name", (target) => {
  const fx = adminServiceFixture(target);
  const { setUp, signedInCookie, stored } = fx;

  describe("inbox", () => {
    const allOpen: InboxFilter = {};

    it("lists newest first, pages, and counts per kind under the other filters", async () => {
      const admin = (await setUp())();
      const made = [];
      for (let i = 0; i < 5; i++) {
        made.push(
          await stored(
            i % 2 ? "contact" : "project",
            { name: `Person ${i}`, email: `p${i}@example.com` },
            {
              at: new Date(T0.getTime() + minutes(i)),
            },
          ),
        );
      }
      const ids = made.map((enquiry) => enquiry.id).reverse();
      const first = await admin.inbox(reader, allOpen, { offset: 0, limit: 2 });
      expect(first.entries.map((entry) => entry.id)).toEqual(ids.slice(0, 2));
      expect(first.total).toBe(5);
      expect(first.countsByKind).toEqual({
        project: 3,
        generalEnquiry: 0,
        jobEnquiry: 0,
        consultation: 0,
        contact: 2,
        email: 0,
      });
      const last = await admin.inbox(reader, allOpen, { offset: 4, limit: 2 });
      expect(last.entries.map((entry) => entry.id)).toEqual(ids.slice(4));

      const contacts = await admin.inbox(reader, { kind: "contact" }, { offset: 0, limit: 10 });
      expect(contacts.total).toBe(2);
      expect(contacts.entries.every((entry) => entry.kind === "contact")).toBe(true);
      expect(contacts.countsByKind.project).toBe(3);
    });

    it("filters by received time, start inclusive and end exclusive", async () => {
      const admin = (await setUp())();
      const early = await stored("contact", { name: "Early" }, { at: T0 });
      const late = await stored(
        "contact",
        { name: "Late" },
        { at: new Date(T0.getTime() + minutes(60)) },
      );
      const ids = async (filter: InboxFilter) =>
        (await admin.exportEntries(reader, filter)).map((entry) => entry.id);
      expect(await ids({ receivedFrom: T0 })).toEqual([late.id, early.id]);
      expect(await ids({ receivedFrom: new Date(T0.getTime() + 1) })).toEqual([late.id]);
      expect(await ids({ receivedBefore: new Date(T0.getTime() + minutes(60)) })).toEqual([
        early.id,
      ]);
    });

    it("searches every text the visitor typed, ignoring case, with wildcards meant literally", async () => {
      const admin = (await setUp())();
      const asha = await stored("project", {
        name: "Asha Verma",
        email: "asha@example.com",
        companyName: "Acme Ltd",
        projectDetails: "A dealer portal with 100% uptime",
      });
      const ravi = await stored("jobEnquiry", {
        name: "Ravi Kumar",
        email: "ravi_k@example.com",
        coverLetter: "Five years of React, most recently a logistics dashboard.",
      });
      const search = async (text: string) =>
        (await admin.exportEntries(reader, { search: text })).map((entry) => entry.id).sort();
      expect(await search("asha verma")).toEqual([asha.id]);
      expect(await search("ACME")).toEqual([asha.id]);
      expect(await search("LOGISTICS")).toEqual([ravi.id]);
      expect(await search("example.com")).toEqual([asha.id, ravi.id].sort());
      expect(await search("100%")).toEqual([asha.id]);
      expect(await search("%")).toEqual([asha.id]);
      expect(await search("i_k")).toEqual([ravi.id]);
      expect(await search("a_h")).toEqual([]);
      expect(await search("name")).toEqual([]);
      expect(await search("  ")).toEqual([asha.id, ravi.id].sort());
    });

    it("starts honeypot catches as spam, others as new, and filters by status", async () => {
      const admin = (await setUp())();
      const genuine = await stored("contact", { name: "Genuine" });
      const spam = await stored("contact", { name: "Bot" }, { spam: true });
      const byStatus = async (status: EnquiryStatus) =>
        (await admin.exportEntries(reader, { status })).map((entry) => entry.id);
      expect(await byStatus("new")).toEqual([genuine.id]);
      expect(await byStatus("spam")).toEqual([spam.id]);

      const cookie = await signedInCookie(admin);
      const session = (await admin.session(cookie))!;
      expect(await admin.changeStatus(session, spam.id, "new")).toBe(true);
      expect((await byStatus("new")).sort()).toEqual([genuine.id, spam.id].sort());
      expect(await byStatus("spam")).toEqual([]);
    });

    it("records each status change with who and when, and keeps a private note", async () => {
      const admin = (await setUp())();
      const enquiry = await stored("generalEnquiry", {
        name: "Rohan Mehta",
        email: "rohan@example.com",
        companyName: "Mehta Traders",
        phone: "0731 400 1234",
        enquiryType: "partnership",
        message: "We would like to discuss a reseller partnership.",
      });
      const session = (await admin.session(await signedInCookie(admin)))!;

      fx.clock = new Date(T0.getTime() + minutes(1));
      expect(await admin.changeStatus(session, enquiry.id, "open")).toBe(true);
      expect(await admin.changeStatus(session, enquiry.id, "open")).toBe(true);
      fx.clock = new Date(T0.getTime() + minutes(2));
      expect(await admin.changeStatus(session, enquiry.id, "handled")).toBe(true);
      expect(await admin.saveNote(session, enquiry.id, "Called back; sending a proposal.")).toBe(
        "saved",
      );

      const record = await admin.enquiry(reader, enquiry.id);
      expect(record).toMatchObject({
        id: enquiry.id,
        kind: "generalEnquiry",
        status: "handled",
        action: actionFor("generalEnquiry"),
        note: "Called back; sending a proposal.",
        notes: [{ text: "Called back; sending a proposal.", by: TEAM, at: fx.clock }],
        history: [
          { from: "new", to: "open", by: TEAM, at: new Date(T0.getTime() + minutes(1)) },
          { from: "open", to: "handled", by: TEAM, at: new Date(T0.getTime() + minutes(2)) },
        ],
      });
      expect(record?.fieldLines).toContainEqual({
        label: "Enquiry type",
        value: "Partnership",
        long: false,
      });
      expect((await admin.exportEntries(reader, { status: "handled" }))[0]?.note).toBe(
        "Called back; sending a proposal.",
      );

      const missing = crypto.randomUUID();
      expect(await admin.enquiry(reader, missing)).toBeUndefined();
      expect(await admin.enquiry(reader, "not-an-id")).toBeUndefined();
      expect(await admin.changeStatus(session, missing, "handled")).toBe(false);
      expect(await admin.saveNote(session, "not-an-id", "x")).toBe("not-found");
    });

    it("makes a failed or pending delivery due now and wakes the notifier, but never one in flight", async () => {
      const admin = (await setUp())();
      const enquiry = await stored(
        "contact",
        { name: "Imran Khan" },
        { channels: ["email", "webhook"] },
      );
      const [email, webhook] = await deliveriesOf(fx.db, [enquiry.id]);
      await fx.db.query(
        "UPDATE deliveries SET status = 'failed', attempts = 12, last_error = '550 no such user' WHERE id = $1",
        [email!.id],
      );
      fx.clock = new Date(T0.getTime() + minutes(90));
      expect(await admin.retryDelivery(reader, enquiry.id, email!.id)).toBe("email");
      expect(fx.wakes).toBe(1);
      const record = await admin.enquiry(reader, enquiry.id);
      expect(record?.deliveries.find((d) => d.channel === "email")).toMatchObject({
        status: "pending",
        attempts: 12,
        nextAttemptAt: fx.clock,
        lastError: "550 no such user",
      });

      await claimDueDeliveries(fx.db, {
        owner: "busy",
        now: fx.clock,
        leaseMs: minutes(5),
        limit: 10,
        channels: ["webhook"],
      });
      expect(await admin.retryDelivery(reader, enquiry.id, webhook!.id)).toBe("not-due");
      await fx.db.query("UPDATE deliveries SET status = 'sent' WHERE id = $1", [email!.id]);
      expect(await admin.retryDelivery(reader, enquiry.id, email!.id)).toBe("not-due");
      const other = await stored("contact", { name: "Other" });
      expect(await admin.retryDelivery(reader, other.id, webhook!.id)).toBe("not-found");
      expect(fx.wakes).toBe(1);
    });

    it("sends each enquiry kept while e-mail was off to the team once, on an administrator's word", async () => {
      const admin = (await setUp())();
      const kept = await stored("contact", { name: "Kept" });
      const sent = await stored("contact", { name: "Sent" }, { channels: ["email"] });
      await stored("contact", { name: "Bot" }, { spam: true });
      const sales = { ...reader, role: "reviewer" } as const;
      expect(await admin.neverSent(sales)).toBe(0);
      expect(await admin.sendNeverSent(sales)).toBe(0);
      expect(await admin.neverSent(reader)).toBe(1);

      expect(await admin.sendNeverSent(reader)).toBe(1);
      // The team's mail only: an acknowledgement days late would mislead the visitor.
      expect((await deliveriesOf(fx.db, [kept.id])).map((d) => d.channel)).toEqual(["email"]);
      expect(await deliveriesOf(fx.db, [sent.id])).toHaveLength(1);
      expect(fx.wakes).toBe(1);
      expect(await admin.neverSent(reader)).toBe(0);
      expect(await admin.sendNeverSent(reader)).toBe(0);
      expect(await deliveriesOf(fx.db, [kept.id])).toHaveLength(1);
    });

    it("counts failed deliveries on each entry", async () => {
      const admin = (await setUp())();
      const enquiry = await stored(
        "contact",
        { name: "Imran" },
        { channels: ["email", "webhook"] },
      );
      await fx.db.query("UPDATE deliveries SET status = 'failed' WHERE enquiry_id = $1", [
        enquiry.id,
      ]);
      expect((await admin.exportEntries(reader, {}))[0]?.failedDeliveries).toBe(2);
    });
  });
});
