/**
 * A browser test's own production server, for what the shared one cannot show (its mail, a
 * setting of its own): a fresh SQLite store in a temp folder, the test secret (so its accounts'
 * apps can be sealed, `ownServerMember`), and, with `mail`, a real SMTP sink it sends to and a
 * notifier that looks every 200 ms. `close` stops and removes all of it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { startServer, type RunningServer } from "#server/boot/start-server.ts";
import type { Database } from "#server/store/database.ts";
import { openDatabase } from "#server/store/open.ts";
import { TEST_SERVER_SECRET } from "#server/test-support/keys.ts";
import { startSmtpSink, type SmtpSink } from "#server/test-support/smtp-sink.ts";

export interface OwnServer {
  readonly server: RunningServer;
  readonly db: Database;
  /** The mail it sends; undefined unless started with `mail`. */
  readonly sink: SmtpSink | undefined;
  close(): Promise<void>;
}

export async function startOwnServer(
  name: string,
  { mail = false, env = {} }: { mail?: boolean; env?: Record<string, string> } = {},
): Promise<OwnServer> {
  const sink = mail ? await startSmtpSink() : undefined;
  const dir = mkdtempSync(path.join(tmpdir(), `site-e2e-${name}-`));
  const file = path.join(dir, "site.db");
  const server = await startServer({
    logger: pino({ level: "silent" }),
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${file}`,
      RATE_LIMIT_PER_MINUTE: "1000",
      SERVER_SECRET: TEST_SERVER_SECRET,
      ...(sink ? { SMTP_URL: sink.url } : {}),
      ...env,
    },
    ...(sink ? { notifier: { pollIntervalMs: 200 } } : {}),
  });
  const db = await openDatabase({ kind: "sqlite", path: file });
  return {
    server,
    db,
    sink,
    async close() {
      await server.close();
      await db.close();
      await sink?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
