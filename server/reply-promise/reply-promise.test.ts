/**
 * The reply promise end to end on SQLite, against a real SMTP server on loopback: with a promise
 * of 0.02 hours (72 seconds), an enquiry nobody answers brings one reminder at 75 % of it and one
 * at its breach, each within 15 seconds of the server's clock reaching its threshold; a reply sent
 * from the inbox reaches the enquirer threaded to their acknowledgement, shows in the timeline,
 * and stops that enquiry's reminders. The server's sweeps read a clock the test moves forward, so
 * the thresholds come without waiting out the promise.
 */
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { addAdminUser } from "#server/accounts/accounts.ts";
import { createAdminService } from "#server/test-support/admin-service.ts";
import { startServer, type RunningServer } from "#server/boot/start-server.ts";
import { openDatabase } from "#server/store/open.ts";
import type { Database } from "#server/store/database.ts";
import { emailWords } from "#server/enquiries/email-words.ts";
import { formWords } from "#server/enquiries/form-words.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { findReplyClock } from "./clocks-store.ts";
import { reader } from "#server/test-support/admin-service.ts";
import { tempFolder } from "#server/test-support/temp-folder.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { TEST_SERVER_SECRET, testKeys } from "#server/test-support/keys.ts";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "#server/test-support/smtp-sink.ts";

const silent = pino({ level: "silent" });
const WITHIN_MS = 15_000;

let sink: SmtpSink;
let server: RunningServer;
let db: Database;
/** How far the server's reminder and delivery clock runs ahead of real time. */
let clockAheadMs = 0;
const dir = tempFolder("site-reply-promise-");
beforeAll(async () => {
  sink = await startSmtpSink();
  const file = path.join(dir, "site.db");
  server = await startServer({
    site: false,
    logger: silent,
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${file}`,
      SMTP_URL: sink.url,
      NOTIFY_AUTOREPLY: "true",
      REPLY_PROMISE_HOURS: "0.02",
      // Digests every 3 seconds: each reminder comes within a few seconds of its threshold.
      REMINDER_DIGEST_MINUTES: "0.05",
      SERVER_SECRET: TEST_SERVER_SECRET,
    },
    notifier: { pollIntervalMs: 200, now: () => new Date(Date.now() + clockAheadMs) },
  });
  db = await openDatabase({ kind: "sqlite", path: file });
});
afterAll(async () => {
  await server.close();
  await db.close();
  await sink.close();
});

/** The first mail that matches, waited for. */
async function mailWhen(
  matches: (mail: ReceivedMail) => boolean,
  timeoutMs: number,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = sink.messages.find(matches);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No matching mail within ${timeoutMs} ms`);
}

async function post(body: Record<string, string>): Promise<string> {
  const response = await fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const about = (id: string) => (mail: ReceivedMail) => mail.headers.get("x-enquiry-id") === id;
const isReminder = (mail: ReceivedMail) => /^Reply (due soon|overdue)/.test(mail.subject);

describe("the reply promise with REPLY_PROMISE_HOURS=0.02", () => {
  it("reminds once at 75 % and once at the breach; a reply from the inbox is threaded and stops them", async () => {
    const waiting = await post({ ...validBodies.contact, email: "waiting@example.com" });
    const answered = await post({ ...validBodies.generalEnquiry, email: "answered@example.com" });
    const promise = await findReplyClock(db, waiting);
    expect(promise?.dueAt).toBeDefined();
    const { dueAt, remindAt } = promise as { dueAt: Date; remindAt: Date };

    // The reply, from the inbox's service on the same store; the server's notifier sends it.
    const acknowledgement = await mailWhen(
      (mail) => mail.recipients.includes("answered@example.com"),
      10_000,
    );
    const admin = createAdminService({
      db,
      logger: silent,
      secureCookies: false,
      keys: testKeys,
      signInAttemptsPerMinute: 1000,
      twoStepRequiredFor: "everyone",
      siteUrl: "http://localhost:3000",
      teamChannels: ["reply", "assignment"],
    }).forClient("127.0.0.1");

    // Assigned to a colleague, who is told by e-mail with the link.
    const colleague = "colleague@malwasoftworks.example";
    await addAdminUser(db, colleague, "a colleague's long passphrase");
    expect(await admin.assign(reader, waiting, colleague)).toBe("assigned");
    const notice = await mailWhen((mail) => mail.recipients.includes(colleague), 10_000);
    const headline = fillIn(emailWords.notification.subject, {
      kind: formWords.kinds.contact.noun,
      sender: validBodies.contact.name,
    });
    expect(notice.subject).toBe(fillIn(emailWords.assignment.subject, { headline }));
    expect(notice.text).toContain(
      // By name: "team@…" has none given, so it reads from the address.
      fillIn(emailWords.assignment.intro, { by: "Team", headline }),
    );
    expect(notice.text).toContain(`/admin/enquiries/${waiting}`);
    const text = "Dear Rohan,\n\nThank you: we would be glad to talk. Are you free on Friday?";
    expect(await admin.sendReply(reader, answered, text)).toBe("queued");
    const reply = await mailWhen(
      (mail) => mail.recipients.includes("answered@example.com") && mail.subject.startsWith("Re:"),
      10_000,
    );
    const acknowledgementId = acknowledgement.headers.get("message-id");
    expect(acknowledgementId).toMatch(/^<.+@.+>$/);
    expect(reply.headers.get("in-reply-to")).toBe(acknowledgementId);
    expect(reply.headers.get("references")).toContain(acknowledgementId);
    expect(reply.subject).toBe(`Re: ${acknowledgement.subject}`);
    expect(reply.recipients).toEqual(["answered@example.com"]);
    expect(reply.text).toContain("Are you free on Friday?");

    const record = await admin.enquiry(reader, answered);
    expect(record?.status).toBe("waiting");
    expect(record?.reply.answeredHow).toBe("reply");
    await expect
      .poll(async () => (await admin.enquiry(reader, answered))?.timeline)
      .toEqual([
        expect.objectContaining({
          kind: "replied",
          by: reader.email,
          body: text,
          delivery: "sent",
        }),
      ]);

    // Nothing is due yet: no reminder before the clock reaches three quarters of the promise.
    expect(sink.messages.filter(isReminder)).toEqual([]);
    clockAheadMs = remindAt.getTime() - Date.now();
    const soon = await mailWhen(
      (mail) => about(waiting)(mail) && mail.subject.startsWith("Reply due soon"),
      WITHIN_MS,
    );
    expect(soon.text).toContain(`/admin/enquiries/${waiting}`);
    expect(soon.subject).toContain(validBodies.contact.name);
    // It goes to the owner, now that someone owns the enquiry.
    expect(soon.recipients).toEqual([colleague]);

    expect(sink.messages.filter((mail) => mail.subject.startsWith("Reply overdue"))).toEqual([]);
    clockAheadMs = dueAt.getTime() - Date.now();
    await mailWhen(
      (mail) => about(waiting)(mail) && mail.subject.startsWith("Reply overdue"),
      WITHIN_MS,
    );

    // Two more sweeps: nothing is sent twice, and nothing for the enquiry that was answered.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(sink.messages.filter((mail) => about(waiting)(mail) && isReminder(mail))).toHaveLength(
      2,
    );
    expect(sink.messages.filter((mail) => about(answered)(mail) && isReminder(mail))).toEqual([]);
  }, 90_000);
});
