/**
 * Builds that never break a running server. Each build goes into a folder of its own under
 * `builds/`, and `build` is a link that an atomic rename points at the newest one. A server
 * resolves the link once when it starts and keeps serving that folder (its pages load chunks
 * lazily, long after the start); it leaves a note under `builds/.serving/` so that pruning,
 * after the next switch, keeps every folder a live server still reads.
 */
import { spawnSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

const CURRENT = "build";
const BUILDS = "builds";
const SERVING = path.join(BUILDS, ".serving");

/** The folder `build` points at, relative to the project (`builds/<id>`), if it is a link. */
function currentTarget(root: string): string | undefined {
  const link = path.join(root, CURRENT);
  if (!existsSync(link) || !lstatSync(link).isSymbolicLink()) return undefined;
  return path.basename(readlinkSync(link));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The builds that live processes serve or are making, by the notes they left. */
function buildsInUse(root: string): Set<string> {
  const notes = path.join(root, SERVING);
  const inUse = new Set<string>();
  if (!existsSync(notes)) return inUse;
  for (const pid of readdirSync(notes)) {
    const note = path.join(notes, pid);
    if (isAlive(Number(pid))) inUse.add(readFileSync(note, "utf8").trim());
    else rmSync(note, { force: true });
  }
  return inUse;
}

/** Notes that this process reads `build` (a folder under builds/) until it exits. */
function noteInUse(root: string, build: string): void {
  const note = path.join(root, SERVING, String(process.pid));
  mkdirSync(path.dirname(note), { recursive: true });
  writeFileSync(note, `${build}\n`);
  process.once("exit", () => rmSync(note, { force: true }));
}

/** Points `build` at `builds/<id>` in one rename, so a reader sees the old build or the new. */
function switchTo(root: string, id: string): void {
  const link = path.join(root, CURRENT);
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) {
    // A build made in place before builds had folders of their own: it becomes one of them.
    renameSync(link, path.join(root, BUILDS, `in-place-${Date.now()}`));
  }
  const next = path.join(root, `${CURRENT}.next-${process.pid}`);
  rmSync(next, { force: true });
  symlinkSync(path.join(BUILDS, id), next);
  renameSync(next, link);
}

/** Removes the builds no live process reads, keeping the current one. */
export function pruneBuilds(root: string): string[] {
  const folder = path.join(root, BUILDS);
  if (!existsSync(folder)) return [];
  const keep = buildsInUse(root);
  const current = currentTarget(root);
  if (current) keep.add(current);
  const removed = readdirSync(folder).filter((id) => !id.startsWith(".") && !keep.has(id));
  for (const id of removed) rmSync(path.join(folder, id), { recursive: true, force: true });
  return removed;
}

/**
 * `astro build` into a new folder, then the switch and the pruning. Returns the exit status;
 * a failed build leaves the current one serving and its own folder removed.
 */
export function buildAtomically(root: string): number {
  const id = `${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}`;
  noteInUse(root, id);
  const result = spawnSync("npx", ["astro", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: path.join(BUILDS, id) },
  });
  if (result.status !== 0) {
    rmSync(path.join(root, BUILDS, id), { recursive: true, force: true });
    return result.status ?? 1;
  }
  switchTo(root, id);
  pruneBuilds(root);
  return 0;
}

/**
 * The folder a server started now should read for its whole life: `build` resolved, and noted
 * as in use so that later builds leave it in place.
 */
export function holdCurrentBuild(root: string): string {
  const real = realpathSync(path.join(root, CURRENT));
  const id = currentTarget(root);
  if (id) noteInUse(root, id);
  return real;
}
