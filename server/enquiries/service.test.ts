import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formWords, messageIn } from "./form-words.ts";
import type { Database } from "#server/store/database.ts";
import { deliveriesOf } from "#server/outbox/deliveries.ts";
import { findEnquiry, latestEnquiries } from "./store.ts";
import { openDatabase } from "#server/store/open.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { FORM_KINDS } from "#shared/enquiries/kinds.ts";
import { testKeys } from "#server/test-support/keys.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { tempFolder } from "#server/test-support/temp-folder.ts";
import { createAcknowledgementLimit } from "./acknowledgement-limit.ts";
import { spamDefences } from "#server/test-support/spam-defences.ts";
import { createEnquiryService } from "#server/boot/enquiry-service.ts";
import { createReplyClock } from "#server/reply-promise/clock.ts";
import { findReplyClock } from "#server/reply-promise/clocks-store.ts";

let db: Database;
let wakes: number;
let logs: ReturnType<typeof capturedLogger>;

function service(channels: ("email" | "webhook")[] = ["email", "webhook"]) {
  return createEnquiryService({
    db,
    channels,
    logger: logs.logger,
    onQueued: () => wakes++,
    ...spamDefences(db),
  });
}

const dir = tempFolder("site-service-");
beforeEach(async () => {
  db = await openDatabase({ kind: "sqlite", path: path.join(dir, `${crypto.randomUUID()}.db`) });
  wakes = 0;
  logs = capturedLogger();
});
afterEach(() => db.close());

describe("enquiry service", () => {
  it.each(FORM_KINDS.map((kind) => [kind, validBodies[kind]] as const))(
    "stores a valid %s enquiry with its deliveries",
    async (kind, body) => {
      const outcome = await service().submit(body);
      expect(outcome).toEqual({ status: "stored", id: expect.any(String) });
      const id = outcome.status === "stored" ? outcome.id : "";
      expect(await findEnquiry(db, id)).toMatchObject({ kind, action: body.action, isSpam: false });
      expect((await deliveriesOf(db, [id])).map((d) => d.channel)).toEqual(["email", "webhook"]);
      expect(wakes).toBe(1);
    },
  );

  it("refuses the e-mail kind from a form: such an enquiry comes only from the team mailbox", async () => {
    const outcome = await service().submit(validBodies.email);
    expect(outcome).toMatchObject({ status: "invalid" });
  });

  it.each([
    ["project", "project", "Malwa Softworks project"],
    ["generalEnquiry", "general-enquiry", "Malwa Softworks general enquiry"],
    ["jobEnquiry", "job-enquiry", "Malwa Softworks job enquiry"],
    ["consultation", "consultation", "Malwa Softworks project inquiry"],
    ["contact", "contact", "Malwa Softworks website contact"],
  ] as const)(
    "takes the %s form by its stable action %j or the specification's %j",
    async (kind, stable, specified) => {
      for (const action of [stable, specified]) {
        const outcome = await service().submit({ ...validBodies[kind], action });
        const id = outcome.status === "stored" ? outcome.id : "";
        // Stored (and sent to the webhook) under the stable action, whichever name came in.
        expect(await findEnquiry(db, id)).toMatchObject({ kind, action: stable });
      }
    },
  );

  it("keeps only the kind's fields, trimmed", async () => {
    const outcome = await service().submit({
      ...validBodies.contact,
      name: "  Imran Khan  ",
      isAdmin: "true",
      subscriptionKey: "abc",
    });
    const id = outcome.status === "stored" ? outcome.id : "";
    expect((await findEnquiry(db, id))?.fields).toEqual({
      ...validBodies.contact,
      action: undefined,
      name: "Imran Khan",
    });
  });

  it("keeps where the enquiry came from apart from its fields", async () => {
    const attribution = {
      page: "/start-project",
      referrer: "https://www.linkedin.com",
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "launch",
    };
    const outcome = await service().submit({ ...validBodies.contact, attribution });
    const stored = await findEnquiry(db, outcome.status === "stored" ? outcome.id : "");
    expect(stored?.attribution).toEqual(attribution);
    expect(stored?.fields).not.toHaveProperty("attribution");
  });

  it.each([
    ["not an object", "https://evil.example", undefined],
    ["a page on another host", { page: "//evil.example/x", utmSource: "ok" }, { utmSource: "ok" }],
    [
      "a referrer with a path",
      { referrer: "https://www.google.com/search?q=asha", page: "/contact" },
      { page: "/contact" },
    ],
    ["a tag too long", { utmCampaign: "x".repeat(101), utmMedium: "cpc" }, { utmMedium: "cpc" }],
    ["a tag with a line break", { utmSource: "a\nBcc: x" }, undefined],
    [
      "a tag with a right-to-left override",
      { utmSource: "\u202egnp.exe", utmMedium: "cpc" },
      { utmMedium: "cpc" },
    ],
    ["a tag with isolates", { utmCampaign: "launch \u2066x\u2069" }, undefined],
    ["a tag with a line separator", { utmSource: "a\u2028Bcc: x" }, undefined],
    ["a tag with a left-to-right mark", { utmMedium: "cpc\u200e" }, undefined],
    ["a tag with an encoded word", { utmCampaign: "=?UTF-8?B?4oCuZXZpbA==?=" }, undefined],
    ["a page with an override", { page: "/contact\u202e", utmSource: "ok" }, { utmSource: "ok" }],
  ])(
    "stores the enquiry all the same when its origin is %s, dropping the bad part",
    async (_, attribution, kept) => {
      const outcome = await service().submit({ ...validBodies.contact, attribution });
      expect(outcome.status).toBe("stored");
      const stored = await findEnquiry(db, outcome.status === "stored" ? outcome.id : "");
      expect(stored?.attribution).toEqual(kept);
    },
  );

  it("refuses an unknown action", async () => {
    expect(await service().submit({ ...validBodies.contact, action: "Acme contact" })).toEqual({
      status: "invalid",
      message: formWords.answers.unknownAction,
      errors: { action: formWords.answers.unknownAction },
    });
    expect(await service().submit({ name: "No action" })).toMatchObject({ status: "invalid" });
    expect(await latestEnquiries(db, 10)).toEqual([]);
  });

  it("answers the fixed message of each invalid field and stores nothing", async () => {
    const outcome = await service().submit({
      ...validBodies.project,
      name: "A",
      email: "not-an-email",
      phone: "12345",
      projectDetails: "short",
    });
    expect(outcome).toEqual({
      status: "invalid",
      message: formWords.answers.invalid,
      errors: {
        name: messageIn("project", "name"),
        email: messageIn("project", "email"),
        phone: messageIn("project", "phone"),
        projectDetails: messageIn("project", "projectDetails"),
      },
    });
    expect(await latestEnquiries(db, 10)).toEqual([]);
  });

  it("refuses a line break in a one-line field", async () => {
    const outcome = await service().submit({
      ...validBodies.contact,
      name: "Imran\r\nBcc: x@example.com",
    });
    expect(outcome).toMatchObject({ status: "invalid", errors: { name: expect.any(String) } });
  });

  it("stores a filled honeypot as spam, answers as usual, and queues nothing", async () => {
    const outcome = await service().submit({
      ...validBodies.contact,
      website: "http://spam.example",
    });
    expect(outcome).toEqual({ status: "stored", id: expect.any(String) });
    const id = outcome.status === "stored" ? outcome.id : "";
    expect(await findEnquiry(db, id)).toMatchObject({ isSpam: true });
    expect(await deliveriesOf(db, [id])).toEqual([]);
    expect(wakes).toBe(0);
  });

  it("stores a retried submission once and answers the same id", async () => {
    const body = { ...validBodies.contact, submissionId: crypto.randomUUID() };
    const first = await service().submit(body);
    const again = await service().submit(body);
    expect(again).toEqual(first);
    expect(await latestEnquiries(db, 10)).toHaveLength(1);
    expect(wakes).toBe(1);
  });

  it("refuses a submission id that is not a UUID", async () => {
    expect(await service().submit({ ...validBodies.contact, submissionId: "1" })).toMatchObject({
      status: "invalid",
      errors: { submissionId: expect.any(String) },
    });
  });

  it("queues no deliveries when delivery is off", async () => {
    const outcome = await service([]).submit(validBodies.contact);
    const id = outcome.status === "stored" ? outcome.id : "";
    expect(await findEnquiry(db, id)).toBeDefined();
    expect(await deliveriesOf(db, [id])).toEqual([]);
    expect(wakes).toBe(0);
  });

  it("answers unavailable when the store fails", async () => {
    await db.close();
    expect(await service().submit(validBodies.contact)).toEqual({
      status: "unavailable",
      message: formWords.answers.unavailable,
    });
    db = await openDatabase({ kind: "sqlite", path: ":memory:" });
  });

  it("logs ids and kinds, never what the visitor wrote", async () => {
    const stored = await service().submit(validBodies.project);
    await service().submit({ ...validBodies.project, email: "bad" });
    const id = stored.status === "stored" ? stored.id : "";
    expect(logs.lines()).toEqual([
      expect.objectContaining({ enquiryId: id, kind: "project", msg: "enquiry stored" }),
      expect.objectContaining({ kind: "project", invalidFields: ["email"] }),
    ]);
    for (const value of Object.values(validBodies.project).filter(
      (v) => v !== validBodies.project.action,
    )) {
      expect(logs.text()).not.toContain(value);
    }
  });
});

describe("acknowledgements", () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends one per recipient address and hour; later enquiries still reach the team", async () => {
    let time = Date.parse("2030-01-15T04:30:00Z");
    vi.spyOn(Date, "now").mockImplementation(() => time);
    const acknowledging = createEnquiryService({
      db,
      channels: ["email", "autoreply"],
      logger: logs.logger,
      acknowledgements: createAcknowledgementLimit(db, testKeys.throttle),
      ...spamDefences(db),
    });
    const channelsOf = async (email: string) => {
      const outcome = await acknowledging.submit({ ...validBodies.contact, email });
      const id = outcome.status === "stored" ? outcome.id : "";
      return (await deliveriesOf(db, [id])).map((delivery) => delivery.channel).toSorted();
    };

    expect(await channelsOf("someone@example.com")).toEqual(["autoreply", "email"]);
    time += 10 * 60_000;
    expect(await channelsOf("Someone@Example.com")).toEqual(["email"]);
    expect(await channelsOf("someone@example.com")).toEqual(["email"]);
    expect(await channelsOf("another@example.com")).toEqual(["autoreply", "email"]);
    time += 50 * 60_000;
    expect(await channelsOf("someone@example.com")).toEqual(["autoreply", "email"]);

    expect(await latestEnquiries(db, 10)).toHaveLength(5);
    const stored = JSON.stringify(await db.query("SELECT * FROM throttle_counters"));
    expect(stored).not.toContain("someone@example.com");
  });
});

describe("the reply promise on arrival", () => {
  const clock = createReplyClock({
    kind: "calendar",
    hours: 24,
    openingHours: [],
    timeZone: "Asia/Kolkata",
    holidays: new Set(),
  });
  const receivedAt = new Date("2030-01-15T04:30:00Z");
  const promised = () =>
    createEnquiryService({
      db,
      channels: [],
      logger: logs.logger,
      replyClock: clock,
      now: () => receivedAt,
      ...spamDefences(db, () => receivedAt),
    });

  it("gives every genuine enquiry its due time and its reminder's time", async () => {
    const outcome = await promised().submit(validBodies.contact);
    const id = outcome.status === "stored" ? outcome.id : "";
    expect(await findReplyClock(db, id)).toMatchObject({
      dueAt: new Date("2030-01-16T04:30:00Z"),
      remindAt: new Date("2030-01-15T22:30:00Z"),
      answeredAt: undefined,
    });
  });

  it("gives spam no due time", async () => {
    const outcome = await promised().submit({ ...validBodies.contact, website: "spam.example" });
    const id = outcome.status === "stored" ? outcome.id : "";
    expect((await findEnquiry(db, id))?.isSpam).toBe(true);
    expect(await findReplyClock(db, id)).toBeUndefined();
  });
});
