import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { iconSprite } from "#server/astro/icon-sprite.ts";
import { inlineScripts } from "#server/astro/inline-scripts.ts";
import { siteFactsModule } from "#server/astro/site-facts-module.ts";

export default defineConfig({
  // Components draw their icons from the sprite, inline their scripts and read the facts, as in
  // the site.
  plugins: [iconSprite(), inlineScripts(), siteFactsModule()],
  define: { __SITE_URL__: JSON.stringify("https://www.malwasoftworks.example") },
  test: {
    setupFiles: ["./tests/helpers/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Most files wait on servers, child processes and databases rather than compute, so one file
    // runs per core (vitest's default is one less than the cores, a single worker on 2 cores).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "main",
          globalSetup: ["./server/test-support/shared-postgres.ts"],
          include: [
            "{app,shared,server,scripts,bench,tests/blog,tests/budget,tests/content,tests/dev,tests/fault,tests/html,tests/layout}/**/*.test.{ts,tsx}",
          ],
        },
      },
      // A minute of load each, one after the other so neither measures the other's load:
      // `npm run test:soak`, after `npm test` in CI.
      {
        extends: true,
        test: { name: "soak", include: ["tests/soak/**/*.test.ts"], fileParallelism: false },
      },
    ],
  },
});
