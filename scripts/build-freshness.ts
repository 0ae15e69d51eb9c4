/**
 * Whether `npm start` must build first: when there is no build, when it was made for another
 * SITE_URL (canonical links are baked into the pre-rendered pages) or another reply promise
 * (REPLY_PROMISE_HOURS and REPLY_PROMISE_CLOCK: the pages state it), or when a file the build
 * reads (a page's text, the facts, a component, a picture) changed since.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** What the build reads: the site, its content, the build's own code and its settings. */
const buildInputs = [
  "app",
  "shared",
  "public",
  "server/astro",
  "server/boot/astro-integration.ts",
  "server/site",
  "server/lib",
  "astro.config.ts",
  "tsconfig.json",
  "package-lock.json",
];

function filesOf(root: string, input: string): string[] {
  const full = path.join(root, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(input, file))
    .filter((file) => statSync(path.join(root, file)).isFile());
}

/** The input changed most recently after `since`, if any did. */
function changedSince(root: string, since: number): string | undefined {
  let newest: { file: string; at: number } | undefined;
  for (const file of buildInputs.flatMap((input) => filesOf(root, input))) {
    const at = statSync(path.join(root, file)).mtimeMs;
    if (at > since && (!newest || at > newest.at)) newest = { file, at };
  }
  return newest?.file;
}

/** Why the project in `root` must be built before it is served; undefined when it is current. */
export function reasonToBuild(
  root: string,
  siteUrl: string,
  /** The promise the server keeps, in the pages' words: "within 24 hours". */
  replyPromise: string,
): string | undefined {
  // Written at the end of every build, with the origin it was built for.
  const stamp = path.join(root, "build/site-url.txt");
  if (!existsSync(path.join(root, "build/server/entry.mjs")) || !existsSync(stamp)) {
    return "there is no build yet";
  }
  const builtFor = readFileSync(stamp, "utf8").trim();
  if (builtFor !== siteUrl) return `the last build was for ${builtFor}`;
  const promiseStamp = path.join(root, "build/reply-promise.txt");
  const promised = existsSync(promiseStamp) ? readFileSync(promiseStamp, "utf8").trim() : "";
  if (!promised) return "the last build does not say which reply promise its pages state";
  if (promised !== replyPromise) {
    return `the last build promised a reply ${promised}`;
  }
  const changed = changedSince(root, statSync(stamp).mtimeMs);
  return changed ? `${changed} changed since the last build` : undefined;
}
