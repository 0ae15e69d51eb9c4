/**
 * A promise of 8 business hours is one setting: with REPLY_PROMISE_HOURS=8 and
 * REPLY_PROMISE_CLOCK=business, the acknowledgement the visitor gets and both reminders the team
 * gets state "within 8 business hours" — no "24", no "hour reply promise" of the calendar clock.
 * The real notifier sends them to a real SMTP server; a clock is injected to pass the thresholds.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isEnquiryChannel } from "#shared/outbox/channels.ts";
import { createEnquiryService } from "#server/boot/enquiry-service.ts";
import { loadEnv } from "#server/boot/env.ts";
import { createOutbound } from "#server/boot/outbound.ts";
import { createNotifier } from "#server/outbox/notifier.ts";
import { openDatabase } from "#server/store/open.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { startSmtpSink, type SmtpSink } from "#server/test-support/smtp-sink.ts";
import { spamDefences } from "#server/test-support/spam-defences.ts";
import { tempFolder } from "#server/test-support/temp-folder.ts";
import { createReminderSweep } from "./reminders.ts";
import { replyClockOf } from "./settings.ts";

const dir = tempFolder("site-promise-words-");
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe("a reply promise of 8 business hours", () => {
  it("is what the acknowledgement and both reminders say", async () => {
    const env = loadEnv({
      SMTP_URL: sink.url,
      NOTIFY_AUTOREPLY: "true",
      REPLY_PROMISE_HOURS: "8",
      REPLY_PROMISE_CLOCK: "business",
    });
    const db = await openDatabase({ kind: "sqlite", path: path.join(dir, "site.db") });
    // A Monday, 10:00 in Indore: 6 opening hours later (75 %) is 16:00, 8 is 18:00, closing time.
    let now = new Date("2030-01-07T04:30:00Z");
    const { logger } = capturedLogger();
    const notifier = createNotifier({
      db,
      ...createOutbound(env, { db, team: true, now: () => now }),
      logger,
      now: () => now,
    });
    const service = createEnquiryService({
      db,
      channels: notifier.channels.filter(isEnquiryChannel),
      logger,
      ...spamDefences(db, () => now),
      replyClock: replyClockOf(env.replyPromise),
      now: () => now,
    });
    const sweep = createReminderSweep({
      db,
      channels: notifier.channels,
      logger,
      digestIntervalMs: env.reminderDigestMs,
      now: () => now,
    });
    try {
      expect((await service.submit(validBodies.contact)).status).toBe("stored");
      await notifier.runOnce();
      const acknowledgement = sink.messages.find((mail) =>
        mail.recipients.includes(validBodies.contact.email),
      );
      expect(acknowledgement?.text).toContain("get back to you within 8 business hours.");

      for (const at of ["2030-01-07T11:00:00Z", "2030-01-07T13:00:00Z"]) {
        now = new Date(at);
        expect(await sweep.runOnce()).toBe(1);
        await notifier.runOnce();
      }
      const reminders = sink.messages.filter((mail) =>
        /^Reply (due soon|overdue)/.test(mail.subject),
      );
      expect(reminders).toHaveLength(2);
      for (const reminder of reminders) {
        expect(reminder.text).toContain("(within 8 business hours)");
        expect(reminder.html).toContain("(within 8 business hours)");
      }
      for (const mail of sink.messages) expect(mail.text).not.toMatch(/\b24\b|-hour/);
    } finally {
      await notifier.stop();
      await db.close();
    }
  });
});
