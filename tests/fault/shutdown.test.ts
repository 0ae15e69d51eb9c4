/**
 * Graceful shutdown of the production entry (`server/boot/main.ts`) on SIGTERM: it stops accepting at
 * once, finishes the request in flight, lets the notifier finish the mail it is sending and record
 * it, closes the store, and exits 0. A second signal exits at once.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openSqliteDatabase } from "#server/store/sqlite.ts";
import { startSmtpSink } from "#server/test-support/smtp-sink.ts";
import { distinctEnquiry, ENQUIRY_ENDPOINT, submit } from "#tests/fault/support/enquiries.ts";
import { send } from "#tests/fault/support/send-raw.ts";
import { startServerProcess } from "#tests/fault/support/server-process.ts";
import { until } from "#tests/fault/support/until.ts";

const dir = mkdtempSync(path.join(tmpdir(), "site-shutdown-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const refusesConnections = async (url: string) => {
  try {
    await fetch(new URL("/healthz", url));
    return false;
  } catch {
    return true;
  }
};

it("SIGTERM finishes the request and the mail in flight, records both, and exits 0", async () => {
  const sink = await startSmtpSink();
  const databaseFile = path.join(dir, "graceful.db");
  const server = await startServerProcess({
    entry: "main",
    site: true,
    env: { DATABASE_URL: `sqlite:${databaseFile}`, SMTP_URL: sink.url },
  });
  try {
    const held = sink.holdNext();
    expect(await submit(server.url, distinctEnquiry(1))).toMatchObject({ status: 201 });
    await held.arrived;

    // A visitor whose enquiry is still arriving, a piece every 150 ms.
    const late = distinctEnquiry(2);
    const inFlight = send(new URL(ENQUIRY_ENDPOINT, server.url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(late.body),
      slow: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill("SIGTERM");

    await until(() => refusesConnections(server.url), 2000, "new connections refused");
    expect((await inFlight).status).toBe(201);
    // Shutdown waits for the mail the mail server has not yet answered.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.child.exitCode).toBeNull();
    held.release();
    expect(await server.exited).toBe(0);

    // The store was closed: SQLite folds its write-ahead log back into the file on close.
    expect(existsSync(`${databaseFile}-wal`)).toBe(false);
    const db = openSqliteDatabase(databaseFile);
    try {
      const deliveries = await db.query<{ status: string; claimed_by: string | null }>(
        "SELECT status, claimed_by FROM deliveries ORDER BY created_at",
      );
      // The mail in flight is recorded as sent; the late enquiry waits for the next start; no
      // claim is left behind to hold it up.
      expect(deliveries).toEqual([
        { status: "sent", claimed_by: null },
        { status: "pending", claimed_by: null },
      ]);
    } finally {
      await db.close();
    }
    expect(sink.messages).toHaveLength(1);
  } finally {
    await server.kill();
    await sink.close();
  }
}, 60_000);

it("a second signal exits at once, without waiting for the mail in flight", async () => {
  const sink = await startSmtpSink();
  const server = await startServerProcess({
    entry: "main",
    site: true,
    env: { DATABASE_URL: `sqlite:${path.join(dir, "impatient.db")}`, SMTP_URL: sink.url },
  });
  try {
    const held = sink.holdNext();
    expect(await submit(server.url, distinctEnquiry(1))).toMatchObject({ status: 201 });
    await held.arrived;
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.child.exitCode).toBeNull();
    server.child.kill("SIGINT");
    // The mail server answers only once released, below: a process that waited for it would
    // never exit here, and the test would run out of time.
    expect(await server.exited).toBe(1);
    held.release();
  } finally {
    await server.kill();
    await sink.close();
  }
}, 60_000);
