/**
 * The README's layout is the tree: every folder its list names exists, and every folder of
 * server/ and shared/ (where features live) is named there, so the list cannot go stale.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { repositoryPath } from "#server/lib/repository.ts";

/** The folders the README's layout names, one per line it starts, by their path. */
function namedFolders(): string[] {
  const readme = readFileSync(repositoryPath("README.md"), "utf8");
  const section = readme.slice(readme.indexOf("\n## Layout\n"));
  const list = /```\n([\s\S]*?)\n```/.exec(section)?.[1] ?? "";
  const folders: string[] = [];
  const parents: string[] = [];
  for (const line of list.split("\n")) {
    const entry = /^( *)([\w.-]+)\/(?: |$)/.exec(line);
    if (!entry) continue;
    const depth = entry[1]!.length / 2;
    parents.length = depth;
    parents.push(entry[2]!);
    folders.push(parents.join("/"));
  }
  return folders;
}

const foldersOf = (top: string) =>
  readdirSync(repositoryPath(top), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${top}/${entry.name}`);

describe("the README's layout", () => {
  it("names only folders that exist", () => {
    const named = namedFolders();
    expect(named).toContain("server/enquiries");
    for (const folder of named) {
      const path = repositoryPath(folder);
      expect(existsSync(path) && statSync(path).isDirectory(), folder).toBe(true);
    }
  });

  it("names every folder of server/ and shared/", () => {
    const named = new Set(namedFolders());
    for (const folder of [...foldersOf("server"), ...foldersOf("shared")]) {
      expect(named.has(folder), `${folder} is not in the README's layout`).toBe(true);
    }
  });
});
