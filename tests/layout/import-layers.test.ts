/**
 * The linter holds imports to the layers of decision 017 (oxlint.config.ts): a breach written
 * into a small project beside the real configuration is refused, each kind on its own file, and
 * an import down the layers is not. Every folder of server/ and shared/ has its layer, so none
 * escapes the rules.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { repositoryPath } from "#server/lib/repository.ts";

const project = mkdtempSync(path.join(tmpdir(), "import-layers-"));
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** The fixture's files: each breach in a file of its own, and imports that keep to the layers. */
const files: Record<string, string> = {
  "server/inbox/list.ts": "export const list = 1;\n",
  "server/outbox/upward.ts":
    'import { list } from "#server/inbox/list.ts";\nexport const sent = list;\n',
  "server/inbox/downward.ts":
    'import { sent } from "#server/outbox/upward.ts";\nimport type { Kind } from "#shared/enquiries/kind.ts";\nexport const shown: [number, Kind?] = [sent];\n',
  "server/spam/circle.ts":
    'import type { Stage } from "#server/hiring/circle.ts";\nexport type Verdict = { stage?: Stage };\n',
  "server/hiring/circle.ts":
    'import type { Verdict } from "#server/spam/circle.ts";\nexport type Stage = { verdict?: Verdict };\n',
  "shared/enquiries/kind.ts": "export type Kind = string;\n",
  "shared/enquiries/reads-facts.ts":
    'import { companyName } from "virtual:site-facts";\nexport const prefix = companyName;\n',
  "shared/enquiries/reads-inbox.ts":
    'import type { Row } from "#shared/inbox/row.ts";\nexport type Seen = Row;\n',
  "shared/inbox/row.ts": "export type Row = string;\n",
  "shared/enquiries/reads-node.ts":
    'import { readFile } from "node:fs/promises";\nexport const read = readFile;\n',
  "server/enquiries/reads-higher-contract.ts":
    'import type { Row } from "#shared/inbox/row.ts";\nexport type Listed = Row;\n',
  "app/lib/reads-server.ts":
    'import { list } from "#server/inbox/list.ts";\nexport const shown = list;\n',
  "server/test-support/anything.ts":
    'import { list } from "#server/inbox/list.ts";\nexport const fixture = list;\n',
};

interface Diagnostic {
  readonly code: string;
  readonly filename: string;
}

function lint(): Diagnostic[] {
  for (const file of ["oxlint.config.ts", "package.json", "tsconfig.json"]) {
    cpSync(repositoryPath(file), path.join(project, file));
  }
  symlinkSync(repositoryPath("node_modules"), path.join(project, "node_modules"), "dir");
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), text);
  }
  const run = spawnSync(
    process.execPath,
    [repositoryPath("node_modules/oxlint/bin/oxlint"), "-f", "json", "server", "shared", "app"],
    { cwd: project, encoding: "utf8" },
  );
  return (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}

describe("the import layers", () => {
  it("refuse an upward import, a circle, shared code reading the facts, a higher layer or Node, and app code reading the server", () => {
    const found = lint();
    const refused = (file: string) =>
      found
        .filter((diagnostic) => diagnostic.filename === file)
        .map((diagnostic) => diagnostic.code);

    expect(refused("server/outbox/upward.ts")).toEqual(["eslint(no-restricted-imports)"]);
    expect(refused("server/spam/circle.ts")).toContain("import(no-cycle)");
    expect(refused("server/hiring/circle.ts")).toContain("import(no-cycle)");
    expect(refused("shared/enquiries/reads-facts.ts")).toEqual(["eslint(no-restricted-imports)"]);
    expect(refused("shared/enquiries/reads-inbox.ts")).toEqual(["eslint(no-restricted-imports)"]);
    expect(refused("shared/enquiries/reads-node.ts")).toEqual(["eslint(no-restricted-imports)"]);
    expect(refused("server/enquiries/reads-higher-contract.ts")).toEqual([
      "eslint(no-restricted-imports)",
    ]);
    expect(refused("app/lib/reads-server.ts")).toEqual(["eslint(no-restricted-imports)"]);
    // Down the layers, and the test support above them all, pass.
    expect(refused("server/inbox/downward.ts")).toEqual([]);
    expect(refused("server/test-support/anything.ts")).toEqual([]);
  });

  it("give every folder of server/ and shared/ its layer", async () => {
    const { LAYERS, TEST_SUPPORT } = (await import(
      pathToFileURL(repositoryPath("oxlint.config.ts")).href
    )) as {
      LAYERS: readonly { server: readonly string[]; shared: readonly string[] }[];
      TEST_SUPPORT: string;
    };
    for (const side of ["server", "shared"] as const) {
      const folders = readdirSync(repositoryPath(side), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== TEST_SUPPORT)
        .map((entry) => entry.name)
        .toSorted();
      expect(folders, side).toEqual(LAYERS.flatMap((layer) => layer[side]).toSorted());
    }
  });
});
