/**
 * One acknowledgement per address and hour, however an enquiry reaches the team: sent genuine, or
 * held as spam and delivered by "Not spam". Against one server wired as in production and a real
 * SMTP server, with NOTIFY_AUTOREPLY on.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminService } from "#server/test-support/admin-service.ts";
import type { AdminSession } from "#shared/accounts/contract.ts";
import { HONEYPOT_FIELD } from "#shared/enquiries/kinds.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { startInboxServer, type InboxServer } from "#server/test-support/inbox-server.ts";
import { TEST_SERVER_SECRET } from "#server/test-support/keys.ts";
import { startSmtpSink, type SmtpSink } from "#server/test-support/smtp-sink.ts";

const SENDER = "released.sender@example.org";
const TEAM: AdminSession = {
  email: "team@malwasoftworks.example",
  role: "reviewer",
  csrfToken: "",
};

const dir = mkdtempSync(path.join(tmpdir(), "site-acknowledgements-"));
let sink: SmtpSink;
let server: InboxServer;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startInboxServer(
    {
      DATABASE_URL: `sqlite:${path.join(dir, "site.db")}`,
      SMTP_URL: sink.url,
      NOTIFY_AUTOREPLY: "true",
      SERVER_SECRET: TEST_SERVER_SECRET,
      RATE_LIMIT_PER_MINUTE: "1000",
    },
    { logger: pino({ level: "silent" }), notifier: { pollIntervalMs: 200 } },
  );
});
afterAll(async () => {
  await server?.close();
  await sink.close();
  rmSync(dir, { recursive: true, force: true });
});

async function post(body: Record<string, string>): Promise<string> {
  const response = await fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Waits until every delivery of the enquiries was sent. */
async function allSent(admin: AdminService, ids: readonly string[]): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const records = await Promise.all(ids.map((id) => admin.enquiry(TEAM, id)));
    const unsent = records.flatMap((record) =>
      (record?.deliveries ?? []).filter((delivery) => delivery.status !== "sent"),
    );
    if (unsent.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${unsent.length} deliveries not sent`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("acknowledgements with NOTIFY_AUTOREPLY=true", () => {
  it("sends one to an address in an hour, though three of its enquiries are released from spam", async () => {
    const { admin } = await server.pageServices();
    const held = [];
    for (const message of ["First try", "Second try", "Third try"]) {
      held.push(
        await post({
          ...validBodies.contact,
          email: SENDER,
          message: `${message}: please call me back about your cloud services.`,
          [HONEYPOT_FIELD]: "https://bots.example",
        }),
      );
    }
    for (const id of held) expect(await admin.changeStatus(TEAM, id, "new")).toBe(true);
    // A genuine enquiry within the same hour counts against the same limit.
    const later = await post({ ...validBodies.contact, email: SENDER });
    await allSent(admin, [...held, later]);

    const toSender = sink.messages.filter((mail) => mail.recipients.includes(SENDER));
    const toTeam = sink.messages.filter((mail) => !mail.recipients.includes(SENDER));
    expect(toTeam).toHaveLength(4);
    expect(toSender).toHaveLength(1);
  });
});
