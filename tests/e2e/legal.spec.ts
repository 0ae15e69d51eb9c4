import { expect, test } from "@playwright/test";
import { siteFacts } from "#server/site/facts.ts";
import { content, sectionTitles } from "#tests/helpers/content.ts";

/** The privacy policy and the terms: numbered sections from their Markdown, and a contents list. */
const { labels } = content("siteText");

for (const name of ["privacy", "terms"] as const) {
  const document = content(name);
  const sections = sectionTitles(name);
  const numbered = sections.map((title, index) => `${index + 1}. ${title}`);
  /** Whom each document names to write to: the Grievance Officer for privacy matters. */
  const contact = name === "privacy" ? siteFacts.grievanceOfficer.email : siteFacts.email.legal;

  test.describe(`/${name}`, () => {
    test("shows its title, its date, a heading per section and the address to write to", async ({
      page,
    }) => {
      await page.goto(`/${name}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(document.title);
      const date = page.locator(`time[datetime='${document.lastUpdated}']`);
      await expect(page.locator("p", { has: date })).toContainText(labels.lastUpdated);
      const headings = page.locator(".legal-body h2");
      await expect(headings).toHaveText(sections);
      await expect(page.getByRole("link", { name: contact }).last()).toHaveAttribute(
        "href",
        `mailto:${contact}`,
      );
    });

    test("lists its sections as in-page links that scroll to them", async ({ page }) => {
      await page.goto(`/${name}`);
      const toc = page.getByRole("navigation", { name: labels.onThisPage });
      await expect(toc.getByRole("link")).toHaveText(numbered);
      const last = toc.getByRole("link").last();
      const target = (await last.getAttribute("href"))!;
      await last.click();
      await expect(page).toHaveURL(new RegExp(`/${name}${target}$`));
      await expect(page.locator(target)).toHaveText(sections.at(-1)!);
      await expect(page.locator(target)).toBeInViewport();
    });
  });
}
