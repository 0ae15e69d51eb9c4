import { expect, test, type Page } from "@playwright/test";
import { content, services } from "#tests/helpers/content.ts";

/**
 * A service page's jump list: a column beside the sections on a wide screen that stays in view
 * and marks the section being read; a compact row that scrolls sideways on a phone.
 */
const onThisPage = content("siteText").labels.onThisPage;
const withJumpList = services().filter(({ data }) =>
  data.sections.some((section) => section.type !== "cta" && section.eyebrow),
);
const [{ name, data }] = withJumpList as [(typeof withJumpList)[number]];
const PATH = `/service/${name}`;
const listed = data.sections.filter((section) => section.type !== "cta" && section.eyebrow);

const jumpList = (page: Page) => page.getByRole("navigation", { name: onThisPage });

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the jump list stands beside the sections and stays in view while the page scrolls", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(PATH);
    const nav = jumpList(page);
    await expect(nav.getByRole("link")).toHaveText(listed.map((section) => section.eyebrow!));

    const first = page.locator(`#${listed[0]!.id}`);
    await first.scrollIntoViewIfNeeded();
    const navBox = (await nav.boundingBox())!;
    const headingBox = (await first.getByRole("heading", { level: 2 }).boundingBox())!;
    // A column at the left of the sections' content, not a bar above it.
    expect(navBox.x + navBox.width).toBeLessThanOrEqual(headingBox.x);
    expect(navBox.height).toBeGreaterThan(navBox.width);

    const header = (await page.locator("[data-site-header]").boundingBox())!;
    for (const section of listed.slice(1)) {
      await page.locator(`#${section.id}`).evaluate((element) => {
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100);
      });
      await expect(nav).toBeInViewport({ ratio: 1 });
      const box = (await nav.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.height);
      await expect(nav.getByRole("link", { name: section.eyebrow! })).toHaveAttribute(
        "aria-current",
        "location",
      );
      await expect(nav.locator("[aria-current]")).toHaveCount(1);
    }
  });

  test("a link of the jump list moves to its section and marks it", async ({ page }) => {
    await page.goto(PATH);
    const last = listed.at(-1)!;
    const link = jumpList(page).getByRole("link", { name: last.eyebrow! });
    await link.click();
    const target = page.locator(`#${last.id}`);
    await expect(target).toBeInViewport();
    await expect(link).toHaveAttribute("aria-current", "location");
    const header = (await page.locator("[data-site-header]").boundingBox())!;
    await expect
      .poll(async () => (await target.getByRole("heading", { level: 2 }).boundingBox())!.y)
      .toBeGreaterThanOrEqual(header.height);
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the jump list is one compact row that scrolls sideways, with the marked link in view", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(PATH);
    const nav = jumpList(page);
    const links = nav.getByRole("link");
    const boxes = await links.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().top),
    );
    expect(new Set(boxes).size).toBe(1);
    const list = nav.getByRole("list");
    expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    const last = listed.at(-1)!;
    await page.locator(`#${last.id}`).evaluate((element) => {
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 150);
    });
    const marked = nav.getByRole("link", { name: last.eyebrow! });
    await expect(marked).toHaveAttribute("aria-current", "location");
    await expect(marked).toBeInViewport({ ratio: 1 });
  });

  test("scrolling back up brings the marked link, then the first one at the top, into the row's view", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(PATH);
    const nav = jumpList(page);
    const scrollToSection = (id: string) =>
      page.locator(`#${id}`).evaluate((element) => {
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 150);
      });
    const last = listed.at(-1)!;
    await scrollToSection(last.id);
    await expect(nav.getByRole("link", { name: last.eyebrow! })).toBeInViewport({ ratio: 1 });

    const first = listed[0]!;
    await scrollToSection(first.id);
    const firstLink = nav.getByRole("link", { name: first.eyebrow! });
    await expect(firstLink).toHaveAttribute("aria-current", "location");
    await expect(firstLink).toBeInViewport({ ratio: 1 });

    await scrollToSection(last.id);
    await expect(nav.getByRole("link", { name: last.eyebrow! })).toBeInViewport({ ratio: 1 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(nav.locator("[aria-current]")).toHaveCount(0);
    // The row sits below the hero here: whether the first link shows is a matter of the row's own scroll.
    await expect
      .poll(() =>
        firstLink.evaluate((link) => {
          const row = link.closest("ul")!.getBoundingClientRect();
          const box = link.getBoundingClientRect();
          return box.left >= row.left && box.right <= row.right;
        }),
      )
      .toBe(true);
  });
});
