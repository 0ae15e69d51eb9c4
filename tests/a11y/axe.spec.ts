import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { publicPaths } from "../../scripts/lib/built-pages.ts";

const widths = [
  { name: "1440px", width: 1440, height: 900 },
  { name: "375px", width: 375, height: 812 },
] as const;

const NOT_FOUND_PATH = "/no-such-page";
const pages = [...publicPaths(), NOT_FOUND_PATH];

/** The browser reports the not-found page's own 404 status as a console error; nothing else may. */
const expectedError = (path: string, text: string) =>
  path === NOT_FOUND_PATH && text.includes("status of 404");

/** Scrolls through the page so every lazy or revealed part is on screen at least once. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
}

for (const viewport of widths) {
  test.describe(`accessibility at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // A long page is scrolled through and audited whole: give it more than the default 30 s.
    test.describe.configure({ timeout: 60_000 });

    for (const path of pages) {
      test(`${path} has no axe violations and no page errors`, async ({ page }) => {
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        page.on("console", (message) => {
          if (message.type() === "error" && !expectedError(path, message.text())) {
            errors.push(message.text());
          }
        });

        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(path);
        await scrollThrough(page);

        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} — ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(" "))
              .join(", ")}`,
        );
        expect(summary).toEqual([]);
        expect(errors).toEqual([]);

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, "no horizontal scroll").toBeLessThanOrEqual(0);
      });
    }
  });
}

test("no page scrolls sideways at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const overflowing: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) overflowing.push(`${path} by ${overflow} px`);
  }
  expect(overflowing).toEqual([]);
});
