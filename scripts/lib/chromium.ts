import type { LaunchOptions } from "@playwright/test";

/** The machine's Chromium with flags that work offline; Playwright never downloads a browser. */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  };
}
