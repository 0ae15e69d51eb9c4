import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { iconSprite } from "./server/astro/icon-sprite.ts";
import { inlineScripts } from "./server/astro/inline-scripts.ts";

export default defineConfig({
  // Components draw their icons from the sprite and inline their scripts, as in the site.
  plugins: [iconSprite(), inlineScripts()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
    },
  },
  define: { __SITE_URL__: JSON.stringify("https://www.malwasoftworks.example") },
  test: {
    include: [
      "{app,shared,server,scripts,bench,tests/blog,tests/budget,tests/content,tests/dev,tests/fault,tests/html}/**/*.test.{ts,tsx}",
    ],
    setupFiles: ["./tests/helpers/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
