import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/route-list";
import { resolveSiteUrl } from "./shared/site-url";

export default {
  // BUILD_DIR lets parallel work (and tests) build side by side; `build` by default.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  prerender: [...prerenderPaths],
  // Records the origin baked into the pages, so `npm start` rebuilds when SITE_URL changes.
  async buildEnd({ reactRouterConfig }) {
    const stamp = path.join(reactRouterConfig.buildDirectory, "site-url.txt");
    await writeFile(stamp, `${resolveSiteUrl(process.env.SITE_URL)}\n`);
  },
} satisfies Config;
