/** The inbox's and the site's accessibility check in a browser test: axe with WCAG 2.2 AA. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** No violation on the page as it is now; `label` names it in the failure (its URL by default). */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    ),
    label,
  ).toEqual([]);
}
