/**
 * SMTP outage: the mail server refuses connections for a while. Visitors notice nothing (every
 * enquiry is stored and answered 201), and every enquiry is mailed once it is back, by the
 * notifier's retries (1 s doubling: the real schedule, short at the start).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openSqliteDatabase } from "#server/store/sqlite.ts";
import { startSmtpSink } from "#server/test-support/smtp-sink.ts";
import { distinctEnquiry, submit } from "#tests/fault/support/enquiries.ts";
import { startServerProcess } from "#tests/fault/support/server-process.ts";
import { storedEnquiries } from "#tests/fault/support/store.ts";
import { startTcpGate } from "#tests/fault/support/tcp-gate.ts";
import { until } from "#tests/fault/support/until.ts";

const ENQUIRIES = 40;

const dir = mkdtempSync(path.join(tmpdir(), "site-smtp-outage-"));
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
  rmSync(dir, { recursive: true, force: true });
});

it("answers 201 while the mail server is down and delivers everything once it is back", async () => {
  const sink = await startSmtpSink();
  cleanup.push(() => sink.close());
  const gate = await startTcpGate(Number(new URL(sink.url).port));
  cleanup.push(() => gate.close());
  const databaseFile = path.join(dir, "site.db");
  const server = await startServerProcess({
    env: {
      DATABASE_URL: `sqlite:${databaseFile}`,
      SMTP_URL: `smtp://127.0.0.1:${gate.port}`,
      RATE_LIMIT_PER_MINUTE: "1000",
    },
  });
  cleanup.push(() => server.stop());
  const db = openSqliteDatabase(databaseFile);
  cleanup.push(() => db.close());

  await gate.shut();
  const enquiries = Array.from({ length: ENQUIRIES }, (_, index) => distinctEnquiry(index));
  const outcomes = await Promise.all(enquiries.map((enquiry) => submit(server.url, enquiry)));
  for (const outcome of outcomes) expect(outcome).toMatchObject({ kind: "answered", status: 201 });

  // The notifier really tries during the outage, and keeps the deliveries for later.
  const triedAndKept = async () => {
    const [failing] = await db.query<{ count: number }>(
      "SELECT COUNT(*) AS count FROM deliveries WHERE status = 'pending' AND attempts > 0 AND last_error IS NOT NULL",
    );
    return Number(failing?.count) === ENQUIRIES;
  };
  await until(triedAndKept, 30_000, "every delivery tried and kept while the mail server is down");
  expect(sink.messages).toHaveLength(0);

  await gate.open();
  const back = Date.now();
  await sink.waitForMessages(ENQUIRIES, 45_000);
  const caughtUpMs = Date.now() - back;
  // Sent is recorded right after the mail server accepted.
  await until(
    async () => [...(await storedEnquiries(db)).values()].every((enquiry) => enquiry.sent === 1),
    10_000,
    "every delivery recorded as sent",
  );

  const mailedIds = new Set(sink.messages.map((mail) => mail.headers.get("x-enquiry-id")));
  const stored = await storedEnquiries(db);
  expect(mailedIds).toEqual(new Set([...stored.values()].map((enquiry) => enquiry.id)));
  expect(sink.messages).toHaveLength(ENQUIRIES);
  console.info(
    `smtp outage: ${ENQUIRIES} enquiries delivered ${caughtUpMs} ms after the mail server came back`,
  );
}, 90_000);
