/** On PostgreSQL the per-client limit is one count across every instance. */
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../start-server.ts";
import { openDatabase } from "../store/open.ts";
import { startTestDatabases } from "../test-support/databases.ts";
import { validBodies } from "../test-support/enquiries.ts";
import { ENQUIRY_ENDPOINT } from "./enquiry-endpoint.ts";
import { createSharedRateLimiter } from "./rate-limit.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());
const postgres = databases.postgres;

/** Waits out the last seconds of a calendar minute, so a test's requests share one window. */
async function awayFromMinuteEdge(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
}

describe.skipIf(postgres === undefined)("the rate limit on PostgreSQL", () => {
  it("limits one client across two instances to the configured total", async () => {
    const config = await postgres!.fresh();
    const url = config.kind === "postgres" ? config.url : "";
    const instances = await Promise.all(
      [1, 2].map(() =>
        startServer({
          site: false,
          logger: pino({ level: "silent" }),
          env: { PORT: "0", HOST: "127.0.0.1", DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: "5" },
        }),
      ),
    );
    try {
      await awayFromMinuteEdge();
      const statuses: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        for (const instance of instances) {
          const answer = await fetch(`${instance.url}${ENQUIRY_ENDPOINT}`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(validBodies.project),
          });
          statuses.push(answer.status);
          if (answer.status === 429)
            expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
        }
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  it("counts each client on its own and forgets past minutes", async () => {
    const config = await postgres!.fresh();
    const db = await openDatabase(config);
    try {
      let time = Date.parse("2030-01-01T10:00:10Z");
      const limiter = createSharedRateLimiter({ db, limit: 2, now: () => time });
      expect((await limiter.hit("198.51.100.1")).allowed).toBe(true);
      expect((await limiter.hit("198.51.100.1")).allowed).toBe(true);
      expect(await limiter.hit("198.51.100.1")).toEqual({ allowed: false, retryAfterSeconds: 50 });
      expect((await limiter.hit("198.51.100.2")).allowed).toBe(true);

      time += 60_000;
      expect((await limiter.hit("198.51.100.1")).allowed).toBe(true);
      const windows = await db.query<{ window_start: unknown }>(
        "SELECT DISTINCT window_start FROM rate_limits",
      );
      expect(windows).toHaveLength(1);
      const stored = await db.query<{ client: string }>("SELECT client FROM rate_limits");
      expect(stored.map((row) => row.client)).not.toContain("198.51.100.1");
    } finally {
      await db.close();
    }
  });
});
