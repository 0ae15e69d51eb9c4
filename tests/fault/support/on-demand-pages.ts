/**
 * The pages Astro renders on request, read from their files (`export const prerender = false`
 * under app/pages) that answer a GET, as route patterns such as `/admin/enquiries/[id]/cv`. A
 * page added there is swept by the tests that walk them, with no list to update.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "./server-process.ts";

const PAGES_DIR = path.join(PROJECT_ROOT, "app/pages");
const ON_DEMAND = /^export const prerender = false;?$/m;
/** An endpoint (a `.ts` route) that answers a GET; one that takes only POSTs is no page to read. */
const READS = /^export (const|async function|function) (GET|ALL)\b/m;

export function onDemandPatterns(): string[] {
  return readdirSync(PAGES_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(astro|ts)$/.test(file))
    .filter((file) => {
      const source = readFileSync(path.join(PAGES_DIR, file), "utf8");
      return ON_DEMAND.test(source) && (file.endsWith(".astro") || READS.test(source));
    })
    .map((file) => {
      const route = `/${file.split(path.sep).join("/")}`.replace(/\.(astro|ts)$/, "");
      return route.replace(/\/index$/, "") || "/";
    })
    .toSorted();
}

/**
 * The pattern with each `[parameter]` filled in from `values`, keyed by the pattern up to that
 * parameter (`/career/[slug]`); throws for a parameter the test has no value for.
 */
export function filledIn(pattern: string, values: Readonly<Record<string, string>>): string {
  const segments = pattern.split("/");
  return segments
    .map((segment, index) => {
      if (!segment.startsWith("[")) return segment;
      const key = segments.slice(0, index + 1).join("/");
      const value = values[key];
      if (value === undefined) throw new Error(`No value for ${key}: add one to the test`);
      return encodeURIComponent(value);
    })
    .join("/");
}
