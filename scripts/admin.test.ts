/**
 * `npm run admin`: accounts, a person's data and retention. The commands run in the test's
 * process; one test runs the script as the team does.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionFor } from "#shared/enquiries/kinds.ts";
import { findAdminUserByEmail, listAdminUsers } from "#server/accounts/users-store.ts";
import { auditPage } from "#server/audit/log.ts";
import { consultantsInTurn } from "#server/booking/store.ts";
import { saveEnquiry } from "#server/test-support/enquiries.ts";
import { openDatabase } from "#server/store/open.ts";
import { enrolTotp } from "#server/accounts/two-step-store.ts";
import { runCommand } from "#tests/helpers/run-command.ts";
import {
  containsCharacter,
  isBidiControl,
  isControlCharacter,
} from "#shared/text/control-characters.ts";
import { REPOSITORY_ROOT } from "#server/lib/repository.ts";
import { admin as adminCommand } from "./admin.ts";

/** Any control or bidirectional character but the line break that ends each printed line. */
const obeyedByTerminals = (codePoint: number) =>
  (isControlCharacter(codePoint) && codePoint !== 0x0a) || isBidiControl(codePoint);

const root = REPOSITORY_ROOT;
const dir = mkdtempSync(path.join(tmpdir(), "site-admin-cli-"));
const file = path.join(dir, "site.db");
const PASSWORD = "a long and secret passphrase";
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const env = { ...process.env, DATABASE_URL: `sqlite:${file}` };

async function admin(args: string[], input = "") {
  const result = await runCommand(adminCommand, args, { env, input });
  return { ...result, stderr: result.stderr.trim() };
}

async function withStore<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const db = await openDatabase({ kind: "sqlite", path: file });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

async function storeEnquiry(email: string, createdAt = new Date(), name = "Asha Verma") {
  await withStore((db) =>
    saveEnquiry(
      db,
      {
        id: crypto.randomUUID(),
        kind: "contact",
        action: actionFor("contact"),
        fields: { name, email, message: "Please call me." },
        submissionId: undefined,
        isSpam: false,
        createdAt,
      },
      [],
    ),
  );
}

beforeAll(async () => {
  expect(
    (await admin(["create-user", "lead@malwasoftworks.example"], `${PASSWORD}\n`)).stdout,
  ).toContain("lead@malwasoftworks.example, administrator");
});

describe("accounts", () => {
  it("makes later accounts reviewers unless asked, and lists every account", async () => {
    expect(
      (await admin(["create-user", "Reviewer@MalwaSoftworks.example"], `${PASSWORD}\n`)).stdout,
    ).toContain("reviewer@malwasoftworks.example, reviewer");
    expect(
      (
        await admin(
          ["create-user", "second@malwasoftworks.example", "--role", "administrator"],
          `${PASSWORD}\n`,
        )
      ).stdout,
    ).toContain("second@malwasoftworks.example, administrator");
    const listed = await admin(["list-users"]);
    expect(listed.status).toBe(0);
    expect(
      listed.stdout
        .split("\n")
        .filter(Boolean)
        .map((line) => line.split("\t").slice(0, 3)),
    ).toEqual([
      ["lead@malwasoftworks.example", "administrator", "active"],
      ["reviewer@malwasoftworks.example", "reviewer", "active"],
      ["second@malwasoftworks.example", "administrator", "active"],
    ]);
  });

  it("disables, enables and removes an account, and keeps the last administrator", async () => {
    await admin(["create-user", "temp@malwasoftworks.example"], `${PASSWORD}\n`);
    expect((await admin(["disable-user", "temp@malwasoftworks.example"])).stdout.trim()).toBe(
      "temp@malwasoftworks.example disabled; its sessions have ended.",
    );
    expect((await admin(["disable-user", "temp@malwasoftworks.example"])).stdout.trim()).toBe(
      "temp@malwasoftworks.example was disabled already; nothing changed.",
    );
    expect((await admin(["list-users"])).stdout).toMatch(
      /temp@malwasoftworks\.example\treviewer\tdisabled /,
    );
    expect((await admin(["enable-user", "temp@malwasoftworks.example"])).status).toBe(0);
    expect((await admin(["remove-user", "temp@malwasoftworks.example"])).stdout.trim()).toBe(
      "temp@malwasoftworks.example removed; its sessions have ended.",
    );
    const missing = await admin(["remove-user", "temp@malwasoftworks.example"]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^No account for temp@malwasoftworks\.example/);

    expect((await admin(["remove-user", "second@malwasoftworks.example"])).status).toBe(0);
    const last = await admin(["disable-user", "lead@malwasoftworks.example"]);
    expect(last.status).toBe(1);
    expect(last.stderr).toMatch(/last administrator/);
    expect(
      (await withStore(listAdminUsers)).find((user) => user.role === "administrator"),
    ).toMatchObject({
      email: "lead@malwasoftworks.example",
      disabledAt: undefined,
    });
  });

  it("marks an account as a consultant, so bookings go to it, and unmarks it", async () => {
    await admin(["create-user", "asha@malwasoftworks.example"], `${PASSWORD}\n`);
    const asha = await withStore((db) => findAdminUserByEmail(db, "asha@malwasoftworks.example"));
    const lead = await withStore((db) => findAdminUserByEmail(db, "lead@malwasoftworks.example"));
    expect(await withStore((db) => consultantsInTurn(db, new Date()))).toEqual([lead!.id]);
    expect((await admin(["mark-consultant", "Asha@malwasoftworks.example"])).stdout.trim()).toBe(
      "asha@malwasoftworks.example takes bookings now.",
    );
    expect(await withStore((db) => consultantsInTurn(db, new Date()))).toEqual([asha!.id]);
    const { entries } = await withStore((db) => auditPage(db, { offset: 0, limit: 1 }));
    expect(entries[0]).toMatchObject({
      action: "consultant-changed",
      subject: "asha@malwasoftworks.example",
    });
    expect((await admin(["mark-consultant", "asha@malwasoftworks.example"])).stdout).toMatch(
      /already; nothing changed/,
    );
    expect((await admin(["unmark-consultant", "asha@malwasoftworks.example"])).status).toBe(0);
    expect(await withStore((db) => consultantsInTurn(db, new Date()))).toEqual([lead!.id]);
    expect((await admin(["mark-consultant", "nobody@malwasoftworks.example"])).status).toBe(1);
    await admin(["remove-user", "asha@malwasoftworks.example"]);
  });

  it("marks an account as an interviewer, so interview days go to it rather than the recruiters", async () => {
    await admin(["create-user", "asha@malwasoftworks.example"], `${PASSWORD}\n`);
    await admin(
      ["create-user", "ritu@malwasoftworks.example", "--role", "recruiter"],
      `${PASSWORD}\n`,
    );
    const asha = await withStore((db) => findAdminUserByEmail(db, "asha@malwasoftworks.example"));
    const ritu = await withStore((db) => findAdminUserByEmail(db, "ritu@malwasoftworks.example"));
    const interviewers = () => withStore((db) => consultantsInTurn(db, new Date(), "interview"));
    expect(await interviewers()).toEqual([ritu!.id]);
    expect((await admin(["mark-interviewer", "asha@malwasoftworks.example"])).stdout.trim()).toBe(
      "asha@malwasoftworks.example takes interview days now.",
    );
    expect(await interviewers()).toEqual([asha!.id]);
    // The consultations go round as they did.
    expect(await withStore((db) => consultantsInTurn(db, new Date()))).not.toContain(asha!.id);
    expect((await admin(["unmark-interviewer", "asha@malwasoftworks.example"])).status).toBe(0);
    expect(await interviewers()).toEqual([ritu!.id]);
    await admin(["remove-user", "asha@malwasoftworks.example"]);
    await admin(["remove-user", "ritu@malwasoftworks.example"]);
  });

  it("resets a lost authenticator app, so that the account enrols a new one", async () => {
    const lead = await withStore((db) => findAdminUserByEmail(db, "lead@malwasoftworks.example"));
    await withStore((db) =>
      enrolTotp(db, {
        userId: lead!.id,
        secret: "JBSWY3DPEHPK3PXP",
        step: 1,
        recoveryCodeHashes: [],
      }),
    );
    const twoStepOf = async () =>
      (await admin(["list-users"])).stdout
        .split("\n")
        .find((line) => line.startsWith("lead@"))
        ?.split("\t")[3];
    expect(await twoStepOf()).toBe("authenticator app");
    const reset = await admin(["reset-two-step", "Lead@MalwaSoftworks.example"]);
    expect(reset.status).toBe(0);
    expect(reset.stdout).toMatch(
      /^lead@malwasoftworks\.example will set up a new authenticator app/,
    );
    expect(await twoStepOf()).toBe("password only");
  });
});

describe("a person's data", () => {
  it("exports everything about an address as JSON, and an empty document for an unknown one", async () => {
    await storeEnquiry("export.me@example.com");
    const exported = await admin(["export", "Export.Me@example.com"]);
    expect(exported.status).toBe(0);
    const document = JSON.parse(exported.stdout) as {
      enquiries: { fields: Record<string, string> }[];
    };
    expect(document.enquiries.map((enquiry) => enquiry.fields.email)).toEqual([
      "export.me@example.com",
    ]);
    expect(JSON.parse((await admin(["export", "nobody@example.com"])).stdout)).toEqual({
      enquiries: [],
    });
  });

  it("lists the addresses with enquiries in a period, for a breach notice, and refuses a bad period", async () => {
    // Ten days ago to six days ago, recent enough for the retention policy to keep them.
    const day = (n: number) => new Date(Date.UTC(2000, 0, 1) + n * 86_400_000);
    const start = Math.floor(Date.now() / 86_400_000) - 10 - 10_957;
    const iso = (n: number) =>
      day(start + n)
        .toISOString()
        .slice(0, 10);
    const at = (n: number, ms: number) => new Date(day(start + n).getTime() + ms);
    await storeEnquiry("early@example.com", at(0, -1000));
    await storeEnquiry("Inside@example.com", at(0, 0));
    await storeEnquiry("inside@example.com", at(2, 43_200_000));
    await storeEnquiry("last.day@example.com", at(4, 86_399_000));
    await storeEnquiry("late@example.com", at(5, 0));
    const period = `${iso(0)}..${iso(4)}`;
    const listed = await admin(["affected", period]);
    expect(listed.status).toBe(0);
    expect(listed.stdout.trim().split("\n")).toEqual([
      `inside@example.com\t2\t${at(0, 0).toISOString()}\t${at(2, 43_200_000).toISOString()}`,
      `last.day@example.com\t1\t${at(4, 86_399_000).toISOString()}\t${at(4, 86_399_000).toISOString()}`,
    ]);
    expect(listed.stderr).toBe(`2 addresses with enquiries received in ${period} (UTC).`);
    expect(await admin(["affected", `${iso(4)}..${iso(0)}`])).toMatchObject({
      status: 1,
      stderr: "The period must be two days as FROM..TO, such as 2026-11-01..2026-11-25",
    });
  });

  it("exports a name's control characters escaped: the terminal shows them, valid JSON keeps them", async () => {
    const name = "Asha\u001b[2J\u007f\u009b31m \u202eamreV";
    await storeEnquiry("escape.me@example.com", new Date(), name);
    const exported = await admin(["export", "escape.me@example.com"]);
    expect(containsCharacter(exported.stdout, obeyedByTerminals)).toBe(false);
    const document = JSON.parse(exported.stdout) as { enquiries: { fields: { name: string } }[] };
    expect(document.enquiries[0]?.fields.name).toBe(name);
  });

  it("erases only when confirmed, says how many enquiries went, and 0 for an unknown address", async () => {
    await storeEnquiry("erase.me@example.com");
    await storeEnquiry("erase.me@example.com");
    const unconfirmed = await admin(["erase", "erase.me@example.com"]);
    expect(unconfirmed.status).toBe(1);
    expect(unconfirmed.stderr).toBe(
      "erase deletes for good; confirm with: npm run admin -- erase erase.me@example.com --yes",
    );
    expect(
      JSON.parse((await admin(["export", "erase.me@example.com"])).stdout).enquiries,
    ).toHaveLength(2);

    expect((await admin(["erase", "erase.me@example.com", "--yes"])).stdout.trim()).toBe(
      "Erased 2 enquiries.",
    );
    expect(JSON.parse((await admin(["export", "erase.me@example.com"])).stdout)).toEqual({
      enquiries: [],
    });
    expect((await admin(["erase", "nobody@example.com", "--yes"])).stdout.trim()).toBe(
      "Erased 0 enquiries.",
    );
    const { entries } = await withStore((db) => auditPage(db, { offset: 0, limit: 100 }));
    expect(
      entries
        .filter((entry) => entry.action === "person-erased")
        .map((entry) => entry.detail)
        .sort(),
    ).toEqual(["0 enquiries", "2 enquiries"]);
    expect(JSON.stringify(entries)).not.toContain("erase.me@example.com");
  });
});

it("purges what the retention policy no longer allows keeping, and says what it removed", async () => {
  await storeEnquiry("old@example.com", new Date(Date.now() - 800 * 86_400_000));
  const purged = await admin(["purge"]);
  expect(purged.status).toBe(0);
  expect(purged.stdout).toMatch(
    /^1 enquiry past the retention period and 0 unsuccessful job applications removed/,
  );
  expect((await admin(["purge"])).stdout).toMatch(/^0 enquiries past/);
});

it("answers bad arguments with one line and changes nothing", async () => {
  const before = await withStore(async (db) => ({
    users: await listAdminUsers(db),
    audit: (await auditPage(db, { offset: 0, limit: 1 })).total,
  }));
  for (const args of [
    ["frobnicate"],
    ["export"],
    ["export", "not-an-address"],
    ["erase", "someone@example.com", "--force"],
    ["disable-user", "nobody"],
    ["create-user", "x@malwasoftworks.example", "--role", "owner"],
    ["create-user", "x@malwasoftworks.example", "--colour", "blue"],
    ["list-users", "extra"],
    ["reset-two-step"],
    ["reset-two-step", "nobody@malwasoftworks.example"],
    ["purge", "now"],
  ]) {
    const result = await admin(args, `${PASSWORD}\n`);
    expect(result.status, args.join(" ")).toBe(1);
    expect(result.stderr.split("\n"), args.join(" ")).toHaveLength(1);
    expect(result.stdout, args.join(" ")).toBe("");
  }
  const after = await withStore(async (db) => ({
    users: await listAdminUsers(db),
    audit: (await auditPage(db, { offset: 0, limit: 1 })).total,
  }));
  expect(after).toEqual(before);
});

it("runs as the script `npm run admin` starts: the password from standard input, one line, the exit code", () => {
  const script = (args: string[], input = "") =>
    spawnSync(process.execPath, ["scripts/admin.ts", ...args], {
      cwd: root,
      env,
      input,
      encoding: "utf8",
      timeout: 30_000,
    });
  const created = script(["create-user", "script@malwasoftworks.example"], `${PASSWORD}\n`);
  expect(created.status, created.stderr).toBe(0);
  expect(created.stdout).toBe(
    `Created script@malwasoftworks.example, reviewer (${file}). Sign in at /admin.\n`,
  );
  const unknown = script(["frobnicate"]);
  expect(unknown.status).toBe(1);
  expect(unknown.stdout).toBe("");
  expect(unknown.stderr).toBe(
    'Unknown command "frobnicate". See the commands with: npm run admin -- help\n',
  );
});
