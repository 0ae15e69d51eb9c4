/**
 * A fresh folder in the temp dir for one test file's databases and files, removed with all it
 * holds when the file's tests end, so a run leaves no stores or secrets behind.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/** Call it at the top of a test file: the folder goes after the file's other `afterAll` hooks. */
export function tempFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
