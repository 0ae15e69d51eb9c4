import { expect, test, type Page } from "@playwright/test";
import { content, markdownText, services } from "#tests/helpers/content.ts";

/** The about page and the services overview, with the copy their files give. */
const about = content("about");
const overview = content("services");

function section(page: Page, title: string) {
  return page.locator("section", { has: page.getByRole("heading", { name: title, exact: true }) });
}

test.describe("about", () => {
  test("tells the company's story and invites the visitor to join it", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.hero.title);
    const story = section(page, about.story.title);
    const paragraphs = markdownText("about")
      .trim()
      .split(/\n\s*\n/);
    await expect(story.locator("p")).toContainText(paragraphs);
    for (const fact of about.story.facts) {
      await expect(story.getByText(fact.value, { exact: true })).toBeVisible();
    }
    await story.getByRole("link", { name: about.story.cta.label }).click();
    await expect(page).toHaveURL(about.story.cta.href);
  });

  test("shows its statistics once they count up", async ({ page }) => {
    await page.goto("/about");
    const stats = section(page, about.stats.title);
    await stats.scrollIntoViewIfNeeded();
    const items = stats.getByRole("listitem");
    await expect(items).toHaveText(
      about.stats.stats.map(
        (stat) => `${stat.value}${stat.suffix}${stat.label}${stat.subtitle ?? ""}`,
      ),
    );
  });

  test("answers its questions, one at a time, and describes them as an FAQPage", async ({
    page,
    request,
  }) => {
    await page.goto("/about");
    const questions = section(page, about.faq.title).getByRole("button");
    await expect(questions).toHaveText(about.faq.items.map((item) => item.question));
    const last = about.faq.items.length - 1;
    await questions.nth(last).click();
    await expect(questions.nth(last)).toHaveAttribute("aria-expanded", "true");
    await questions.nth(0).click();
    await expect(questions.nth(last)).toHaveAttribute("aria-expanded", "false");
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");

    const html = await (await request.get("/about")).text();
    expect(html).toContain('"@type":"FAQPage"');
    for (const item of about.faq.items) expect(html).toContain(JSON.stringify(item.question));
  });
});

test.describe("services overview", () => {
  test("shows a card per service, in the page's order, whose links open live service pages", async ({
    page,
    request,
  }) => {
    await page.goto("/services");
    const cards = section(page, overview.catalogue.title).getByRole("article");
    await expect(cards).toHaveCount(services().length);
    const hrefs: string[] = [];
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
      const link = card.getByRole("link", { name: overview.catalogue.linkLabel });
      await expect(link).toBeVisible();
      hrefs.push((await link.getAttribute("href")) ?? "");
    }
    expect(hrefs).toEqual(overview.catalogue.services.map((name) => `/service/${name}`));
    for (const href of hrefs) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test("lists the staff augmentation benefits and closes with its buttons", async ({ page }) => {
    await page.goto("/services");
    const benefits = section(page, overview.staffAugmentation.title);
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveText(
      overview.staffAugmentation.items.map((item) => item.title),
    );
    const closing = page.locator("main section:not(section section)").last();
    const links = closing.getByRole("link");
    await expect(links).toHaveText(overview.closing.actions.map((action) => action.label));
    for (const [index, action] of overview.closing.actions.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", action.href);
    }
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
