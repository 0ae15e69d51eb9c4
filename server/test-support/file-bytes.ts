/** How often a text's bytes occur in a SQLite database's files: the main file, its WAL and shm. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Each file of the database that exists, and how often `text` occurs in it (as UTF-8). */
export function occurrences(file: string, text: string): Record<string, number> {
  const needle = Buffer.from(text, "utf8");
  const counts: Record<string, number> = {};
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    if (!existsSync(name)) continue;
    counts[path.basename(name)] = countIn(readFileSync(name), needle);
  }
  return counts;
}

function countIn(bytes: Buffer, needle: Buffer): number {
  let count = 0;
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1)) count++;
  return count;
}

export const total = (counts: Record<string, number>) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);
