/**
 * Load: 60 s of mixed traffic from 50 connections — 40 loading pages, 10 sending enquiries —
 * with the rate limit raised. No request fails, and every acknowledged enquiry is in the store.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { afterAll, expect, it } from "vitest";
import { sitePaths } from "#scripts/lib/built-pages.ts";
import { openSqliteDatabase } from "#server/store/sqlite.ts";
import { distinctEnquiry, ENQUIRY_ENDPOINT } from "#tests/fault/support/enquiries.ts";
import { startServerProcess } from "#tests/fault/support/server-process.ts";
import { storedEnquiries } from "#tests/fault/support/store.ts";

const SECONDS = 60;
const dir = mkdtempSync(path.join(tmpdir(), "site-load-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

it(`serves ${SECONDS} s of pages and enquiries from 50 connections without an error`, async () => {
  const databaseFile = path.join(dir, "site.db");
  const server = await startServerProcess({
    site: true,
    env: {
      DATABASE_URL: `sqlite:${databaseFile}`,
      RATE_LIMIT_PER_MINUTE: "1000000",
      PAGE_RATE_LIMIT_PER_MINUTE: "1000000",
    },
  });
  const acknowledged = new Set<string>();
  let sent = 0;
  try {
    const [pages, enquiries] = await Promise.all([
      run({
        url: server.url,
        connections: 40,
        duration: SECONDS,
        headers: { "accept-encoding": "br, gzip" },
        requests: sitePaths().map((path) => ({ method: "GET" as const, path })),
      }),
      run({
        url: server.url,
        connections: 10,
        duration: SECONDS,
        requests: [
          {
            method: "POST",
            path: ENQUIRY_ENDPOINT,
            headers: { "content-type": "application/json" },
            setupRequest: (request) => {
              sent++;
              return { ...request, body: JSON.stringify(distinctEnquiry(sent).body) };
            },
            onResponse: (status, body) => {
              if (status === 201) acknowledged.add((JSON.parse(body) as { id: string }).id);
            },
          },
        ],
      }),
    ]);
    for (const result of [pages, enquiries]) {
      expect(result.errors, "connection errors").toBe(0);
      expect(result.timeouts, "timeouts").toBe(0);
      expect(result.non2xx, "answers other than 2xx").toBe(0);
    }
    expect(acknowledged.size).toBe(enquiries.requests.total);
    console.info(
      `load: ${pages.requests.total} page GETs (${Math.round(pages.requests.average)} req/s, ` +
        `p99 ${pages.latency.p99} ms), ${enquiries.requests.total} enquiries ` +
        `(${Math.round(enquiries.requests.average)} req/s, p99 ${enquiries.latency.p99} ms)`,
    );
  } finally {
    await server.stop();
  }

  const db = openSqliteDatabase(databaseFile);
  try {
    const storedIds = new Set([...(await storedEnquiries(db)).values()].map((row) => row.id));
    for (const id of acknowledged) expect(storedIds.has(id), id).toBe(true);
  } finally {
    await db.close();
  }
}, 150_000);
