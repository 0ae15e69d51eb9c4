/** The inbox's and the site's accessibility check in a browser test: axe with WCAG 2.2 AA. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** No violation on the page as it is now; `label` names it in the failure (its URL by default). */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  // A check during a fade-in reads colours half faded (the hero picture's, a toast's, on a loaded
  // machine): the page's running time-based animations that end are let end first, including
  // those a change in the last frame has just started.
  await page.evaluate(async () => {
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    await Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.timeline === document.timeline &&
            animation.playState === "running" &&
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
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
