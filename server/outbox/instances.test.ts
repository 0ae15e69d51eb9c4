/** Several server instances sharing one PostgreSQL outbox: every mail goes out exactly once. */
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "#server/test-support/smtp-sink.ts";
import type { DatabaseConfig } from "#server/store/open.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { startServer, type RunningServer } from "#server/boot/start-server.ts";
import { TEST_SERVER_SECRET } from "#server/test-support/keys.ts";
import type { Database } from "#server/store/database.ts";
import { deliveriesOf } from "./deliveries.ts";
import { latestEnquiries } from "#server/enquiries/store.ts";
import { saveEnquiry } from "#server/test-support/enquiries.ts";
import { openDatabase } from "#server/store/open.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { validBodies } from "#server/test-support/enquiries.ts";

const databases = await startTestDatabases();
const postgres = databases.postgres;
afterAll(() => databases.dispose());

describe.skipIf(postgres === undefined)("two instances on one PostgreSQL", () => {
  const silent = pino({ level: "silent" });
  let sink: SmtpSink;
  let config: DatabaseConfig;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.close()));
    servers = [];
    sink.clear();
  });

  async function startInstances(count: number): Promise<RunningServer[]> {
    const url = config.kind === "postgres" ? config.url : "";
    servers = await Promise.all(
      Array.from({ length: count }, () =>
        startServer({
          site: false,
          logger: silent,
          env: {
            PORT: "0",
            HOST: "127.0.0.1",
            DATABASE_URL: url,
            SMTP_URL: sink.url,
            RATE_LIMIT_PER_MINUTE: "1000",
            SERVER_SECRET: TEST_SERVER_SECRET,
          },
          notifier: { pollIntervalMs: 50, batchSize: 2 },
        }),
      ),
    );
    return servers;
  }

  async function expectEachSentOnce(db: Database, count: number) {
    await sink.waitForMessages(count, 20_000);
    // Both notifiers keep polling meanwhile; give a duplicate every chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ids = sink.messages.map((mail) => mail.headers.get("x-enquiry-id"));
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    const deliveries = await deliveriesOf(
      db,
      (await latestEnquiries(db, count)).map((e) => e.id),
    );
    expect(deliveries.filter((d) => d.status === "sent" && d.attempts === 1)).toHaveLength(count);
  }

  it("send each enquiry posted to either of them once", async () => {
    config = await postgres!.fresh();
    const [a, b] = await startInstances(2);
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        fetch(new URL(ENQUIRY_ENDPOINT, (i % 2 === 0 ? a : b)?.url), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...validBodies.contact, name: `Visitor ${i}` }),
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(16).fill(201));

    const db = await openDatabase(config);
    try {
      await expectEachSentOnce(db, 16);
    } finally {
      await db.close();
    }
  });

  it("share a backlog waiting in the outbox when they start together", async () => {
    config = await postgres!.fresh();
    const db = await openDatabase(config);
    try {
      for (let i = 0; i < 20; i++) {
        await saveEnquiry(
          db,
          {
            id: crypto.randomUUID(),
            kind: "contact",
            action: validBodies.contact.action,
            fields: { ...validBodies.contact, name: `Visitor ${i}` },
            submissionId: undefined,
            isSpam: false,
            createdAt: new Date(),
          },
          ["email"],
        );
      }
      await startInstances(3);
      await expectEachSentOnce(db, 20);
    } finally {
      await db.close();
    }
  });
});
