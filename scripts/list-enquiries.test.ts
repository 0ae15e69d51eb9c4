/**
 * `npm run enquiries`: the first test runs the script as the team does; the other calls its
 * function in the test's process.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";
import { saveEnquiry } from "#server/test-support/enquiries.ts";
import { tempFolder } from "#server/test-support/temp-folder.ts";
import { runCommand } from "#tests/helpers/run-command.ts";
import { openDatabase } from "#server/store/open.ts";
import { actionFor } from "#shared/enquiries/kinds.ts";
import {
  containsCharacter,
  isBidiControl,
  isControlCharacter,
} from "#shared/text/control-characters.ts";
import { REPOSITORY_ROOT } from "#server/lib/repository.ts";
import { listEnquiries } from "./list-enquiries.ts";

/** Any control or bidirectional character but the line break that ends each printed line. */
const obeyedByTerminals = (codePoint: number) =>
  (isControlCharacter(codePoint) && codePoint !== 0x0a) || isBidiControl(codePoint);

const dir = tempFolder("site-list-");

it("npm run enquiries lists the latest enquiries with their delivery state", async () => {
  const file = path.join(dir, `${crypto.randomUUID()}.db`);
  const db = await openDatabase({ kind: "sqlite", path: file });
  const stored = (name: string, minute: number, isSpam = false) => ({
    id: crypto.randomUUID(),
    kind: "contact" as const,
    action: actionFor("contact"),
    fields: {
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: "9826012345",
      message: "Hello",
    },
    submissionId: undefined,
    isSpam,
    createdAt: new Date(`2030-01-15T04:${minute}:00Z`),
  });
  await saveEnquiry(db, stored("Older", 10), ["email"]);
  await saveEnquiry(db, stored("Spammy", 20, true), []);
  await saveEnquiry(db, stored("Newest", 30), []);
  await db.close();

  const result = spawnSync(process.execPath, ["scripts/list-enquiries.ts"], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, DATABASE_URL: `sqlite:${file}` },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(result.stderr).toBe("");
  const lines = result.stdout.trim().split("\n");
  expect(lines[0]).toBe(`Latest 3 enquiries, newest first (${file}):`);
  expect(lines[2]).toMatch(/^RECEIVED\s+KIND\s+NAME\s+E-MAIL\s+ID\s+DELIVERY$/);
  expect(lines.slice(3)).toEqual([
    expect.stringMatching(
      /^2030-01-15 10:00 IST\s+contact message\s+Newest\s+newest@example.com\s+\S{36}\s+not sent \(delivery was off\)$/,
    ),
    expect.stringMatching(
      /^2030-01-15 09:50 IST\s+contact message\s+Spammy .*spam \(honeypot\), not sent$/,
    ),
    expect.stringMatching(/^2030-01-15 09:40 IST\s+contact message\s+Older .*email pending$/),
  ]);
});

it("npm run enquiries shows a stored name's control characters escaped, never sends them to the terminal", async () => {
  const file = path.join(dir, `${crypto.randomUUID()}.db`);
  const db = await openDatabase({ kind: "sqlite", path: file });
  // Stored before one-line fields refused them, or written by hand.
  const name = "Asha\u001b[2J\u001b]0;owned\u0007 \u202eamreV\u009b31m";
  await saveEnquiry(
    db,
    {
      id: crypto.randomUUID(),
      kind: "contact",
      action: actionFor("contact"),
      fields: { name, email: "asha@example.com", phone: "9826012345", message: "Hello" },
      submissionId: undefined,
      isSpam: false,
      createdAt: new Date("2030-01-15T04:10:00Z"),
    },
    [],
  );
  await db.close();

  const result = await runCommand(listEnquiries, [], {
    env: { ...process.env, DATABASE_URL: `sqlite:${file}` },
  });
  expect(containsCharacter(result.stdout, obeyedByTerminals)).toBe(false);
  expect(result.stdout).toContain("Asha\\u001b[2J\\u001b]0;owned\\u0007 \\u202eamreV\\u009b31m");
});
