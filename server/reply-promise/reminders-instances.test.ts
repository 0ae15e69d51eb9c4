/**
 * Reminders from several instances on one PostgreSQL: each threshold of each enquiry is claimed in
 * the database once, so the owner hears of it once, whichever instance saw it first.
 */
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { startServer, type RunningServer } from "#server/boot/start-server.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { TEST_SERVER_SECRET } from "#server/test-support/keys.ts";
import { startSmtpSink } from "#server/test-support/smtp-sink.ts";

const databases = await startTestDatabases();
const postgres = databases.postgres;
afterAll(() => databases.dispose());

describe.skipIf(postgres === undefined)("reminders from two instances on one PostgreSQL", () => {
  it("sends each enquiry's 75 % and breach reminders once", async () => {
    const sink = await startSmtpSink();
    const config = await postgres!.fresh();
    const url = config.kind === "postgres" ? config.url : "";
    const servers: RunningServer[] = await Promise.all(
      [0, 1].map(() =>
        startServer({
          site: false,
          logger: pino({ level: "silent" }),
          env: {
            PORT: "0",
            HOST: "127.0.0.1",
            DATABASE_URL: url,
            SMTP_URL: sink.url,
            // 18 seconds: the first reminder at 13.5 s, the second at 18 s.
            REPLY_PROMISE_HOURS: "0.005",
            RATE_LIMIT_PER_MINUTE: "1000",
            SERVER_SECRET: TEST_SERVER_SECRET,
          },
          notifier: { pollIntervalMs: 100 },
        }),
      ),
    );
    try {
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await fetch(new URL(ENQUIRY_ENDPOINT, servers[i % 2]!.url), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...validBodies.contact, name: `Visitor ${i}` }),
        });
        expect(response.status).toBe(201);
        ids.push(((await response.json()) as { id: string }).id);
      }
      const reminders = () =>
        sink.messages.filter((mail) => /^Reply (due soon|overdue)/.test(mail.subject));
      await expect.poll(() => reminders().length, { timeout: 40_000, interval: 500 }).toBe(8);
      // Both instances sweep every 5 s: two more rounds give a duplicate every chance to show.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      for (const id of ids) {
        const subjects = reminders()
          .filter((mail) => mail.headers.get("x-enquiry-id") === id)
          .map((mail) => mail.subject.split(" ").slice(0, 2).join(" "));
        expect(subjects.toSorted()).toEqual(["Reply due", "Reply overdue"]);
      }
      expect(reminders()).toHaveLength(8);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await sink.close();
    }
  }, 90_000);
});
