/**
 * `npm run screenshot`: the README's picture of the home page, taken from the production build
 * in the machine's Chromium (run `npm run build` first).
 */
import path from "node:path";
import { chromium } from "@playwright/test";
import { startProductionServer } from "../bench/server-process.ts";
import { chromiumLaunchOptions } from "../tests/helpers/chromium.ts";

const output = path.resolve(import.meta.dirname, "../docs/screenshots/home.png");
const server = await startProductionServer();
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`${server.url}/`);
  await page.screenshot({ path: output });
  console.info(`Saved ${path.relative(process.cwd(), output)}`);
} finally {
  await browser.close();
  await server.stop();
}
