/**
 * One browser-test run's port and store. The Playwright runner picks them when it reads its
 * config; its workers read the config again and find them in the environment they inherit, so
 * every process of a run reaches the same server, and two runs on one machine never collide.
 * E2E_PORT and DATABASE_URL, when given, are used instead. The store is otherwise a fresh SQLite
 * file in a temp folder, which the runner removes (with the secret the server keeps beside it)
 * when it exits, after the server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "#server/test-support/free-port.ts";

export async function e2eRun(): Promise<{ port: number; databaseUrl: string }> {
  process.env.E2E_PORT ||= String(await freePort());
  process.env.E2E_DATABASE_URL ||= process.env.DATABASE_URL || freshStore();
  return { port: Number(process.env.E2E_PORT), databaseUrl: process.env.E2E_DATABASE_URL };
}

function freshStore(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "site-e2e-"));
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  return `sqlite:${path.join(dir, "site.db")}`;
}

/** The DATABASE_URL of the server the tests run against, e.g. to add the inbox's test accounts. */
export function e2eDatabaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url)
    throw new Error(
      "E2E_DATABASE_URL is set by playwright.config.ts: run the tests with Playwright",
    );
  return url;
}
