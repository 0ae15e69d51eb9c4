/**
 * The site's public pages, as the build made them: every pre-rendered `index.html`. The pages
 * are the source of truth, so a page added to the site is checked by every test that walks
 * them, with no list to update.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

export function builtClientDir(): string {
  return path.resolve(process.env.BUILD_DIR ?? "build", "client");
}

/** Every pre-rendered page's path, e.g. `/`, `/about`, `/service/mern-stack`, sorted. */
export function publicPaths(clientDir = builtClientDir()): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "index.html")
    .map((file) => `/${path.dirname(file).split(path.sep).join("/")}`.replace(/^\/\.$/, "/"))
    .toSorted();
}
