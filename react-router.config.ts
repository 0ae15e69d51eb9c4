import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/route-list";
import { resolveSiteUrl } from "./shared/site-url";

export default {
  ssr: true,
  prerender: [...prerenderPaths],
  // Records the origin baked into the pages, so `npm start` rebuilds when SITE_URL changes.
  async buildEnd({ reactRouterConfig }) {
    const stamp = path.join(reactRouterConfig.buildDirectory, "site-url.txt");
    await writeFile(stamp, `${resolveSiteUrl(process.env.SITE_URL)}\n`);
  },
} satisfies Config;
