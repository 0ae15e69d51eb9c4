import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { sitePaths } from "#scripts/lib/built-pages.ts";
import { scrollThrough } from "#tests/helpers/scroll-through.ts";

const widths = [
  { name: "1440px", width: 1440, height: 900 },
  { name: "375px", width: 375, height: 812 },
] as const;

const NOT_FOUND_PATH = "/no-such-page";
const pages = [...sitePaths(), NOT_FOUND_PATH];

/** The browser reports the not-found page's own 404 status as a console error; nothing else may. */
const expectedError = (path: string, text: string) =>
  path === NOT_FOUND_PATH && text.includes("status of 404");

/** Hovers each form island so it hydrates, and waits until every one has run under the policy. */
async function hydrateForms(page: Page) {
  for (const form of await page.locator("astro-island form:visible").all()) await form.hover();
  await expect.poll(() => page.locator("astro-island[ssr] form:visible").count()).toBe(0);
}

/** How far the page is wider than the window: anything above 0 scrolls sideways. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}

// One page load serves every width: the window is resized, as a phone turned or a window
// narrowed does, and each width is scrolled through and audited whole.
test.describe("accessibility", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const path of pages) {
    test(`${path} has no axe violations, no page errors and no Content-Security-Policy violations at ${widths.map((w) => w.name).join(" and ")}, and no sideways scroll down to 320 px`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error" && !expectedError(path, message.text())) {
          errors.push(message.text());
        }
      });

      await page.exposeFunction("reportViolation", (report: string) => errors.push(report));
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          (window as unknown as { reportViolation(report: string): void }).reportViolation(
            `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
          ),
        ),
      );
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize({ width: widths[0].width, height: widths[0].height });
      await page.goto(path);
      for (const viewport of widths) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await scrollThrough(page);
        await hydrateForms(page);
        expect(await axeViolations(page), viewport.name).toEqual([]);
        expect(
          await sidewaysOverflow(page),
          `no horizontal scroll at ${viewport.name}`,
        ).toBeLessThanOrEqual(0);
      }
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await sidewaysOverflow(page), "no horizontal scroll at 320px").toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });
  }
});
