/**
 * Customers' answers read back from a real IMAP server (Dovecot, started here) by real server
 * instances: an answer lands in its conversation's timeline, reopens it and starts a clock; an
 * auto-reply and a bounce do neither; two instances on one PostgreSQL import each mail once; a
 * restart loses nothing; malformed mail is refused or kept within limits, and the next is read.
 */
import MailComposer from "nodemailer/lib/mail-composer";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { startServer, type RunningServer } from "#server/boot/start-server.ts";
import { enquiryStatus } from "#server/enquiries/status.ts";
import { replySent } from "#server/reply-promise/conversation.ts";
import { runningDueAt } from "#server/reply-promise/clocks-store.ts";
import type { Database } from "#server/store/database.ts";
import { openDatabase, type DatabaseConfig } from "#server/store/open.ts";
import { createAdminService, reader } from "#server/test-support/admin-service.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { startDovecot, type Dovecot } from "#server/test-support/dovecot.ts";
import { docx } from "#server/test-support/docx.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { TEST_SERVER_SECRET, testKeys } from "#server/test-support/keys.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import type { Logger } from "#server/lib/logger.ts";
import { missingBinaries } from "#server/test-support/missing-binaries.ts";
import { startSmtpSink, type SmtpSink } from "#server/test-support/smtp-sink.ts";
import { deflatedRepeats, MEBIBYTE } from "#server/test-support/zip.ts";

const TEAM_ADDRESS = "enquiries@malwasoftworks.example";
const CUSTOMER = "imran@example.com";

const databases = await startTestDatabases();
const started = await startDovecot();
if (!started.available) missingBinaries("The team mailbox tests", started.reason);
const dovecot: Dovecot | undefined = started.available ? started.dovecot : undefined;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
  await dovecot?.stop();
  await databases.dispose();
});

/** A raw message as a mail client writes it. */
async function composed(options: ConstructorParameters<typeof MailComposer>[0]): Promise<Buffer> {
  return new MailComposer(options).compile().build();
}

function urlOf(config: DatabaseConfig): string {
  return config.kind === "postgres" ? config.url : `sqlite:${config.path}`;
}

let users = 0;
/** A mailbox of its own per test, so tests never read each other's mail. */
const freshMailbox = () => `team${++users}`;

function instance(config: DatabaseConfig, mailbox: string, logger = capturedLogger().logger) {
  return startServer({
    site: false,
    logger,
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: urlOf(config),
      SMTP_URL: sink.url,
      NOTIFY_AUTOREPLY: "true",
      NOTIFY_EMAIL_FROM: `Malwa Softworks <${TEAM_ADDRESS}>`,
      INBOUND_IMAP_URL: dovecot!.urlFor(mailbox),
      RATE_LIMIT_PER_MINUTE: "1000",
      SERVER_SECRET: TEST_SERVER_SECRET,
    },
    notifier: { pollIntervalMs: 100 },
    mailbox: { pollIntervalMs: 500, leaseMs: 3000 },
  });
}

async function submitted(server: RunningServer, fields: Record<string, string> = {}) {
  const response = await fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...validBodies.contact, email: CUSTOMER, ...fields }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The acknowledgement the enquirer received: where their answer goes, and what it answers. */
async function acknowledgementOf(enquiryId: string) {
  await expect
    .poll(() => sink.messages.some((mail) => acknowledges(mail, enquiryId)), { timeout: 10_000 })
    .toBe(true);
  const mail = sink.messages.find((message) => acknowledges(message, enquiryId))!;
  return { replyTo: mail.headers.get("reply-to")!, messageId: mail.headers.get("message-id")! };
}

function acknowledges(mail: SmtpSink["messages"][number], enquiryId: string): boolean {
  return mail.headers.get("auto-submitted") === "auto-replied" && mail.raw.includes(enquiryId);
}

function inboxOf(db: Database) {
  return createAdminService({
    db,
    logger: capturedLogger().logger,
    secureCookies: false,
    keys: testKeys,
    signInAttemptsPerMinute: 1000,
    twoStepRequiredFor: "everyone",
    siteUrl: "http://localhost:3000",
    teamChannels: ["reply"],
  }).forClient("127.0.0.1");
}

async function count(db: Database, sql: string, params: string[] = []): Promise<number> {
  const [row] = await db.query(sql, params);
  return Number(row?.count);
}

/** The customer's answer to the acknowledgement, as their mail client writes it. */
function answer(ack: { replyTo: string; messageId: string }, text: string, extra = {}) {
  return composed({
    from: `Imran Khan <${CUSTOMER}>`,
    to: ack.replyTo,
    subject: "Re: We have your message",
    inReplyTo: ack.messageId,
    references: ack.messageId,
    text: `${text}\n\nOn Tue, 15 Jan 2030 at 10:00, Malwa Softworks wrote:\n> Thank you for writing to us.\n> We reply within a day.\n`,
    ...extra,
  });
}

describe.skipIf(!dovecot).each(databases.all)("the team mailbox on $name", (target) => {
  /** A server reading a mailbox of its own, on a fresh store; both closed after `work`. */
  async function onFreshInstance(
    work: (running: { server: RunningServer; db: Database; mailbox: string }) => Promise<void>,
    logger?: Logger,
  ): Promise<void> {
    const config = await target.fresh();
    const mailbox = freshMailbox();
    const server = await instance(config, mailbox, logger);
    const db = await openDatabase(config);
    try {
      await work({ server, db, mailbox });
    } finally {
      await server.close();
      await db.close();
    }
  }

  it("puts the customer's answer in its conversation within 15 s: it reopens it and starts a clock", async () => {
    await onFreshInstance(async ({ server, db, mailbox }) => {
      const id = await submitted(server);
      const ack = await acknowledgementOf(id);
      expect(ack.replyTo).toMatch(/^enquiries\+[a-z0-9]{16}@malwasoftworks\.example$/);
      // The team answered: the conversation waits on the customer, no clock runs.
      await db.transaction((tx) => replySent(tx, id, reader.email, new Date()));
      expect(await runningDueAt(db, id)).toBeUndefined();

      const before = Date.now();
      const floorPlan = await sharp({
        create: { width: 4, height: 4, channels: 3, background: "#1f45e0" },
      })
        .png()
        .toBuffer();
      await dovecot!.append(
        mailbox,
        await answer(ack, "Yes, Thursday at 11 suits us.", {
          attachments: [
            { filename: "floor plan.png", content: floorPlan },
            { filename: "tool.exe", content: Buffer.from("MZ\x90\x00 a program") },
          ],
        }),
      );
      await expect
        .poll(async () => (await inboxOf(db).enquiry(reader, id))?.timeline.length, {
          timeout: 15_000,
          interval: 200,
        })
        .toBe(1);
      expect(Date.now() - before).toBeLessThan(15_000);
      const [event] = (await inboxOf(db).enquiry(reader, id))!.timeline;
      expect(event).toMatchObject({
        kind: "customer-wrote",
        by: CUSTOMER,
        body: "Yes, Thursday at 11 suits us.",
        matchedBy: "token",
        automatic: false,
      });
      expect(event?.kind === "customer-wrote" && event.quoted).toMatch(/^On Tue.*\n> Thank you/s);
      // The picture is kept, for staff to download; the program is left out.
      const files = event?.kind === "customer-wrote" ? event.attachments : [];
      expect(files).toMatchObject([{ fileName: "floor plan.png", sizeBytes: floorPlan.length }]);
      const download = await inboxOf(db).downloadAttachment(reader, id, files[0]!.id);
      expect(download).toMatchObject({ fileName: "floor plan.png", mediaType: "image/png" });
      expect(Buffer.from(download!.bytes).equals(floorPlan)).toBe(true);
      expect(await inboxOf(db).downloadAttachment(reader, crypto.randomUUID(), files[0]!.id)).toBe(
        undefined,
      );
      expect(await enquiryStatus(db, id)).toBe("open");
      expect(await runningDueAt(db, id)).toBeInstanceOf(Date);
      // Handled, it left the inbox folder for the folder of handled mail.
      await expect.poll(() => dovecot!.count(mailbox, "INBOX")).toBe(0);
      expect(await dovecot!.count(mailbox, "Handled")).toBe(1);

      // The team's reply comes from the person who wrote it, through the team address, with
      // the customer's answer quoted below it and the same way back.
      expect(await inboxOf(db).sendReply(reader, id, "Thursday at 11 it is.")).toBe("queued");
      const isReply = (mail: SmtpSink["messages"][number]) =>
        mail.subject.startsWith("Re:") && mail.headers.get("x-enquiry-id") === id;
      await expect.poll(() => sink.messages.some(isReply), { timeout: 10_000 }).toBe(true);
      const reply = sink.messages.find(isReply)!;
      expect(reply.headers.get("from")).toBe(`Team, Malwa Softworks <${TEAM_ADDRESS}>`);
      expect(reply.headers.get("reply-to")).toBe(ack.replyTo);
      expect(reply.text).toMatch(/^Thursday at 11 it is\.\n/);
      expect(reply.text).toMatch(/ Imran Khan wrote:\n> Yes, Thursday at 11 suits us\.\n$/);
      expect(reply.html).toContain("<blockquote");
    });
  }, 40_000);

  it("records a bounce and an auto-reply without reopening, starting a clock or acknowledging", async () => {
    await onFreshInstance(async ({ server, db, mailbox }) => {
      const id = await submitted(server);
      const ack = await acknowledgementOf(id);
      await db.transaction((tx) => replySent(tx, id, reader.email, new Date()));
      const sentBefore = sink.messages.length;
      await dovecot!.append(
        mailbox,
        await answer(ack, "I am out of the office until Monday.", {
          headers: { "Auto-Submitted": "auto-replied", "X-Autoreply": "yes" },
        }),
      );
      await dovecot!.append(
        mailbox,
        await composed({
          from: `Mail Delivery System <MAILER-DAEMON@example.com>`,
          to: ack.replyTo,
          subject: "Undelivered Mail Returned to Sender",
          references: ack.messageId,
          text: "This is the mail system. Your message could not be delivered.",
          headers: { "Auto-Submitted": "auto-replied" },
        }),
      );
      await expect
        .poll(async () => (await inboxOf(db).enquiry(reader, id))?.timeline.length, {
          timeout: 15_000,
        })
        .toBe(2);
      const timeline = (await inboxOf(db).enquiry(reader, id))!.timeline;
      expect(timeline.map((event) => event.kind === "customer-wrote" && event.automatic)).toEqual([
        true,
        true,
      ]);
      expect(await enquiryStatus(db, id)).toBe("waiting");
      expect(await runningDueAt(db, id)).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(sink.messages.length).toBe(sentBefore);
    });
  }, 40_000);

  it("starts a new e-mail conversation from a mail that answers none, through the spam verdict", async () => {
    await onFreshInstance(async ({ db, mailbox }) => {
      await dovecot!.append(
        mailbox,
        await composed({
          from: "Meera Joshi <meera@example.com>",
          to: TEAM_ADDRESS,
          subject: "Quote for a warehouse app",
          html: "<p>Could you <b>quote</b> a warehouse app?</p><script>alert(1)</script>",
        }),
      );
      await expect
        .poll(() => count(db, "SELECT COUNT(*) AS count FROM enquiries WHERE kind = 'email'"), {
          timeout: 15_000,
        })
        .toBe(1);
      const [row] = await db.query("SELECT id FROM enquiries WHERE kind = 'email'");
      const record = (await inboxOf(db).enquiry(reader, String(row!.id)))!;
      expect(record.fields).toMatchObject({
        name: "Meera Joshi",
        email: "meera@example.com",
        subject: "Quote for a warehouse app",
      });
      expect(record.status).toBe("new");
      expect(record.reply.dueAt).toBeInstanceOf(Date);
      const [event] = record.timeline;
      expect(event).toMatchObject({ kind: "customer-wrote", matchedBy: "new" });
      expect(event?.kind === "customer-wrote" && event.body).toBe(
        "Could you quote a warehouse app?",
      );
    });
  }, 40_000);

  it("loses nothing and doubles nothing across a restart, even a mail read again before its move", async () => {
    const config = await target.fresh();
    const mailbox = freshMailbox();
    const first = await instance(config, mailbox);
    const db = await openDatabase(config);
    const mails = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        composed({
          from: `Sender ${n} <sender${n}@example.com>`,
          to: TEAM_ADDRESS,
          subject: `Question ${n}`,
          text: `Question number ${n}, please.`,
          messageId: `<question-${n}@example.com>`,
        }),
      ),
    );
    let second: RunningServer | undefined;
    try {
      for (const mail of mails) await dovecot!.append(mailbox, mail);
      const imported = () => count(db, "SELECT COUNT(*) AS count FROM inbound_messages");
      await expect.poll(imported, { timeout: 15_000, interval: 50 }).toBeGreaterThan(0);
      await first.close();
      // As if the first instance stopped between an import and its move: the mail is there again.
      await dovecot!.append(mailbox, mails[0]!);
      second = await instance(config, mailbox);
      await expect.poll(() => dovecot!.count(mailbox, "INBOX"), { timeout: 15_000 }).toBe(0);
      expect(await imported()).toBe(4);
      expect(await count(db, "SELECT COUNT(*) AS count FROM enquiries")).toBe(4);
    } finally {
      await first.close();
      await second?.close();
      await db.close();
    }
  }, 60_000);

  it("refuses or bounds malformed mail with a log line, and reads the next one", async () => {
    const logs = capturedLogger();
    await onFreshInstance(async ({ server, db, mailbox }) => {
      const existing = await submitted(server, { email: "ravi@example.com" });
      await acknowledgementOf(existing);
      const bomb = docx([
        {
          name: "word/media/image1.png",
          deflated: { ...deflatedRepeats([[new Uint8Array(MEBIBYTE), 2048]]), crc: 0 },
        },
      ]);
      const hostile = [
        // Broken MIME: a multipart without its boundary, a body of binary noise.
        Buffer.concat([
          Buffer.from(
            "From: broken@example.com\r\nTo: enquiries@malwasoftworks.example\r\nSubject: broken\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed\r\nContent-Transfer-Encoding: base64\r\n\r\n",
          ),
          Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
        ]),
        // 50 MB: never downloaded.
        await composed({
          from: "big@example.com",
          to: TEAM_ADDRESS,
          subject: "A big one",
          text: "x".repeat(50 * MEBIBYTE),
        }),
        // A Word document that inflates to 2 GB.
        await composed({
          from: "Bomb Sender <bomb@example.com>",
          to: TEAM_ADDRESS,
          subject: "My CV",
          text: "Please see the attached CV.",
          attachments: [{ filename: "cv.docx", content: Buffer.from(bomb) }],
        }),
        // Forged headers: a subject that reads backwards and rings the bell, a thread nobody
        // sent, and a token no conversation has.
        await composed({
          from: "Forger <forger@example.com>",
          to: "enquiries+nosuchtoken@malwasoftworks.example",
          subject: "Invoice \u202egnp.exe\u0007",
          inReplyTo: `<${crypto.randomUUID()}@malwasoftworks.example>`,
          references: "<enquiry-not-a-uuid@malwasoftworks.example>",
          text: "Pay now.",
        }),
      ];
      for (const mail of hostile) await dovecot!.append(mailbox, mail);
      await dovecot!.append(
        mailbox,
        await composed({
          from: "ravi@example.com",
          to: TEAM_ADDRESS,
          subject: "Still there?",
          text: "Just checking you got my message.",
        }),
      );
      await expect
        .poll(async () => (await inboxOf(db).enquiry(reader, existing))?.timeline.length, {
          timeout: 30_000,
        })
        .toBe(1);
      const [answer] = (await inboxOf(db).enquiry(reader, existing))!.timeline;
      expect(answer).toMatchObject({
        matchedBy: "address",
        body: "Just checking you got my message.",
      });
      await expect.poll(() => dovecot!.count(mailbox, "INBOX"), { timeout: 15_000 }).toBe(0);

      const refusals = logs
        .lines()
        .filter((line) => String(line.msg).startsWith("inbound mail refused"));
      expect(refusals.map((line) => line.msg)).toContain("inbound mail refused: too large");
      const bombed = await db.query("SELECT enquiry_id FROM inbound_messages WHERE sender = $1", [
        "bomb@example.com",
      ]);
      expect(bombed).toHaveLength(1);
      const bombRecord = await inboxOf(db).enquiry(reader, String(bombed[0]!.enquiry_id));
      expect(bombRecord!.timeline).toMatchObject([{ kind: "customer-wrote", attachments: [] }]);
      const [forged] = await db.query("SELECT subject FROM inbound_messages WHERE sender = $1", [
        "forger@example.com",
      ]);
      expect(forged?.subject).toBe("Invoice gnp.exe");
      expect(
        logs
          .lines()
          .some((line) => line.msg === "inbound mail names an unknown conversation token"),
      ).toBe(true);
      expect(logs.text()).not.toContain("Pay now.");
    }, logs.logger);
  }, 90_000);
});

describe.skipIf(!dovecot || !databases.postgres)("the team mailbox read by two instances", () => {
  it("imports each mail once on one PostgreSQL", async () => {
    const config = await databases.postgres!.fresh();
    const mailbox = freshMailbox();
    const servers = await Promise.all([instance(config, mailbox), instance(config, mailbox)]);
    const db = await openDatabase(config);
    try {
      for (let n = 0; n < 6; n++) {
        await dovecot!.append(
          mailbox,
          await composed({
            from: `sender${n}@example.com`,
            to: TEAM_ADDRESS,
            subject: `Question ${n}`,
            text: `Question number ${n}.`,
          }),
        );
      }
      await expect.poll(() => dovecot!.count(mailbox, "INBOX"), { timeout: 20_000 }).toBe(0);
      expect(await count(db, "SELECT COUNT(*) AS count FROM inbound_messages")).toBe(6);
      expect(await count(db, "SELECT COUNT(*) AS count FROM enquiries")).toBe(6);
      expect(await dovecot!.count(mailbox, "Handled")).toBe(6);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await db.close();
    }
  }, 60_000);
});
