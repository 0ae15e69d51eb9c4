import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
    },
  },
  define: { __SITE_URL__: JSON.stringify("https://www.malwasoftworks.example") },
  test: {
    include: ["{app,shared,server,scripts,bench,tests/budget,tests/fault}/**/*.test.{ts,tsx}"],
    setupFiles: ["./tests/helpers/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
