import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/route-list";
import { resolveSiteUrl } from "./shared/site-url";
import { precompressDirectory } from "./server/http/precompress";

export default {
  // BUILD_DIR lets parallel work (and tests) build side by side; `build` by default.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  prerender: [...prerenderPaths],
  async buildEnd({ reactRouterConfig }) {
    const { buildDirectory } = reactRouterConfig;
    // Brotli and gzip forms of every page and asset, made once here instead of at each start.
    await precompressDirectory(path.join(buildDirectory, "client"));
    // Records the origin baked into the pages, so `npm start` rebuilds when SITE_URL changes.
    await writeFile(
      path.join(buildDirectory, "site-url.txt"),
      `${resolveSiteUrl(process.env.SITE_URL)}\n`,
    );
  },
} satisfies Config;
