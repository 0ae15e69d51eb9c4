/**
 * `npm run admin -- backup FILE`: a snapshot of the live SQLite store that restores whole, taken
 * by the script in a process of its own while the server serves, as in production.
 */
import { spawn } from "node:child_process";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pino } from "pino";
import { afterAll, expect, it } from "vitest";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { startServer } from "#server/boot/start-server.ts";
import { latestEnquiries } from "#server/enquiries/store.ts";
import { openDatabase } from "#server/store/open.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { tempFolder } from "#server/test-support/temp-folder.ts";
import { until } from "#tests/fault/support/until.ts";
import { runCommand } from "#tests/helpers/run-command.ts";
import { REPOSITORY_ROOT } from "#server/lib/repository.ts";
import { admin as adminCommand } from "./admin.ts";

const root = REPOSITORY_ROOT;
const dir = tempFolder("site-backup-");
const liveFile = path.join(dir, "site.db");

function admin(args: string[], databaseUrl = `sqlite:${liveFile}`) {
  return runCommand(adminCommand, args, { env: { ...process.env, DATABASE_URL: databaseUrl } });
}

/** Runs the backup without blocking this process, whose server is under load meanwhile. */
function backupWhileServing(file: string): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/admin.ts", "backup", file], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: `sqlite:${liveFile}` },
    });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.on("exit", (code) => resolve({ code, stdout }));
  });
}

const server = await startServer({
  site: false,
  logger: pino({ level: "silent" }),
  env: {
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: `sqlite:${liveFile}`,
    RATE_LIMIT_PER_MINUTE: "1000000",
  },
});
afterAll(() => server.close());

it("a backup taken under load restores with every enquiry acknowledged before it began", async () => {
  const acknowledged: { id: string; at: number }[] = [];
  let sending = true;
  const sender = async () => {
    while (sending) {
      const answer = await fetch(`${server.url}${ENQUIRY_ENDPOINT}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(validBodies.project),
      });
      if (answer.status === 201) {
        const { id } = (await answer.json()) as { id: string };
        acknowledged.push({ id, at: performance.now() });
      }
    }
  };
  const senders = Array.from({ length: 6 }, sender);

  // Enquiries stored before the backup begins, however busy the machine is.
  await until(async () => acknowledged.length >= 20, 30_000, "20 acknowledged enquiries");
  const backupFile = path.join(dir, "backup.db");
  const began = performance.now();
  const backup = await backupWhileServing(backupFile);
  await new Promise((resolve) => setTimeout(resolve, 300));
  sending = false;
  await Promise.all(senders);

  expect(backup.code).toBe(0);
  expect(backup.stdout).toContain(`to ${backupFile}`);

  // Restore: the backup file becomes the store of a fresh installation.
  const restoredFile = path.join(dir, "restored.db");
  copyFileSync(backupFile, restoredFile);
  const restored = await openDatabase({ kind: "sqlite", path: restoredFile });
  const stored = new Set((await latestEnquiries(restored, 1_000_000)).map((enquiry) => enquiry.id));
  await restored.close();

  const before = acknowledged.filter((entry) => entry.at < began);
  console.info(
    `backup under load: ${acknowledged.length} enquiries acknowledged, ${before.length} before the backup began, ${stored.size} in the backup`,
  );
  expect(before.length).toBeGreaterThan(0);
  expect(before.filter((entry) => !stored.has(entry.id))).toEqual([]);
}, 60_000);

it("refuses to overwrite a file, and says what it needs, changing nothing", async () => {
  const existing = path.join(dir, "existing.db");
  writeFileSync(existing, "keep me");
  const overwrite = await admin(["backup", existing]);
  expect(overwrite.status).toBe(1);
  expect(overwrite.stderr.trim()).toBe(
    `${existing} exists already; name a new file for the backup.`,
  );
  expect(readFileSync(existing, "utf8")).toBe("keep me");

  const missingFolder = await admin(["backup", path.join(dir, "no-such-folder", "b.db")]);
  expect(missingFolder.status).toBe(1);
  expect(missingFolder.stderr.trim().split("\n")).toHaveLength(1);

  const noFile = await admin(["backup"]);
  expect(noFile.status).toBe(1);
  expect(noFile.stderr).toContain("npm run admin -- backup FILE");

  const postgres = await admin(["backup", path.join(dir, "pg.db")], "postgres://localhost/site");
  expect(postgres.status).toBe(1);
  expect(postgres.stderr.trim()).toMatch(/pg_dump/);
});
