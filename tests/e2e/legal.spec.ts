import { expect, test } from "@playwright/test";
import { siteFacts } from "#site-facts";

const privacySections = [
  "Overview",
  "Messaging Policy Compliance",
  "Platform Use",
  "Prohibited Uses",
  "Data Protection and Your Rights",
  "Security",
  "Sub-processors",
  "International Compliance (GDPR, CCPA)",
  "Changes to This Policy",
  "Contact Us",
  "Agreement",
];

const termsSections = [
  "Acceptance of These Terms",
  "Terminology",
  "Phone Numbers for Messaging",
  "License",
  "Client Responsibilities",
  "Content Liability",
  "Reservation of Rights",
  "Removal of Links from Our Website",
  "Disclaimer",
  "Questions",
];

const numbered = (titles: readonly string[]) => titles.map((title, i) => `${i + 1}. ${title}`);

test.describe("legal pages", () => {
  test("the privacy policy has eleven numbered sections, last updated 7 May 2024", async ({
    page,
  }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByText("Last updated 7 May 2024")).toBeVisible();
    await expect(page.locator("time[datetime='2024-05-07']")).toHaveText("7 May 2024");
    const headings = page.locator("section[id] > h2");
    await expect(headings).toHaveText(numbered(privacySections));
    await expect(page.getByText(/GDPR/).first()).toBeVisible();
    await expect(
      page.locator("#contact").getByRole("link", { name: siteFacts.email.legal }),
    ).toHaveAttribute("href", `mailto:${siteFacts.email.legal}`);
  });

  test("the table of contents links to every section and scrolls to it", async ({ page }) => {
    await page.goto("/privacy");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link")).toHaveText(numbered(privacySections));
    await toc.getByRole("link", { name: "7. Sub-processors" }).click();
    await expect(page).toHaveURL(/\/privacy#sub-processors$/);
    await expect(page.getByRole("heading", { name: "7. Sub-processors" })).toBeInViewport();
  });

  test("the terms have their sections, questions going to the legal e-mail", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
    await expect(page.locator("section[id] > h2")).toHaveText(numbered(termsSections));
    await expect(
      page.locator("#questions").getByRole("link", { name: siteFacts.email.legal }),
    ).toHaveAttribute("href", `mailto:${siteFacts.email.legal}`);
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link")).toHaveCount(termsSections.length);
  });
});
