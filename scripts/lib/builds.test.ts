import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pruneBuilds } from "./builds.ts";

let root: string;
const builds = () => readdirSync(path.join(root, "builds")).filter((id) => !id.startsWith("."));

/** A note that process `pid` reads `id`, as a starting server leaves one. */
function noteServing(pid: number, id: string) {
  mkdirSync(path.join(root, "builds/.serving"), { recursive: true });
  writeFileSync(path.join(root, "builds/.serving", String(pid)), `${id}\n`);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "builds-"));
  for (const id of ["first", "second", "third"]) {
    mkdirSync(path.join(root, "builds", id, "server"), { recursive: true });
  }
  symlinkSync("builds/third", path.join(root, "build"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("pruning old builds after a switch", () => {
  it("keeps the current build and the ones live servers read", () => {
    noteServing(process.pid, "first");
    expect(pruneBuilds(root)).toEqual(["second"]);
    expect(builds().toSorted()).toEqual(["first", "third"]);
  });

  it("removes a build whose server has exited, and its note", () => {
    // Process ids are below 2^22 on Linux: this one is never alive.
    noteServing(2 ** 22 + 1, "first");
    expect(pruneBuilds(root).toSorted()).toEqual(["first", "second"]);
    expect(readdirSync(path.join(root, "builds/.serving"))).toEqual([]);
  });
});
