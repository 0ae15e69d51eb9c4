/**
 * `npm run build`: the site into a folder of its own, then `build` switched to it
 * (scripts/lib/builds.ts), so a server running from this folder keeps serving. With BUILD_DIR
 * set (parallel work, tests), `astro build` writes there in place.
 */
import { spawnSync } from "node:child_process";
import { REPOSITORY_ROOT } from "#server/lib/repository.ts";
import { buildAtomically } from "./lib/builds.ts";

if (process.env.BUILD_DIR) {
  const result = spawnSync("npx", ["astro", "build"], { cwd: REPOSITORY_ROOT, stdio: "inherit" });
  process.exit(result.status ?? 1);
}
process.exit(buildAtomically(REPOSITORY_ROOT));
