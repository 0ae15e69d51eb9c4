/**
 * `npm start`: builds when there is no build or it was made for another SITE_URL (canonical
 * links are baked into the pre-rendered pages), then runs the production server.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { resolveSiteUrl } from "../shared/site-url.ts";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "build/site-url.txt");

let siteUrl: string;
try {
  siteUrl = resolveSiteUrl(process.env.SITE_URL);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const builtFor = existsSync(stamp) ? readFileSync(stamp, "utf8").trim() : undefined;
if (!existsSync(path.join(root, "build/server/entry.mjs")) || builtFor !== siteUrl) {
  console.info(`Building the site for ${siteUrl} …`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/main.ts");
