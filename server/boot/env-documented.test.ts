/** The configuration's documentation follows its schema: a variable is documented where it is read. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { ENV_VARIABLES } from "./env.ts";
import { REPOSITORY_ROOT } from "#server/lib/repository.ts";

const root = REPOSITORY_ROOT;
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

it(".env.example names every variable the server reads, and no other", () => {
  // Each variable appears once, set or commented out: `NAME=value` or `# NAME=value`.
  const named = [...read(".env.example").matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map(
    (match) => match[1],
  );
  expect(named.toSorted()).toEqual(ENV_VARIABLES.toSorted());
});

it("the README's table of variables names every variable the server reads, and no other", () => {
  const readme = read("README.md");
  const table = readme.slice(readme.indexOf("| variable"));
  const rows = table.slice(0, table.search(/\n(?!\|)/));
  const named = [...rows.matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map((match) => match[1]);
  expect(named.toSorted()).toEqual(ENV_VARIABLES.toSorted());
});
