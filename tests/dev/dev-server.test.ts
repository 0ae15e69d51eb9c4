/**
 * `npm run dev` is the whole site: the development server answers the JSON endpoint and a form
 * posted without JavaScript, as production does, against its own SQLite store (DEV_DATABASE_URL,
 * never DATABASE_URL), and shows the e-mails it would send on a local page.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { findEnquiry } from "#server/enquiries/store.ts";
import { freePort } from "#server/test-support/free-port.ts";
import { openSqliteDatabase } from "#server/store/sqlite.ts";
import { until } from "#tests/fault/support/until.ts";
import { PROJECT_ROOT } from "#tests/fault/support/server-process.ts";
import { actionFor } from "#shared/enquiries/kinds.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "site-dev-"));

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dev = spawn(
  process.execPath,
  [
    path.join(PROJECT_ROOT, "node_modules/astro/bin/astro.mjs"),
    "dev",
    "--host",
    "127.0.0.1",
    "--port",
    String(port),
  ],
  {
    cwd: PROJECT_ROOT,
    // The test runner's own variables (NODE_ENV=test, VITEST…) would change how Vite serves.
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? dataDir,
      ASTRO_TELEMETRY_DISABLED: "1",
      DATABASE_URL: `sqlite:${path.join(dataDir, "site.db")}`,
      DEV_DATABASE_URL: `sqlite:${path.join(dataDir, "dev.db")}`,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  },
);
let output = "";
dev.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
dev.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));

beforeAll(async () => {
  await until(
    async () =>
      (
        await fetch(`${origin}/contact`, { signal: AbortSignal.timeout(20_000) }).catch(
          () => undefined,
        )
      )?.status === 200,
    90_000,
    "the development server's contact page",
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });
}, 120_000);

afterAll(() => {
  dev.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

it("stores an enquiry sent as JSON to the endpoint (201)", async () => {
  const response = await fetch(`${origin}/notification-hub/websiteToTeamNotification`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      action: actionFor("contact"),
      name: "Asha Verma",
      email: "asha@verma-textiles.example",
      phone: "+91 94250 12345",
      message: "Please call me about a warehouse app.",
    }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  // Stored in the development database, never in the one `npm start` serves the team from.
  const db = openSqliteDatabase(path.join(dataDir, "dev.db"));
  try {
    expect((await findEnquiry(db, id))?.id).toBe(id);
  } finally {
    await db.close();
  }
  expect(existsSync(path.join(dataDir, "site.db"))).toBe(false);
});

it("answers a contact form posted without JavaScript with the success notice", async () => {
  const response = await fetch(`${origin}/contact`, {
    method: "POST",
    headers: { Origin: origin },
    body: new URLSearchParams({
      action: actionFor("contact"),
      name: "Asha Verma",
      email: "asha@verma-textiles.example",
      phone: "+91 94250 12345",
      message: "Please call me about a warehouse app.",
    }),
  });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("Form submitted successfully!");
});

it("catches the team's e-mail without SMTP_URL and shows it on the mail page", async () => {
  const catcherUrl = /caught and shown at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1];
  expect(catcherUrl, output).toBeDefined();
  await until(
    async () =>
      (await (await fetch(catcherUrl!)).text()).includes("Please call me about a warehouse app."),
    30_000,
    "the enquiry's e-mail on the mail page",
  );
  const page = await (await fetch(catcherUrl!)).text();
  expect(page).toContain("Asha Verma");
});
