/**
 * `npm run screenshot`: the gallery. Every public page of the production build, full length, at
 * a phone's width (375 px) and a desktop's (1440 px), written to `docs/screenshots/` as
 * `<page>-375.png` and `<page>-1440.png` (run `npm run build` first). `--pages /,/about` takes
 * only those pages.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { startProductionServer } from "#bench/server-process.ts";
import { CACHED_KEY as WEB_FONTS_CACHED_KEY } from "#app/lib/web-fonts.ts";
import { chromiumLaunchOptions } from "#scripts/lib/chromium.ts";
import { sitePaths } from "#scripts/lib/built-pages.ts";
import { repositoryPath } from "#server/lib/repository.ts";

const WIDTHS = [375, 1440] as const;
const outputDir = repositoryPath("docs/screenshots");

const { values } = parseArgs({ options: { pages: { type: "string" } } });
const pages = values.pages ? values.pages.split(",") : sitePaths();

/** `/` → `home`, `/service/web-development` → `service-web-development`. */
function fileStem(pagePath: string): string {
  return pagePath === "/" ? "home" : pagePath.slice(1).replaceAll("/", "-");
}

mkdirSync(outputDir, { recursive: true });
const server = await startProductionServer();
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    // Reveal animations settle at once, so the picture shows every section.
    await page.emulateMedia({ reducedMotion: "reduce" });
    // A visit's first page keeps the fallback faces; the pictures show the site's own fonts.
    await page.goto(`${server.url}/`);
    await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, WEB_FONTS_CACHED_KEY);
    for (const pagePath of pages) {
      await page.goto(`${server.url}${pagePath}`, { waitUntil: "networkidle" });
      const file = path.join(outputDir, `${fileStem(pagePath)}-${width}.png`);
      // A palette PNG is about a third of the size, so the gallery stays light in the history.
      // Whatever lies below the screen is drawn as a visitor scrolls to it (decision 034); a
      // picture of the whole page draws it all at once.
      const screenshot = await page.screenshot({
        fullPage: true,
        style: "* { content-visibility: visible !important; }",
      });
      await sharp(screenshot).png({ palette: true, quality: 90, effort: 8 }).toFile(file);
      console.info(`Saved ${path.relative(process.cwd(), file)}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
