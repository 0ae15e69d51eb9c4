/**
 * GETs of the pages rendered on request have an allowance per client and minute of their own
 * (PAGE_RATE_LIMIT_PER_MINUTE), counted across instances on PostgreSQL; the built pages and
 * assets never count.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formWords } from "#server/enquiries/form-words.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { TEST_SERVER_SECRET } from "#server/test-support/keys.ts";
import { startServerProcess, type ServerProcess } from "#tests/fault/support/server-process.ts";
import { until } from "#tests/fault/support/until.ts";

const dir = mkdtempSync(path.join(tmpdir(), "site-page-limit-"));
const databases = await startTestDatabases();
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await databases.dispose();
  rmSync(dir, { recursive: true, force: true });
});

async function start(databaseUrl: string, limit: number): Promise<ServerProcess> {
  const server = await startServerProcess({
    site: true,
    env: {
      DATABASE_URL: databaseUrl,
      SERVER_SECRET: TEST_SERVER_SECRET,
      PAGE_RATE_LIMIT_PER_MINUTE: String(limit),
      TRUST_PROXY: "true",
    },
  });
  running.push(server);
  return server;
}

const from = (address: string) => ({ headers: { "X-Forwarded-For": address } });

describe("the allowance for pages rendered on request", () => {
  it("answers 429 with Retry-After once a client has had its pages for the minute", async () => {
    const server = await start(`sqlite:${path.join(dir, "site.db")}`, 3);
    const page = (target: string, address = "198.51.100.1") =>
      fetch(new URL(target, server.url), from(address));

    expect((await page("/career")).status).toBe(200);
    expect((await page("/admin/sign-in")).status).toBe(200);
    expect((await page("/career", "198.51.100.1")).status).toBe(200);

    const refused = await page("/admin/sign-in");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.text()).toBe(formWords.answers.request.pagesRateLimited);
    await until(
      () => server.output().includes('"msg":"page rate limit reached"'),
      5_000,
      "the refusal's warning",
    );

    // Built pages and assets, and other clients, are not held back.
    for (const target of ["/", "/about", "/favicon.svg", "/robots.txt", "/healthz"]) {
      expect((await page(target)).status, target).toBe(200);
    }
    expect((await page("/career", "198.51.100.2")).status).toBe(200);
  });

  it.skipIf(databases.postgres === undefined)(
    "counts one client across instances on PostgreSQL",
    async () => {
      const config = await databases.postgres!.fresh();
      const url = config.kind === "postgres" ? config.url : "";
      const instances = [await start(url, 5), await start(url, 5)];
      const statuses: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        for (const instance of instances) {
          statuses.push(
            (await fetch(new URL("/career", instance.url), from("203.0.113.5"))).status,
          );
        }
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    },
    // Two server processes migrate and start beside the browser tests: 30 s was not always enough.
    90_000,
  );
});
