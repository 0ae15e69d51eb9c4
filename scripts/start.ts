/**
 * `npm start`: builds first when the build is missing or older than what it is built from, and
 * says why (build-freshness.ts); then runs the production server on the build that is current
 * now, for its whole life, whatever a later build from the same folder does
 * (scripts/lib/builds.ts).
 */
import { resolveSiteUrl } from "#shared/site/url.ts";
import { readSiteFacts } from "#server/site/facts-file.ts";
import { reasonToBuild } from "./build-freshness.ts";
import { buildAtomically, holdCurrentBuild } from "./lib/builds.ts";
import { REPOSITORY_ROOT } from "#server/lib/repository.ts";

const root = REPOSITORY_ROOT;

let siteUrl: string;
let replyPromise: string;
try {
  siteUrl = resolveSiteUrl(process.env.SITE_URL);
  replyPromise = readSiteFacts().replyPromise;
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const reason = reasonToBuild(root, siteUrl, replyPromise);
if (reason) {
  console.info(`Building the site for ${siteUrl}: ${reason} …`);
  const status = buildAtomically(root);
  if (status !== 0) process.exit(status);
  console.info("Built: the server serves what the files say now.");
}
process.env.BUILD_DIR = holdCurrentBuild(root);

await import("#server/boot/main.ts");
