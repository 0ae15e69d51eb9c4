import { expect, test, type Page } from "@playwright/test";
import { aboutFaq, aboutStats } from "../../app/content/about.ts";
import {
  servicesCatalogue,
  staffAugmentationBenefits,
} from "../../app/content/services-overview.ts";

/** The about page and the services overview (SPEC §2 About, Services). */

function section(page: Page, title: string) {
  return page.locator("section", { has: page.getByRole("heading", { name: title, exact: true }) });
}

test.describe("about", () => {
  test("tells who we are and invites the visitor to join the story", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/founded in 2019 in Indore/)).toBeVisible();
    await page.getByRole("link", { name: "Join Our Story" }).click();
    await expect(page).toHaveURL("/contact");
  });

  test("shows its four statistics once they count up", async ({ page }) => {
    await page.goto("/about");
    const stats = section(page, aboutStats.title);
    await stats.scrollIntoViewIfNeeded();
    const items = stats.getByRole("listitem");
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toContainText("1M+Lines of Code");
    await expect(items.nth(1)).toContainText("50+Happy Clients");
    await expect(items.nth(2)).toContainText("100+Projects Launched");
    await expect(items.nth(3)).toContainText("5+Years");
  });

  test("answers five questions, one at a time, and describes them as an FAQPage", async ({
    page,
    request,
  }) => {
    await page.goto("/about");
    const questions = section(page, aboutFaq.title).getByRole("button");
    await expect(questions).toHaveCount(5);
    await questions.nth(4).click();
    await expect(questions.nth(4)).toHaveAttribute("aria-expanded", "true");
    await questions.nth(2).click();
    await expect(questions.nth(4)).toHaveAttribute("aria-expanded", "false");
    await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");

    const html = await (await request.get("/about")).text();
    expect(html).toContain('"@type":"FAQPage"');
    for (const item of aboutFaq.items) expect(html).toContain(JSON.stringify(item.question));
  });
});

test.describe("services overview", () => {
  const slugs = [
    "web-development",
    "mern-stack",
    "uiux-development",
    "mobile-development",
    "cloud-solutions",
    "machine-learning",
    "digital-marketing",
    "staff-augmentation",
  ];

  test("shows eight service cards whose Learn More links open live service pages", async ({
    page,
    request,
  }) => {
    await page.goto("/services");
    const cards = section(page, servicesCatalogue.title).getByRole("article");
    await expect(cards).toHaveCount(8);
    const hrefs: string[] = [];
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
      const link = card.getByRole("link", { name: /^Learn More/ });
      await expect(link).toBeVisible();
      hrefs.push((await link.getAttribute("href")) ?? "");
    }
    expect(hrefs).toEqual(slugs.map((slug) => `/service/${slug}`));
    for (const href of hrefs) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test("lists six staff augmentation benefits and links to contact and about", async ({ page }) => {
    await page.goto("/services");
    const benefits = section(page, staffAugmentationBenefits.title);
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveCount(6);
    const closing = page.locator("main section:not(section section)").last();
    await expect(closing.getByRole("link")).toHaveCount(2);
    await expect(closing.getByRole("link").nth(0)).toHaveAttribute("href", "/contact");
    await expect(closing.getByRole("link").nth(1)).toHaveAttribute("href", "/about");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/about", "/services"]) {
    test(`${path} shows every section heading`, async ({ page }) => {
      await page.goto(path);
      const headings = page.locator("main").getByRole("heading", { level: 2 });
      expect(await headings.count()).toBeGreaterThanOrEqual(3);
      for (const heading of await headings.all()) await expect(heading).toBeVisible();
      await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    });
  }
});
