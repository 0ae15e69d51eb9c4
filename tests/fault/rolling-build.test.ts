/**
 * A rolling restart from one folder: one instance serves, a content file changes, and a second
 * `npm start` from the same folder rebuilds and starts. The first instance answers every request
 * throughout from the build it started with, the pages rendered on request included: they load
 * the build's chunks lazily, long after the start, so a build replaced in place broke them.
 */
import { cp, readdir, realpath, symlink, utimes } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject, type ProjectCopy } from "#tests/helpers/project-copy.ts";
import { onDemandPatterns } from "./support/on-demand-pages.ts";
import {
  BUILD_DIR,
  PROJECT_ROOT,
  assertBuilt,
  startServerProcess,
} from "./support/server-process.ts";
import type { ServerProcess } from "./support/server-process.ts";

let project: ProjectCopy;
const running: ServerProcess[] = [];

/** The project's own build, made current in the copy as `npm run build` leaves it. */
async function seedBuild(dir: string): Promise<void> {
  await cp(await realpath(path.join(PROJECT_ROOT, BUILD_DIR)), path.join(dir, "builds/seed"), {
    recursive: true,
  });
  await symlink("builds/seed", path.join(dir, "build"));
  // Newer than the copied sources, so the first instance starts without building.
  const later = new Date(Date.now() + 5_000);
  for (const stamp of ["site-url.txt", "reply-promise.txt"]) {
    await utimes(path.join(dir, "builds/seed", stamp), later, later);
  }
}

beforeAll(async () => {
  assertBuilt();
  project = await copyProject("site-rolling-");
  await cp(path.join(PROJECT_ROOT, "scripts"), path.join(project.dir, "scripts"), {
    recursive: true,
  });
  await seedBuild(project.dir);
}, 120_000);

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await project?.remove();
});

/** Pre-rendered pages, read while the second instance builds. */
const prerendered = ["/", "/about", "/services", "/contact"];
/** Every page rendered on request that needs no parameter, first read after the switch. */
const onDemand = onDemandPatterns().filter((pattern) => !pattern.includes("["));

async function statusOf(server: ServerProcess, page: string) {
  const response = await fetch(new URL(page, server.url), { redirect: "manual" });
  await response.arrayBuffer();
  return { path: page, status: response.status };
}

describe("a second npm start from the same folder", () => {
  it("rebuilds beside the first instance, which answers every request throughout", async () => {
    const env = { DATABASE_URL: `sqlite:${path.join(project.dir, "data/site.db")}` };
    const first = await startServerProcess({ entry: "start", root: project.dir, env });
    running.push(first);
    expect(first.output()).not.toMatch(/Building the site/);

    const answers: { path: string; status: number }[] = [];
    let rebuilding = true;
    const polling = (async () => {
      for (let round = 0; rebuilding; round++) {
        answers.push(await statusOf(first, prerendered[round % prerendered.length]!));
      }
    })();

    const later = new Date(Date.now() + 10_000);
    await utimes(path.join(project.dir, "app/content/site.yaml"), later, later);
    const second = await startServerProcess({
      entry: "start",
      root: project.dir,
      env,
      startupMs: 300_000,
    });
    running.push(second);
    expect(second.output()).toMatch(/Building the site/);
    // The build the first instance reads outlived the pruning after the switch.
    const builds = (await readdir(path.join(project.dir, "builds"))).filter(
      (id) => id !== ".serving",
    );
    expect(builds).toHaveLength(2);
    expect(builds).toContain("seed");
    rebuilding = false;
    await polling;

    // After the switch and the pruning: pages the first instance has not rendered yet.
    for (const page of onDemand) answers.push(await statusOf(first, page));
    expect(answers.length).toBeGreaterThan(onDemand.length + prerendered.length);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
  }, 360_000);
});
