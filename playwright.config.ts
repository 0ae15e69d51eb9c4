import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "#scripts/lib/chromium.ts";
import { e2eRun } from "#tests/helpers/e2e-run.ts";

const { port, databaseUrl } = await e2eRun();
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "./tests",
  testMatch: ["e2e/**/*.spec.ts", "a11y/**/*.spec.ts"],
  fullyParallel: true,
  workers: availableParallelism(),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions(),
    // Recording a trace of every test costs about a third of the browser tests' CPU time; to see
    // a failing test's, run it again with `--trace on`.
    trace: "off",
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  // The production server with the built site and the run's store, its limits raised for the
  // many forms the tests send.
  webServer: {
    command: "node server/boot/main.ts",
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? "1000",
      PAGE_RATE_LIMIT_PER_MINUTE: process.env.PAGE_RATE_LIMIT_PER_MINUTE ?? "100000",
    },
  },
});
