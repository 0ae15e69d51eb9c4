import { expect, test, type Page } from "@playwright/test";
import { phoneHeights } from "#bench/budgets.ts";
import { content } from "#tests/helpers/content.ts";
import { scrollThrough } from "#tests/helpers/scroll-through.ts";

/**
 * The long pages stay readable on a phone: each within its height at 375 px, and each service
 * page with a jump list to its sections.
 */
test.use({ viewport: { width: 375, height: 812 } });

const onThisPage = content("siteText").labels.onThisPage;

async function servicePaths(page: Page): Promise<string[]> {
  await page.goto("/services");
  const hrefs = await page
    .getByRole("main")
    .locator('a[href^="/service/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  return [...new Set(hrefs)];
}

test("the home page is at most its phone height", async ({ page }) => {
  await page.goto("/");
  expect(await scrollThrough(page)).toBeLessThanOrEqual(phoneHeights.home);
});

test("every service page is at most its phone height", async ({ page }) => {
  const paths = await servicePaths(page);
  expect(paths.length).toBeGreaterThan(1);
  for (const path of paths) {
    await page.goto(path);
    const limit =
      path === "/service/staff-augmentation"
        ? phoneHeights.staffAugmentation
        : phoneHeights.service;
    expect(await scrollThrough(page), path).toBeLessThanOrEqual(limit);
  }
});

test("a service page's jump list leads to each of its sections, clear of the bars", async ({
  page,
}) => {
  const [path] = await servicePaths(page);
  await page.goto(path!);
  const nav = page.getByRole("navigation", { name: onThisPage });
  const links = nav.getByRole("link");
  expect(await links.count()).toBeGreaterThan(1);
  const last = links.last();
  const target = page.locator((await last.getAttribute("href"))!);
  await last.click();
  await expect(target).toBeInViewport();
  // The list stays under the navigation bar, and the section's heading shows below both.
  const navBox = (await nav.boundingBox())!;
  const headerBox = (await page.locator("[data-site-header]").boundingBox())!;
  expect(navBox.y).toBeCloseTo(headerBox.height, 0);
  await expect
    .poll(async () => (await target.getByRole("heading").first().boundingBox())!.y)
    .toBeGreaterThanOrEqual(navBox.y + navBox.height);
});
