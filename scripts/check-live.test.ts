import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FACTS_TO_SETTLE } from "#shared/site/facts.ts";
import { SITE_FACTS_FILE } from "#server/site/facts-file.ts";
import { tempFolder } from "#server/test-support/temp-folder.ts";
import { runCommand } from "#tests/helpers/run-command.ts";
import { checkLive } from "./check-live.ts";

const dir = tempFolder("check-live-");

/** The facts file as a company leaves it when it has settled everything, on its own domain. */
function settledFacts(): string {
  const file = path.join(dir, "site.yaml");
  const text = readFileSync(SITE_FACTS_FILE, "utf8")
    .replaceAll(/\.example\b/g, ".in")
    .replaceAll(/^(  [a-zA-Z]+): false$/gm, "$1: true");
  writeFileSync(file, text);
  return file;
}

const run = (env: Record<string, string>, factsFile?: string) =>
  runCommand((args, io) => checkLive(args, io, factsFile), [], { env });

describe("npm run check:live", () => {
  it("fails on the facts as shipped, naming each thing to settle and where", async () => {
    const { status, stdout } = await run({});
    expect(status).toBe(1);
    const lines = stdout.trim().split("\n");
    const must = lines.filter((line) => line.startsWith("must"));
    expect(must).toContainEqual(expect.stringMatching(/^must  SITE_URL: .* is not https/));
    expect(must).toContainEqual(expect.stringMatching(/^must  SMTP_URL: not set/));
    expect(must).toContainEqual(
      expect.stringMatching(
        /site\.yaml \(email\.sales\): \S+@\S+\.example is on a reserved domain/,
      ),
    );
    for (const fact of FACTS_TO_SETTLE) {
      expect(must).toContainEqual(expect.stringContaining(`(settled.${fact}): confirm`));
    }
    expect(lines.at(-1)).toBe(
      `Not ready to go live: ${must.length} to settle (the README's "Going live").`,
    );
  });

  it("passes once the domain is real, the address https, mail on and the facts confirmed", async () => {
    const { status, stdout } = await run(
      {
        SITE_URL: "https://www.malwasoftworks.in",
        SMTP_URL: "smtps://site:pw@mail.malwasoftworks.in",
      },
      settledFacts(),
    );
    expect(stdout.split("\n").filter((line) => line.startsWith("must"))).toEqual([]);
    expect(stdout).toContain("Ready to go live.");
    expect(status).toBe(0);
  });

  it("says what is still worth a look without failing", async () => {
    const { stdout } = await run(
      {
        SITE_URL: "https://www.malwasoftworks.in",
        SMTP_URL: "smtps://site:pw@mail.malwasoftworks.in",
      },
      settledFacts(),
    );
    expect(stdout).toMatch(/^check TRUST_PROXY: not set/m);
    expect(stdout).toMatch(/^check INBOUND_IMAP_URL: not set/m);
  });

  it("holds a shared database to one secret for every instance", async () => {
    const { status, stdout } = await run(
      {
        SITE_URL: "https://www.malwasoftworks.in",
        SMTP_URL: "smtps://site:pw@mail.malwasoftworks.in",
        DATABASE_URL: "postgres://site@db.internal/site",
      },
      settledFacts(),
    );
    expect(stdout).toMatch(/^must  SERVER_SECRET: not set: every instance/m);
    expect(status).toBe(1);
  });

  it("refuses an argument with one line and lists nothing", async () => {
    const result = await runCommand(checkLive, ["--fix"], { env: {} });
    expect(result).toEqual({
      status: 1,
      stdout: "",
      stderr: "Usage: npm run check:live   (no arguments)\n",
    });
  });
});
