/** On PostgreSQL the per-client limit is one count across every instance. */
import { pino } from "pino";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { startServer } from "#server/boot/start-server.ts";
import { openDatabase } from "#server/store/open.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { TEST_SERVER_SECRET } from "#server/test-support/keys.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { createRateLimiter } from "./rate-limit.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());
const postgres = databases.postgres;

describe.skipIf(postgres === undefined)("the rate limit on PostgreSQL", () => {
  it("limits one client across two instances to the configured total", async () => {
    const config = await postgres!.fresh();
    const url = config.kind === "postgres" ? config.url : "";
    const instances = await Promise.all(
      [1, 2].map(() =>
        startServer({
          site: false,
          logger: pino({ level: "silent" }),
          env: {
            PORT: "0",
            HOST: "127.0.0.1",
            DATABASE_URL: url,
            RATE_LIMIT_PER_MINUTE: "5",
            SERVER_SECRET: TEST_SERVER_SECRET,
          },
        }),
      ),
    );
    try {
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

  afterEach(() => vi.restoreAllMocks());

  it("counts each client on its own, under a keyed hash, and starts afresh a minute on", async () => {
    const config = await postgres!.fresh();
    const db = await openDatabase(config);
    try {
      let time = Date.parse("2030-01-01T10:00:10Z");
      vi.spyOn(Date, "now").mockImplementation(() => time);
      const limiter = createRateLimiter({
        name: "posts",
        limit: 2,
        shared: db,
        keyOf: (client) => `hash of ${client.length}`,
      });
      expect((await limiter.hit("198.51.100.1")).allowed).toBe(true);
      expect((await limiter.hit("198.51.100.1")).allowed).toBe(true);
      time += 10_000;
      expect(await limiter.hit("198.51.100.1")).toEqual({ allowed: false, retryAfterSeconds: 50 });
      expect((await limiter.hit("2001:db8::1")).allowed).toBe(true);

      time += 50_000;
      expect((await limiter.hit("198.51.100.1")).allowed).toBe(true);
      const stored = await db.query<{ key: string }>("SELECT key FROM throttle_counters");
      expect(stored.map((row) => row.key).toSorted()).toEqual([
        "posts:hash of 11",
        "posts:hash of 12",
      ]);
    } finally {
      await db.close();
    }
  });
});
