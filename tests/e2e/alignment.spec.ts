import { expect, test, type Locator } from "@playwright/test";
import { FIRST_OPENINGS } from "#server/hiring/first-openings.ts";
import { openingPath } from "#shared/hiring/openings.ts";
import { content } from "#tests/helpers/content.ts";

/** Where a box's middle is, across the page. */
async function middleOf(locator: Locator): Promise<number> {
  const box = (await locator.boundingBox())!;
  return box.x + box.width / 2;
}

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("an opening's last Apply button sits under its centred heading", async ({ page }) => {
    const opening = FIRST_OPENINGS[0]!;
    await page.goto(openingPath(opening.slug));
    const section = page.locator("section#apply");
    const heading = section.getByRole("heading", { level: 2 });
    const button = section.getByRole("link", { name: content("career").opening.applyLabel });
    // The heading's text is centred: its box spans the column, so compare with its text's middle.
    const textMiddle = await heading.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const box = range.getBoundingClientRect();
      return box.x + box.width / 2;
    });
    expect(Math.abs((await middleOf(button)) - textMiddle)).toBeLessThan(2);
  });
});
