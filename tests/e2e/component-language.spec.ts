import { expect, test, type Page } from "@playwright/test";
import { ICON_ID_PREFIX } from "#app/lib/icon-names.ts";
import { content, services } from "#tests/helpers/content.ts";

/** One look per component across the site: a page never draws its own variant. */

const pagesWithTicks = [
  "/",
  "/services",
  ...services().map(({ name }) => `/service/${name}`),
  "/styleguide",
];

/** The home page's trust badges each show an icon their content names (a check among them). */
const trustBadgesLabel = content("home").trackRecord.badgesLabel;

/**
 * Every check icon on the page, but a trust badge's: whether it is drawn by the one check mark, or stands in an icon
 * tile (a square badge of 40 px or more holding only the icon, where a check is a subject's icon,
 * not a tick), and the mark's
 * look (its disc's size and shape, and its colours).
 */
function checkIcons(page: Page) {
  const hrefs = [`#${ICON_ID_PREFIX}check`, `#${ICON_ID_PREFIX}checkCircle`];
  return page.evaluate(
    ({ hrefs, badgesLabel }) => {
      const icons = [...document.querySelectorAll("svg use")]
        .filter((use) => hrefs.includes(use.getAttribute("href") ?? ""))
        .filter((use) => use.closest(`[aria-label="${badgesLabel}"]`) === null)
        .map((use) => use.closest("svg")!);
      return icons.map((icon) => {
        const disc = icon.parentElement!;
        const style = getComputedStyle(disc);
        const { width, height } = disc.getBoundingClientRect();
        const tile = width >= 40 && Math.abs(width - height) < 1 && disc.children.length === 1;
        return {
          tile,
          mark: icon.closest(".check-mark") !== null,
          look: `${width}×${height} ${style.borderRadius} ${getComputedStyle(icon).width}`,
          colours: `${style.backgroundColor} ${getComputedStyle(icon).color}`,
        };
      });
    },
    { hrefs, badgesLabel: trustBadgesLabel },
  );
}

test("every tick on the site is the one check mark, in one look", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const looks = new Set<string>();
  const colours = new Set<string>();
  let ticks = 0;
  for (const path of pagesWithTicks) {
    await page.goto(path);
    for (const icon of await checkIcons(page)) {
      if (icon.tile) continue;
      expect(icon.mark, `${path}: a check icon drawn outside the check mark`).toBe(true);
      looks.add(icon.look);
      colours.add(icon.colours);
      ticks += 1;
    }
  }
  expect(ticks).toBeGreaterThan(pagesWithTicks.length);
  expect([...looks]).toHaveLength(1);
  // Its light form, and its form on dark bands.
  expect(colours.size).toBeLessThanOrEqual(2);
});

test("a closing band aligns its notes as it aligns its heading, on a phone and a desktop", async ({
  page,
}) => {
  const closing = content("home").closing;
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const heading = page.getByRole("heading", { level: 2, name: closing.title });
    const panel = heading.locator("xpath=..");
    const alignment = await heading.evaluate((element) => getComputedStyle(element).textAlign);
    const notes = panel.getByRole("list").filter({ hasText: closing.notes![0]! });
    const [first] = await notes
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
    const box = (await panel.boundingBox())!;
    const headingBox = (await heading.boundingBox())!;
    if (alignment === "center") {
      // Centred: the notes' row sits as far from the left as from the right, roughly.
      const row = await notes.evaluate((list) => {
        const items = [...list.children].map((item) => item.getBoundingClientRect());
        return {
          left: Math.min(...items.map((r) => r.left)),
          right: Math.max(...items.map((r) => r.right)),
        };
      });
      expect(Math.abs(row.left - box.x - (box.x + box.width - row.right))).toBeLessThan(24);
    } else {
      // Left-aligned: the notes start where the heading starts.
      expect(first!.left).toBeCloseTo(headingBox.x, 0);
    }
  }
});

test("the /start-project panel heading stands in the same place on all three tabs", async ({
  page,
}) => {
  const tabs = content("startProject").tabs;
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/start-project");
    const positions = new Set<string>();
    for (const kind of ["project", "generalEnquiry", "jobEnquiry"] as const) {
      await page.getByRole("tab", { name: tabs[kind].label }).click();
      const panel = page.getByRole("tabpanel");
      const heading = panel.getByRole("heading", { level: 2, name: tabs[kind].title });
      await expect(heading).toBeVisible();
      const box = (await heading.boundingBox())!;
      const scrollY = await page.evaluate(() => window.scrollY);
      positions.add(`${Math.round(box.x)},${Math.round(box.y + scrollY)}`);
    }
    expect([...positions], `${width} px`).toHaveLength(1);
  }
});
