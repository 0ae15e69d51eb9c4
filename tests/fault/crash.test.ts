/**
 * Crash: the server is SIGKILLed in the middle of 500 concurrent enquiries and started again on
 * the same SQLite file. Nothing acknowledged is lost, nothing is half-stored, and every enquiry
 * reaches the team's mailbox. Delivery across a SIGKILL is at-least-once (decision 002): a mail
 * the SMTP server accepted just before the kill, but that was not yet recorded as sent, goes out
 * again once its lease expires — with the same Message-ID, so the mailbox sees one message.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openSqliteDatabase } from "#server/store/sqlite.ts";
import { startSmtpSink, type ReceivedMail } from "#server/test-support/smtp-sink.ts";
import { distinctEnquiry, submit, type Outcome } from "#tests/fault/support/enquiries.ts";
import { startServerProcess, type ServerProcess } from "#tests/fault/support/server-process.ts";
import { storedEnquiries } from "#tests/fault/support/store.ts";
import { until } from "#tests/fault/support/until.ts";

const ENQUIRIES = 500;
const KILL_AFTER_ANSWERS = 150;

const dir = mkdtempSync(path.join(tmpdir(), "site-crash-"));
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
  rmSync(dir, { recursive: true, force: true });
});

it("keeps every acknowledged enquiry through a SIGKILL and delivers each one", async () => {
  const sink = await startSmtpSink();
  cleanup.push(() => sink.close());
  const env = {
    DATABASE_URL: `sqlite:${path.join(dir, "site.db")}`,
    SMTP_URL: sink.url,
    RATE_LIMIT_PER_MINUTE: "1000000",
  };

  const first = await startServerProcess({ env });
  cleanup.push(() => first.kill());
  // A first enquiry's mail reaches the mail server, which holds its answer: at the kill this
  // delivery is in flight, accepted by the mail server but not yet recorded as sent.
  const held = sink.holdNext();
  const inFlight = distinctEnquiry(-1);
  expect(await submit(first.url, inFlight)).toMatchObject({ kind: "answered", status: 201 });
  await held.arrived;

  const enquiries = Array.from({ length: ENQUIRIES }, (_, index) => distinctEnquiry(index));
  let answers = 0;
  const outcomes: Outcome[] = await Promise.all(
    enquiries.map(async (enquiry) => {
      const outcome = await submit(first.url, enquiry);
      if (outcome.kind === "answered" && ++answers === KILL_AFTER_ANSWERS) void first.kill();
      return outcome;
    }),
  );
  expect(await first.exited).toBe("SIGKILL");
  held.release();

  const acknowledged = enquiries.filter((_, index) => outcomes[index]?.kind === "answered");
  const unanswered = outcomes.filter((outcome) => outcome.kind === "no answer");
  // The kill really came midway: some enquiries were answered, some never were.
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
  expect(unanswered.length).toBeGreaterThan(0);
  // A healthy store answers nothing but 201 while the process lives.
  for (const outcome of outcomes) {
    if (outcome.kind === "answered") expect(outcome.status).toBe(201);
  }

  const db = openSqliteDatabase(path.join(dir, "site.db"));
  cleanup.push(() => db.close());
  const [left] = await db.query<{ pending: number; claimed: number }>(
    `SELECT COUNT(*) AS pending, SUM(CASE WHEN claimed_by IS NULL THEN 0 ELSE 1 END) AS claimed
       FROM deliveries WHERE status = 'pending'`,
  );

  let second: ServerProcess | undefined = await startServerProcess({ env });
  cleanup.push(() => second?.stop() ?? Promise.resolve());
  // Every stored enquiry's e-mail was sent: the ones claimed by the dead process after their
  // 5 s lease ran out.
  await until(
    async () => {
      const stored = [...(await storedEnquiries(db)).values()];
      return stored.every((enquiry) => enquiry.sent === enquiry.deliveries);
    },
    60_000,
    "every delivery sent",
  );
  const exitCode = await second.stop();
  second = undefined;
  expect(exitCode).toBe(0);

  const stored = await storedEnquiries(db);
  // Every 2xx is in the store under the id the client was given.
  for (const [index, enquiry] of enquiries.entries()) {
    const outcome = outcomes[index];
    if (outcome?.kind !== "answered") continue;
    expect(stored.get(enquiry.submissionId)?.id).toBe(outcome.id);
  }
  // Nothing is half-stored: every enquiry in the store (answered or cut off) has its delivery.
  for (const enquiry of stored.values()) expect(enquiry.deliveries).toBe(1);
  // Nothing is stored that was never sent.
  const sentIds = new Set([inFlight, ...enquiries].map((enquiry) => enquiry.submissionId));
  for (const submissionId of stored.keys()) expect(sentIds.has(submissionId)).toBe(true);

  const mailsByEnquiry = new Map<string, ReceivedMail[]>();
  for (const mail of sink.messages) {
    const enquiryId = mail.headers.get("x-enquiry-id") ?? "";
    mailsByEnquiry.set(enquiryId, [...(mailsByEnquiry.get(enquiryId) ?? []), mail]);
  }
  const storedIds = new Set([...stored.values()].map((enquiry) => enquiry.id));
  expect(new Set(mailsByEnquiry.keys())).toEqual(storedIds);
  // Exactly one distinct message per enquiry; a resend after the kill repeats its Message-ID.
  for (const mails of mailsByEnquiry.values()) {
    expect(new Set(mails.map((mail) => mail.headers.get("message-id"))).size).toBe(1);
  }
  const resent = sink.messages.length - mailsByEnquiry.size;
  // The held mail was recorded by the mail server and sent again after the lease ran out.
  expect(resent).toBeGreaterThanOrEqual(1);
  console.info(
    `crash: ${acknowledged.length} acknowledged, ${unanswered.length} cut off, ${stored.size} stored; ` +
      `${Number(left?.pending)} deliveries left at the kill (${Number(left?.claimed ?? 0)} claimed by the dead process); ` +
      `${mailsByEnquiry.size} delivered, ${resent} resent with the same Message-ID`,
  );
}, 150_000);
