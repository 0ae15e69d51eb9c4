/**
 * Forty bot-like submissions against the built site: twenty JSON posts from no browser, sent at
 * once with three links and "buy now", half from a throwaway mailbox; twenty form posts without
 * JavaScript, ten with the bot trap filled, the rest with a link. Each is answered as a success,
 * stored as spam with its reasons, and nobody is mailed and no webhook fires. One ordinary
 * message sent afterwards is delivered, so the silence is the verdict's, not a dead notifier's.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { actionFor } from "#shared/enquiries/kinds.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { openDatabase } from "#server/store/open.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { startSmtpSink, type SmtpSink } from "#server/test-support/smtp-sink.ts";
import { startServerProcess, type ServerProcess } from "#tests/fault/support/server-process.ts";

const dir = mkdtempSync(path.join(tmpdir(), "site-bots-"));
const databasePath = path.join(dir, "site.db");
let sink: SmtpSink;
let server: ServerProcess;
let webhook: Server;
let webhookCalls = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  webhook = createServer((request, response) => {
    webhookCalls++;
    request.resume();
    request.on("end", () => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => webhook.listen(0, "127.0.0.1", resolve));
  const address = webhook.address();
  const port = typeof address === "object" && address ? address.port : 0;
  server = await startServerProcess({
    site: true,
    entry: "main",
    env: {
      DATABASE_URL: `sqlite:${databasePath}`,
      SMTP_URL: sink.url,
      NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
      NOTIFY_AUTOREPLY: "true",
      RATE_LIMIT_PER_MINUTE: "1000",
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await sink?.close();
  await new Promise((resolve) => webhook?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const spamText =
  "Buy now! Best SEO deals at https://seo.example, http://links.example and www.cheap.example";

function jsonBot(index: number): Promise<Response> {
  const domain = index % 2 === 0 ? "mailinator.com" : "bulk-offers.example";
  return fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      ...validBodies.contact,
      name: `Offer ${index}`,
      email: `offer${index}@${domain}`,
      message: spamText,
    }),
  });
}

function formBot(index: number): Promise<Response> {
  const trap = index < 10;
  const form = new URLSearchParams({
    action: actionFor("contact"),
    name: `Deal ${index}`,
    email: `deal${index}@${index % 2 === 0 ? "yopmail.com" : "deals.example"}`,
    phone: "9826012345",
    message: trap ? "Hello, please contact me." : "Great deal, buy now at https://deal.example",
    website: trap ? "https://deal.example" : "",
  });
  return fetch(new URL("/contact", server.url), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form,
  });
}

it("stores all 40 as spam with reasons, answers each as a success, and sends nothing", async () => {
  const answers = await Promise.all([
    ...Array.from({ length: 20 }, (_, index) => jsonBot(index)),
    ...Array.from({ length: 20 }, (_, index) => formBot(index)),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual([
    ...Array<number>(20).fill(201),
    ...Array<number>(20).fill(200),
  ]);

  // An ordinary message after them is delivered: the notifier is alive.
  const genuine = await fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(validBodies.generalEnquiry),
  });
  expect(genuine.status).toBe(201);
  const { id: genuineId } = (await genuine.json()) as { id: string };
  const mails = await sink.waitForMessages(2, 15_000);
  await expect.poll(() => webhookCalls, { timeout: 15_000 }).toBe(1);

  const db = await openDatabase({ kind: "sqlite", path: databasePath });
  try {
    const rows = await db.query(
      `SELECT e.id, e.is_spam, v.reasons,
              (SELECT COUNT(*) FROM deliveries d WHERE d.enquiry_id = e.id) AS deliveries
         FROM enquiries e JOIN spam_verdicts v ON v.enquiry_id = e.id
        WHERE e.id <> $1`,
      [genuineId],
    );
    expect(rows).toHaveLength(40);
    for (const row of rows) {
      expect(Boolean(row.is_spam)).toBe(true);
      expect(JSON.parse(String(row.reasons))).not.toEqual([]);
      expect(Number(row.deliveries)).toBe(0);
    }
    const reasons = new Set(rows.flatMap((row) => JSON.parse(String(row.reasons)) as string[]));
    expect([...reasons].toSorted()).toEqual(
      ["disposable-domain", "honeypot", "links", "proof-missing", "repeated-body"].toSorted(),
    );
  } finally {
    await db.close();
  }
  // The genuine enquiry's two mails (the team's and the acknowledgement) are all that went out.
  expect(
    mails.map((mail) => mail.headers.get("x-enquiry-id") ?? mail.recipients).toSorted(),
  ).toEqual([genuineId, [validBodies.generalEnquiry.email]].toSorted());
  expect(sink.messages).toHaveLength(2);
  expect(webhookCalls).toBe(1);
});
