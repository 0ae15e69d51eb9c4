/**
 * A reply's files, on SQLite and a real PostgreSQL: a PDF and a picture reach the customer's mail
 * through the outbox and a real SMTP server, read from the store at sending, and are in the
 * timeline to download (audited) and in the person's export; a program named .pdf and more than
 * 10 MB in all are refused with nothing queued; erasing the person erases the files.
 */
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "#server/boot/env.ts";
import { createOutbound } from "#server/boot/outbound.ts";
import { deliveriesOf } from "#server/outbox/deliveries.ts";
import { createNotifier } from "#server/outbox/notifier.ts";
import { adminServiceFixture, reader, TEAM } from "#server/test-support/admin-service.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { startSmtpSink, type SmtpSink } from "#server/test-support/smtp-sink.ts";
import { erasePerson, exportPerson } from "#server/privacy/person-data.ts";

const databases = await startTestDatabases();
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await databases.dispose();
});

const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Title (Quote) >> endobj\ntrailer << >>\n%%EOF\n",
);
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
);
/** A Windows program's first bytes ("MZ"), named as if it were a PDF. */
const EXE = Uint8Array.from([
  0x4d,
  0x5a,
  0x90,
  0x00,
  0x03,
  0x00,
  0x00,
  0x00,
  ...new Uint8Array(64),
]);

describe.each(databases.all)("a reply's files on $name", (target) => {
  const fx = adminServiceFixture(target);

  async function setUp() {
    const env = loadEnv({
      SMTP_URL: sink.url,
      NOTIFY_EMAIL_TO: TEAM,
      SITE_URL: "https://www.malwasoftworks.example",
    });
    const service = await fx.setUp({ teamChannels: ["reply"] });
    const notifier = createNotifier({
      db: fx.db,
      ...createOutbound(env, { db: fx.db, team: true }),
      logger: capturedLogger().logger,
      now: () => fx.clock,
    });
    sink.clear();
    const enquiry = await fx.stored("contact", { name: "Imran Khan", email: "imran@example.org" });
    return { admin: service(), notifier, enquiry };
  }

  it("sends a PDF and a picture with the reply, as attached", async () => {
    const { admin, notifier, enquiry } = await setUp();
    const files = [
      { name: "Quote for Imran.pdf", bytes: PDF },
      { name: "office.png", bytes: PNG },
    ];
    expect(
      await admin.sendReply(reader, enquiry.id, "Our quote.", undefined, undefined, files),
    ).toBe("queued");
    expect(await notifier.runOnce()).toBe(1);
    const [received] = await sink.waitForMessages(1);
    const mail = await simpleParser(received?.raw ?? "");
    expect(mail.text).toContain("Our quote.");
    expect(
      mail.attachments.map((file) => [file.filename, file.contentType, file.content.byteLength]),
    ).toEqual([
      ["Quote for Imran.pdf", "application/pdf", PDF.byteLength],
      ["office.png", "image/png", PNG.byteLength],
    ]);
    expect(Buffer.compare(mail.attachments[1]!.content, Buffer.from(PNG))).toBe(0);

    // Beside the reply in the timeline, each a download for staff, and written to the audit log.
    const record = await admin.enquiry(reader, enquiry.id);
    const replied = record?.timeline.find((event) => event.kind === "replied");
    const listed = replied?.kind === "replied" ? replied.attachments : [];
    expect(listed.map((file) => [file.fileName, file.sizeBytes])).toEqual([
      ["Quote for Imran.pdf", PDF.byteLength],
      ["office.png", PNG.byteLength],
    ]);
    const download = await admin.downloadAttachment(reader, enquiry.id, listed[0]!.id);
    expect(download?.mediaType).toBe("application/pdf");
    expect(Buffer.from(download!.bytes).equals(Buffer.from(PDF))).toBe(true);
    expect(await admin.downloadAttachment(reader, crypto.randomUUID(), listed[0]!.id)).toBe(
      undefined,
    );
    const [audited] = await fx.db.query(
      "SELECT detail FROM audit_log WHERE action = 'attachment-downloaded'",
    );
    expect(audited?.detail).toBe(`application/pdf, ${PDF.byteLength} bytes`);

    // The person's export lists them; their erasure takes them out of the store.
    const by = { actor: TEAM, at: fx.clock };
    const exported = await exportPerson(fx.db, "imran@example.org", by);
    expect(exported.enquiries[0]?.replies[0]?.files).toEqual([
      { fileName: "Quote for Imran.pdf", sizeBytes: PDF.byteLength },
      { fileName: "office.png", sizeBytes: PNG.byteLength },
    ]);
    await erasePerson(fx.db, "imran@example.org", by);
    expect(await fx.db.query("SELECT id FROM reply_attachments")).toEqual([]);
  });

  it("refuses a program named .pdf and more than 10 MB in all, queueing nothing", async () => {
    const { admin, enquiry } = await setUp();
    const send = (files: { name: string; bytes: Uint8Array }[]) =>
      admin.sendReply(reader, enquiry.id, "Our quote.", undefined, undefined, files);
    expect(
      await send([
        { name: "quote.pdf", bytes: EXE },
        { name: "ok.pdf", bytes: PDF },
      ]),
    ).toBe("attachment-type");
    const big = new Uint8Array(5.5 * 1024 * 1024);
    big.set(PDF);
    expect(
      await send([
        { name: "a.pdf", bytes: big },
        { name: "b.pdf", bytes: big },
      ]),
    ).toBe("attachments-too-large");
    expect(await deliveriesOf(fx.db, [enquiry.id])).toEqual([]);
    expect((await admin.enquiry(reader, enquiry.id))?.reply.answeredAt).toBeUndefined();
  });

  it("keeps a form sent twice one reply with its files once, and a stale page's files unsent", async () => {
    const { admin, enquiry } = await setUp();
    const seen = (await admin.enquiry(reader, enquiry.id))?.timelineVersion;
    const files = [{ name: "quote.pdf", bytes: PDF }];
    const replyId = crypto.randomUUID();
    for (const _ of [1, 2]) {
      expect(await admin.sendReply(reader, enquiry.id, "Quote.", replyId, seen, files)).toBe(
        "queued",
      );
    }
    // Another page drawn before that reply sends its own: refused, nothing of it stored.
    expect(
      await admin.sendReply(reader, enquiry.id, "Another.", crypto.randomUUID(), seen, files),
    ).toBe("stale");
    expect(await deliveriesOf(fx.db, [enquiry.id])).toHaveLength(1);
    expect(await fx.db.query("SELECT reply_id FROM reply_attachments")).toEqual([
      { reply_id: replyId },
    ]);
  });
});
