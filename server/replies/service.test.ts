/**
 * The reply promise in the inbox, against SQLite and a real PostgreSQL: due times in the list,
 * overdue and owner filters, the soonest due first, taking and assigning, and an answer given
 * outside the inbox that stops the clock.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { AdminSession } from "#shared/accounts/contract.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { deliveriesOf } from "#server/outbox/deliveries.ts";
import {
  adminServiceFixture,
  minutes,
  PASSWORD,
  reader,
  T0,
  TEAM,
} from "#server/test-support/admin-service.ts";
import { addAdminUser, disableAdminUser } from "#server/accounts/accounts.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

const COLLEAGUE = "colleague@malwasoftworks.example";
const colleague: AdminSession = { email: COLLEAGUE, role: "reviewer", csrfToken: "" };
const at = (minutesAfterT0: number) => new Date(T0.getTime() + minutes(minutesAfterT0));
/** A promise of one hour, reminded at 45 minutes, for an enquiry received `received` minutes after T0. */
const promiseFrom = (received: number) => ({
  dueAt: at(received + 60),
  remindAt: at(received + 45),
});
const page = { offset: 0, limit: 25 };

describe.each(databases.all)("the reply promise in the inbox on $name", (target) => {
  const fx = adminServiceFixture(target);
  const { setUp, stored } = fx;

  it("lists each enquiry's due time, counts and filters the overdue, and sorts the soonest due first", async () => {
    const admin = (await setUp())();
    const old = await stored("contact", { name: "Old" }, { at: at(0), promise: promiseFrom(0) });
    await stored("contact", { name: "Fresh" }, { at: at(30), promise: promiseFrom(30) });
    const newest = await stored(
      "project",
      { name: "Newest" },
      { at: at(40), promise: promiseFrom(40) },
    );
    await stored("contact", { name: "Spam" }, { at: at(10), spam: true, promise: promiseFrom(10) });
    fx.clock = at(75);

    const list = await admin.inbox(reader, {}, page);
    const byName = new Map(list.entries.map((entry) => [entry.fields.name, entry]));
    expect(byName.get("Old")?.reply.dueAt).toEqual(at(60));
    // Spam is in its own view, with no due time.
    expect(byName.has("Spam")).toBe(false);
    const [spam] = (await admin.inbox(reader, { status: "spam" }, page)).entries;
    expect(spam?.fields.name).toBe("Spam");
    expect(spam?.reply.dueAt).toBeUndefined();
    expect(list.waiting).toEqual({ new: 3, overdue: 1 });

    const overdue = await admin.inbox(reader, { overdue: true }, page);
    expect(overdue.entries.map((entry) => entry.id)).toEqual([old.id]);

    const soonest = await admin.inbox(reader, { order: "due" }, page);
    expect(soonest.entries.map((entry) => entry.fields.name)).toEqual(["Old", "Fresh", "Newest"]);
    expect((await admin.inbox(reader, {}, page)).entries[0]?.id).toBe(newest.id);
  });

  it("lets anyone take an enquiry or assign it to an active colleague, who is told by e-mail", async () => {
    const admin = (await setUp({ teamChannels: ["assignment"] }))();
    await addAdminUser(fx.db, COLLEAGUE, PASSWORD, { now: T0 });
    const enquiry = await stored("contact", { name: "Asha" }, { promise: promiseFrom(0) });

    expect(await admin.assign(reader, enquiry.id, "stranger@example.com")).toBe("unknown-member");
    expect(await admin.assign(reader, crypto.randomUUID(), COLLEAGUE)).toBe("not-found");

    fx.clock = at(5);
    expect(await admin.assign(reader, enquiry.id, TEAM)).toBe("assigned");
    expect(await deliveriesOf(fx.db, [enquiry.id])).toEqual([]);
    expect((await admin.inbox(reader, { owner: TEAM }, page)).total).toBe(1);
    expect((await admin.inbox(reader, { unowned: true }, page)).total).toBe(0);

    fx.clock = at(6);
    expect(await admin.assign(reader, enquiry.id, " Colleague@Malwasoftworks.example ")).toBe(
      "assigned",
    );
    const notices = await deliveriesOf(fx.db, [enquiry.id]);
    expect(notices).toMatchObject([{ channel: "assignment", status: "pending" }]);
    expect(fx.wakes).toBe(1);
    expect((await admin.inbox(reader, { owner: COLLEAGUE }, page)).entries[0]?.reply.owner).toBe(
      COLLEAGUE,
    );

    const record = await admin.enquiry(reader, enquiry.id);
    expect(record?.timeline).toEqual([
      { kind: "assigned", owner: TEAM, by: TEAM, at: at(5) },
      { kind: "assigned", owner: COLLEAGUE, by: TEAM, at: at(6) },
    ]);
    const log = await admin.auditLog(reader, { offset: 0, limit: 50 });
    if (!log.allowed) throw new Error("The administrator reads the audit log");
    expect(
      log.value.entries
        .filter((entry) => entry.action === "enquiry-assigned")
        .map((entry) => entry.detail),
    ).toEqual([COLLEAGUE, TEAM]);

    await disableAdminUser(fx.db, COLLEAGUE);
    expect(await admin.teamMembers()).toEqual([TEAM]);
    expect(await admin.assign(reader, enquiry.id, COLLEAGUE)).toBe("unknown-member");
  });

  it("says an assignment told nobody while e-mail is off, and queues no notice", async () => {
    const admin = (await setUp({ teamChannels: [] }))();
    await addAdminUser(fx.db, COLLEAGUE, PASSWORD, { now: T0 });
    const enquiry = await stored("contact", { name: "Asha" }, { promise: promiseFrom(0) });
    expect(await admin.assign(reader, enquiry.id, COLLEAGUE)).toBe("assigned-quietly");
    expect(await deliveriesOf(fx.db, [enquiry.id])).toEqual([]);
    expect((await admin.inbox(reader, { owner: COLLEAGUE }, page)).total).toBe(1);
  });

  it("stops the clock once when someone records an answer given outside the inbox", async () => {
    const firstAnswers: number[] = [];
    const admin = (await setUp({ onFirstAnswer: (seconds) => firstAnswers.push(seconds) }))();
    await addAdminUser(fx.db, COLLEAGUE, PASSWORD, { now: T0 });
    const enquiry = await stored("contact", { name: "Asha" }, { promise: promiseFrom(0) });
    fx.clock = at(90);
    expect((await admin.inbox(reader, { overdue: true }, page)).total).toBe(1);

    expect(await admin.markAnsweredOutside(colleague, enquiry.id)).toBe("stopped");
    fx.clock = at(95);
    expect(await admin.markAnsweredOutside(reader, enquiry.id)).toBe("already-answered");
    expect(await admin.markAnsweredOutside(reader, crypto.randomUUID())).toBe("not-found");
    // The metrics hear of the first answer once, 90 minutes after the enquiry arrived.
    expect(firstAnswers).toEqual([90 * 60]);

    const record = await admin.enquiry(reader, enquiry.id);
    expect(record?.reply).toMatchObject({
      answeredAt: at(90),
      answeredBy: COLLEAGUE,
      answeredHow: "outside",
    });
    expect(record?.status).toBe("waiting");
    expect(record?.timeline).toEqual([{ kind: "answered-outside", by: COLLEAGUE, at: at(90) }]);
    expect((await admin.inbox(reader, { overdue: true }, page)).total).toBe(0);
    expect((await admin.inbox(reader, {}, page)).waiting.overdue).toBe(0);
  });

  it("queues a reply through the outbox, refusing an empty or too long one, an erased enquiry, or with e-mail off", async () => {
    const admin = (await setUp({ teamChannels: ["reply"] }))();
    const enquiry = await stored(
      "contact",
      { name: "Asha", email: "asha@example.com" },
      {
        promise: promiseFrom(0),
      },
    );
    expect(admin.sendsEmail).toBe(true);
    expect(await admin.sendReply(reader, enquiry.id, "  \n ")).toBe("empty");
    expect(await admin.sendReply(reader, enquiry.id, "x".repeat(20_001))).toBe("too-long");
    expect(await deliveriesOf(fx.db, [enquiry.id])).toEqual([]);

    fx.clock = at(10);
    expect(await admin.sendReply(reader, enquiry.id, "x".repeat(20_000))).toBe("queued");
    const key = crypto.randomUUID();
    expect(await admin.sendReply(reader, enquiry.id, "A second word.", key)).toBe("queued");
    // The same form sent again (a reload, a double click) is the same reply.
    expect(await admin.sendReply(reader, enquiry.id, "A second word.", key)).toBe("queued");
    const replies = (await deliveriesOf(fx.db, [enquiry.id])).filter((d) => d.channel === "reply");
    expect(replies).toHaveLength(2);
    const record = await admin.enquiry(reader, enquiry.id);
    expect(record?.reply).toMatchObject({ answeredAt: at(10), answeredHow: "reply" });
    expect(record?.status).toBe("waiting");
    expect(record?.timeline.map((event) => event.kind)).toEqual(["replied", "replied"]);

    await admin.erasePerson(reader, "asha@example.com");
    expect(await admin.sendReply(reader, enquiry.id, "Too late.")).toBe("not-found");

    const mailOff = (await setUp())();
    const other = await stored("contact", { name: "Ravi" });
    expect(mailOff.sendsEmail).toBe(false);
    expect(await mailOff.sendReply(reader, other.id, "Hello")).toBe("mail-off");
  });

  it("lets administrators alone keep saved replies", async () => {
    const admin = (await setUp())();
    const added = await admin.putSavedReply(reader, {
      title: "Thanks",
      body: "Dear {name},",
      audience: "both",
    });
    expect(added).toEqual({ allowed: true, value: "saved" });
    const [saved] = await admin.savedReplies(reader);
    expect(saved).toMatchObject({ title: "Thanks", body: "Dear {name},", updatedBy: TEAM });
    expect(
      await admin.putSavedReply(reader, { title: "Thanks", body: "Again", audience: "both" }),
    ).toEqual({
      allowed: true,
      value: "title-taken",
    });
    expect(
      await admin.putSavedReply(reader, {
        id: saved!.id,
        title: "Thank you",
        body: "Dear {name}!",
        audience: "both",
      }),
    ).toEqual({ allowed: true, value: "saved" });
    expect(
      await admin.putSavedReply(colleague, { title: "Mine", body: "Hi", audience: "both" }),
    ).toEqual({
      allowed: false,
    });
    // A placeholder the inbox does not fill is refused when saved, not found by a customer.
    expect(
      await admin.putSavedReply(reader, {
        title: "Dates",
        body: "Dear {first_name}, on {date}",
        audience: "both",
      }),
    ).toEqual({ allowed: true, value: "unknown-placeholder" });
    expect((await admin.savedReplies(reader)).map((template) => template.title)).toEqual([
      "Thank you",
    ]);
    expect(await admin.deleteSavedReply(colleague, saved!.id)).toEqual({ allowed: false });
    expect(await admin.deleteSavedReply(reader, saved!.id)).toEqual({ allowed: true, value: true });
    expect(await admin.savedReplies(reader)).toEqual([]);
  });

  it("shows each side of the team its own saved replies, and administrators all of them", async () => {
    const admin = (await setUp())();
    for (const audience of ["sales", "recruiting", "both"] as const) {
      await admin.putSavedReply(reader, {
        title: `For ${audience}`,
        body: "Dear {name},",
        audience,
      });
    }
    const recruiter: AdminSession = { ...colleague, role: "recruiter" };
    const titles = async (viewer: AdminSession) =>
      (await admin.savedReplies(viewer)).map((template) => template.title);
    expect(await titles(colleague)).toEqual(["For both", "For sales"]);
    expect(await titles(recruiter)).toEqual(["For both", "For recruiting"]);
    expect(await titles(reader)).toEqual(["For both", "For recruiting", "For sales"]);
  });

  it("keeps a deleted saved reply's words nowhere: the audit log names it by its id", async () => {
    const admin = (await setUp())();
    const title = "For Asha Verma's visa letter";
    await admin.putSavedReply(reader, {
      title,
      body: "Dear Asha, your letter is attached.",
      audience: "both",
    });
    const [saved] = await admin.savedReplies(reader);
    await admin.putSavedReply(reader, {
      id: saved!.id,
      title,
      body: "Dear Asha, attached.",
      audience: "both",
    });
    await admin.deleteSavedReply(reader, saved!.id);

    const log = await admin.auditLog(reader, { offset: 0, limit: 10 });
    const entries = (log.allowed ? log.value.entries : []).filter((entry) =>
      entry.action.startsWith("saved-reply"),
    );
    expect(
      entries.map(({ action, subject, detail }) => [action, subject, detail]).toSorted(),
    ).toEqual([
      ["saved-reply-changed", saved!.id, "added"],
      ["saved-reply-changed", saved!.id, "changed"],
      ["saved-reply-deleted", saved!.id, ""],
    ]);
  });
});
