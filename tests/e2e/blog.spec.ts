import { expect, test, type Page } from "@playwright/test";
import { articles } from "../../app/content/articles.ts";
import { blogPosts } from "../../app/content/blog.ts";
import { gotoHydrated, jsonLdOf } from "./pages-helpers.ts";

const post = blogPosts[0]!;
const article = articles[post.slug]!;
const blogTitle = "Blog: Insights on Software, Cloud and AI | Malwa Softworks";

const description = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map(
      (meta) => meta.content,
    ),
  );

test.describe("blog list", () => {
  test("searches as you type, with the spec's headings and empty state", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Insights & Articles");
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await expect(search).toHaveAttribute("placeholder", "Search our articles...");
    const cards = page.locator("#posts").getByRole("article");
    const sectionHeading = page.locator("#posts-title");
    await expect(sectionHeading).toHaveText("Latest Posts");
    await expect(cards).toHaveCount(1);

    await search.fill("PARTNER");
    await expect(sectionHeading).toHaveText("Search Results");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(post.title);
    await expect(page.locator("#posts output")).toHaveText("1 article found");

    await search.fill("kubernetes");
    await expect(cards).toHaveCount(0);
    await expect(
      page.getByText("No articles found for “kubernetes”", { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText("Try a different search term or clear the input.", { exact: true }),
    ).toBeVisible();
    await expect(page.locator("#posts output")).toHaveText("0 articles found");

    await search.fill("   ");
    await expect(sectionHeading).toHaveText("Latest Posts");
    await expect(cards).toHaveCount(1);

    await search.fill("");
    await expect(sectionHeading).toHaveText("Latest Posts");
    await expect(cards).toHaveCount(1);
  });

  test("shows each card's image, category, title and clamped description", async ({ page }) => {
    await page.goto("/blog");
    const card = page.locator("#posts").getByRole("article").first();
    const image = card.getByRole("img", { name: post.imageAlt });
    await expect(image).toHaveAttribute("width", "1200");
    await expect(image).toHaveAttribute("height", "630");
    await expect(card.getByText(post.category, { exact: true })).toBeVisible();
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(post.title);
    await expect(card.locator("p.line-clamp-3")).toHaveText(post.description);
    await expect(card.locator("p.line-clamp-3")).toHaveCSS("-webkit-line-clamp", "3");
  });

  test("lists every post without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    await expect(page.locator("#posts").getByRole("article")).toHaveCount(blogPosts.length);
    await context.close();
  });
});

test.describe("article", () => {
  test("Read More opens the article with every kind of content block", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    await page.getByRole("link", { name: "Read More" }).first().click();
    await expect(page).toHaveURL(post.slug);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    const header = page.locator("article header");
    await expect(header.getByText(article.category, { exact: true })).toBeVisible();
    await expect(header).toContainText(article.author);
    await expect(header.locator("time")).toHaveAttribute("datetime", "2025-10-27");
    await expect(header.locator("time")).toHaveText("October 27, 2025");
    await expect(header).toContainText(article.excerpt);
    await expect(page.getByRole("img", { name: article.featuredImage!.alt })).toBeVisible();

    await expect(
      page.getByRole("heading", {
        level: 2,
        name: "1. Start with the outcome, not the technology",
      }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 3, name: "Ask to see the work" }),
    ).toBeVisible();
    await expect(page.locator("blockquote")).toContainText("Adding manpower");
    await expect(
      page.locator("figure figcaption").filter({ hasText: "Fred Brooks" }),
    ).toBeVisible();
    await expect(page.getByText("Pro Tip:", { exact: true })).toHaveCount(2);
    await expect(page.getByRole("img", { name: /weighted scorecard/ })).toBeAttached();
    await expect(page.getByText(/A simple weighted scorecard keeps/)).toBeVisible();
    await expect(page.getByRole("link", { name: article.callToAction!.label })).toHaveAttribute(
      "href",
      article.callToAction!.href,
    );
  });

  test("sets the title and description on entry and restores them on leaving", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    await expect(page).toHaveTitle(blogTitle);

    await page.getByRole("link", { name: "Read More" }).first().click();
    await expect(page).toHaveURL(post.slug);
    await expect(page).toHaveTitle(article.seo.title);
    expect(await description(page)).toEqual([article.seo.description]);

    await page.getByRole("link", { name: "Back to all articles" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page).toHaveTitle(blogTitle);
    await expect.poll(() => description(page)).not.toContain(article.seo.description);
    expect(await description(page)).toHaveLength(1);
  });

  test("without native sharing, Share shows the copy-the-URL message", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await gotoHydrated(page, post.slug);
    await expect(page.getByText("Share this article:")).toBeVisible();
    const status = page.getByRole("status");
    await expect(status).toHaveText("");
    await page.getByRole("button", { name: "Share" }).click();
    await expect(status).toHaveText("Share feature not supported. Please copy the URL manually.");
  });

  test("with native sharing, Share passes the title, excerpt and address", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData[] }).shared ??= [];
          (window as unknown as { shared: ShareData[] }).shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await gotoHydrated(page, post.slug);
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared))
      .toEqual([{ title: article.title, text: article.excerpt, url: page.url() }]);
    await expect(page.getByRole("status")).toHaveText("");
  });

  test("carries BlogPosting and breadcrumb data in the raw HTML", async ({ request }) => {
    const data = jsonLdOf(await (await request.get(post.slug)).text());
    expect(data.find((entry) => entry["@type"] === "BlogPosting")).toMatchObject({
      headline: article.title,
      datePublished: "2025-10-27",
      author: { name: article.author },
      publisher: { name: "Malwa Softworks" },
      image: expect.stringMatching(/\/images\/blog\/blog1\.svg$/),
    });
    const breadcrumb = data.find((entry) => entry["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement).toMatchObject([
      { name: "Home" },
      { name: "Blog" },
      { name: article.title },
    ]);
  });
});
