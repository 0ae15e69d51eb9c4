/**
 * The team's notes are a thread, on SQLite and a real PostgreSQL: two colleagues' notes are two
 * entries with their authors and times, neither overwritten; a colleague named in a note (`@asha`)
 * gets one mail with the link to the enquiry, through the outbox, and nobody else does.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSession } from "#shared/accounts/contract.ts";
import { inboxEnquiryPath } from "#shared/enquiries/inbox-links.ts";
import { addAdminUser } from "#server/accounts/accounts.ts";
import { loadEnv } from "#server/boot/env.ts";
import { createOutbound } from "#server/boot/outbound.ts";
import { deliveriesOf } from "#server/outbox/deliveries.ts";
import { createNotifier } from "#server/outbox/notifier.ts";
import {
  adminServiceFixture,
  minutes,
  PASSWORD,
  reader,
  T0,
  TEAM,
} from "#server/test-support/admin-service.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { startSmtpSink, type SmtpSink } from "#server/test-support/smtp-sink.ts";

const databases = await startTestDatabases();
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await databases.dispose();
});

const ASHA = "asha.verma@malwasoftworks.example";
const asha: AdminSession = { email: ASHA, role: "reviewer", csrfToken: "" };
const RAVI = "ravi@malwasoftworks.example";
const SITE = "https://www.malwasoftworks.example";

describe.each(databases.all)("the notes on $name", (target) => {
  const fx = adminServiceFixture(target);

  /** The service with mail on, its notifier, and two colleagues besides the first account. */
  async function setUp() {
    const env = loadEnv({ SMTP_URL: sink.url, NOTIFY_EMAIL_TO: TEAM, SITE_URL: SITE });
    const service = await fx.setUp({ teamChannels: ["mention"] });
    const notifier = createNotifier({
      db: fx.db,
      ...createOutbound(env, { db: fx.db, team: true }),
      logger: capturedLogger().logger,
      now: () => fx.clock,
    });
    for (const member of [ASHA, RAVI]) await addAdminUser(fx.db, member, PASSWORD, { now: T0 });
    sink.clear();
    return { admin: service(), notifier };
  }

  it("keeps each note as its own entry with who wrote it when", async () => {
    const { admin } = await setUp();
    const enquiry = await fx.stored("contact", { name: "Imran Khan", email: "imran@example.org" });
    fx.clock = new Date(T0.getTime() + minutes(5));
    expect(await admin.saveNote(reader, enquiry.id, "Called; no answer.")).toBe("saved");
    const later = new Date(T0.getTime() + minutes(6));
    fx.clock = later;
    expect(await admin.saveNote(asha, enquiry.id, "  He called back: wants a quote.\r\n")).toBe(
      "saved",
    );
    expect(await admin.saveNote(asha, enquiry.id, "   ")).toBe("empty");
    expect(await admin.saveNote(asha, crypto.randomUUID(), "Lost?")).toBe("not-found");

    const record = await admin.enquiry(reader, enquiry.id);
    expect(record?.notes).toMatchObject([
      { text: "Called; no answer.", by: TEAM, at: new Date(T0.getTime() + minutes(5)) },
      { text: "He called back: wants a quote.", by: ASHA, at: later },
    ]);
    const [exported] = await admin.exportEntries(reader, {});
    expect(exported?.note).toBe("Called; no answer.\n\nHe called back: wants a quote.");
  });

  it("mails each colleague named in a note once, with the link, and nobody else", async () => {
    const { admin, notifier } = await setUp();
    const enquiry = await fx.stored("contact", { name: "Imran Khan", email: "imran@example.org" });
    const note =
      "@Asha.Verma can you call him? @asha.verma, @nobody and team@malwasoftworks.example.";
    // The same form sent twice (a reload after sending) is one note and one mail.
    const noteId = crypto.randomUUID();
    for (const _ of [1, 2]) {
      expect(await admin.saveNote(reader, enquiry.id, note, { noteId })).toBe("saved");
    }
    // Naming oneself tells nobody.
    expect(await admin.saveNote(asha, enquiry.id, "Will do, @asha.verma")).toBe("saved");

    expect((await admin.enquiry(reader, enquiry.id))?.notes).toHaveLength(2);
    const queued = (await deliveriesOf(fx.db, [enquiry.id])).filter((d) => d.channel === "mention");
    expect(queued).toHaveLength(1);
    expect(fx.wakes).toBe(1);
    expect(await notifier.runOnce()).toBe(1);
    const [mail] = await sink.waitForMessages(1);
    expect(mail?.recipients).toEqual([ASHA]);
    expect(mail?.text).toContain(note);
    expect(mail?.text).toContain(`${SITE}${inboxEnquiryPath(enquiry.id)}`);
    expect(await notifier.runOnce()).toBe(0);
    expect(sink.messages).toHaveLength(1);
  });
});
