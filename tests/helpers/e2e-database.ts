/**
 * The browser tests' server keeps its store in a fresh temp folder; it writes where to a file
 * named after its port, so a test can reach the same database (e.g. to add the inbox's test
 * accounts with `npm run admin`).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

function recordFile(port: string): string {
  return path.join(tmpdir(), `site-e2e-${port}.database-url`);
}

export function recordE2eDatabaseUrl(port: string, databaseUrl: string): void {
  writeFileSync(recordFile(port), databaseUrl);
}

/** The DATABASE_URL of the server the tests run against (E2E_PORT, as in playwright.config.ts). */
export function e2eDatabaseUrl(): string {
  return readFileSync(recordFile(process.env.E2E_PORT ?? "4173"), "utf8");
}
