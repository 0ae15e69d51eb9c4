import { expect, test, type Locator, type Page } from "@playwright/test";
import { siteFacts } from "#server/site/facts.ts";
import { blogPost, content } from "#tests/helpers/content.ts";
import { escapeRegExp } from "./forms-helpers.ts";
import { jsonLdOf } from "./pages-helpers.ts";

const { header } = content("siteText");
const linkTo = (href: string) => header.links.find((link) => link.href === href)!.label;
const blog = content("blog");
const { search } = blog;

/** The article the site launched with, as its file gives it: its address, category and day. */
const launchPost = blogPost("choosing-a-software-development-partner-in-india");
const specArticle = { path: launchPost.slug, category: launchPost.category, day: launchPost.date };
const notFoundTerm = "zzqx-no-such-article";

/** A day as the article shows it: "October 27, 2025". */
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

const cardsOf = (page: Page) => page.locator("#posts").getByRole("article");
/** The cards' links, named by their button and the post's title. */
const readMoreLinks = (within: Locator) =>
  within.getByRole("link", { name: new RegExp(`^${escapeRegExp(blog.readMore)}`) });

const descriptions = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map(
      (meta) => meta.content,
    ),
  );

test.describe("blog list", () => {
  test("searches as you type, with its headings and the spec's empty state", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blog.hero.title);
    const searchBox = page.getByRole("searchbox", { name: search.label });
    await expect(searchBox).toHaveAttribute("placeholder", search.placeholder);

    const cards = cardsOf(page);
    const sectionHeading = page.locator("#posts-title");
    await expect(sectionHeading).toHaveText(search.latestTitle);
    const allPosts = await cards.count();
    expect(allPosts).toBeGreaterThan(0);
    const firstTitle = await cards.first().getByRole("heading", { level: 3 }).innerText();

    await searchBox.fill(firstTitle.toUpperCase());
    await expect(sectionHeading).toHaveText(search.resultsTitle);
    await expect(cards.first()).toContainText(firstTitle);
    await expect(page.locator("#posts output")).toHaveText(/^\d+ articles? found$/);

    await searchBox.fill(notFoundTerm);
    await expect(cards).toHaveCount(0);
    await expect(
      page.getByText(`No articles found for “${notFoundTerm}”`, { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText("Try a different search term or clear the input.", { exact: true }),
    ).toBeVisible();
    await expect(page.locator("#posts output")).toHaveText("0 articles found");

    await searchBox.fill("   ");
    await expect(sectionHeading).toHaveText(search.latestTitle);
    await expect(cards).toHaveCount(allPosts);

    await searchBox.fill("");
    await expect(cards).toHaveCount(allPosts);
  });

  test("finds a post by its category", async ({ page }) => {
    await page.goto("/blog");
    const searchBox = page.getByRole("searchbox", { name: search.label });
    await searchBox.fill(specArticle.category.toLowerCase());
    await expect(readMoreLinks(page.locator("#posts"))).not.toHaveCount(0);
    for (const card of await cardsOf(page).all()) {
      await expect(card.getByText(specArticle.category, { exact: true })).toBeVisible();
    }
  });

  test("shows each card's image, category, title, clamped description and link", async ({
    page,
  }) => {
    await page.goto("/blog");
    const card = page.locator("#posts").getByRole("article").first();
    const image = card.getByRole("img");
    await expect(image).toHaveAttribute("alt", /\w/);
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    await expect(image).toHaveAttribute("srcset", /\.webp \d+w/);
    await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /\.avif \d+w/,
    );
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const title = await card.getByRole("heading", { level: 3 }).innerText();
    await expect(card.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(card.locator("p.line-clamp-3")).toHaveCSS("-webkit-line-clamp", "3");
    await expect(card.locator("p.line-clamp-3")).not.toBeEmpty();
    // The link's name says where it goes, not just "Read More".
    await expect(card.getByRole("link", { name: title })).toContainText(blog.readMore);
  });

  test("lists the posts newest first", async ({ page }) => {
    await page.goto("/blog");
    const days = await page
      .locator("#posts article time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(days.length).toBeGreaterThan(0);
    expect(days).toEqual(days.toSorted().toReversed());
  });

  test("lists every post of the feed, also without JavaScript", async ({ browser, request }) => {
    const feed = await (await request.get("/rss.xml")).text();
    const feedPaths = [
      ...feed.matchAll(
        /<item>\s*<title>[^<]*<\/title>\s*<link>https?:\/\/[^/<]+(\/[^<]*)<\/link>/g,
      ),
    ].map((match) => match[1]);
    expect(feedPaths.length).toBeGreaterThan(0);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    const links = await readMoreLinks(page.locator("#posts")).evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute("href")),
    );
    expect(links).toEqual(feedPaths);
    await context.close();
  });
});

test.describe("article", () => {
  test("every card's Read More opens that post's article", async ({ page }) => {
    await page.goto("/blog");
    const cards = await cardsOf(page).all();
    const posts = await Promise.all(
      cards.map(async (card) => ({
        title: await card.getByRole("heading", { level: 3 }).innerText(),
        href: await readMoreLinks(card).getAttribute("href"),
      })),
    );
    for (const post of posts) {
      await page.goto("/blog");
      await page.locator("#posts").getByRole("link", { name: post.title }).click();
      await expect(page).toHaveURL(post.href!);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      const nav = page.getByRole("navigation", { name: header.label });
      await expect(nav.getByRole("link", { name: linkTo("/blog") })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
  });

  test("shows the header, featured image, body blocks and call to action", async ({ page }) => {
    await page.goto(specArticle.path);
    const header = page.locator("article header");
    await expect(header.getByText(specArticle.category, { exact: true })).toBeVisible();
    await expect(header).toContainText(`${blog.article.byline} ${launchPost.author}`);
    await expect(header.locator("time")).toHaveAttribute("datetime", specArticle.day);
    await expect(header.locator("time")).toHaveText(longDay(specArticle.day));
    await expect(header.locator("p.text-lg")).not.toBeEmpty();

    const featured = page.locator("article picture").first().getByRole("img");
    await expect(featured).toBeVisible();
    await expect(featured).toHaveAttribute("srcset", /\.webp \d+w/);
    await expect(featured).toHaveJSProperty("complete", true);

    const body = page.locator(".article-body");
    await expect(body.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(body.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await expect(body.getByRole("listitem").first()).toBeVisible();
    const quote = body.locator("figure", { has: page.locator("blockquote") }).first();
    await expect(quote.locator("figcaption")).toHaveText(/^— \S/);

    const { tipLabel } = blog.article;
    const tip = body.getByText(tipLabel, { exact: true }).first();
    await expect(tip).toBeVisible();
    const tipText = await tip.locator("xpath=..").innerText();
    expect(tipText.startsWith(`${tipLabel} `)).toBe(true);

    const inlineFigure = body.locator("figure:has(> img)").first();
    const inlineImage = inlineFigure.getByRole("img");
    await expect(inlineImage).toHaveAttribute("alt", /\w/);
    await expect(inlineImage).toHaveAttribute("srcset", /\.webp \d+w/);
    await expect(inlineImage).toHaveAttribute("width", /^\d+$/);
    await inlineImage.scrollIntoViewIfNeeded();
    await expect(inlineImage).toHaveJSProperty("complete", true);
    expect(await inlineImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );
    await expect(inlineFigure.locator("figcaption")).not.toBeEmpty();

    const callToAction = page.locator("aside[aria-labelledby=article-cta-title]");
    await expect(callToAction.getByRole("heading", { level: 2 })).not.toBeEmpty();
    await expect(callToAction.getByRole("link")).toHaveAttribute("href", "/start-project");
  });

  test("has its own title and description, not the blog list's", async ({ page }) => {
    await page.goto("/blog");
    const listTitle = await page.title();
    const [listDescription] = await descriptions(page);

    await page.goto(specArticle.path);
    expect(await page.title()).not.toBe(listTitle);
    expect(await page.title()).toMatch(/\w/);
    const own = await descriptions(page);
    expect(own).toHaveLength(1);
    expect(own[0]).not.toBe(listDescription);
    expect(own[0]!.length).toBeGreaterThanOrEqual(50);
  });

  test("without native sharing, Share shows the copy-the-URL message", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto(specArticle.path);
    const button = page.getByRole("button", { name: blog.article.shareButton });
    await expect(page.getByText(blog.article.shareLabel)).toBeVisible();
    const status = page.getByRole("status");
    await expect(status).toHaveText("");
    await button.click();
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
    await page.goto(specArticle.path);
    const title = await page.getByRole("heading", { level: 1 }).innerText();
    const excerpt = await page.locator("article header p.text-lg").innerText();
    const button = page.getByRole("button", { name: blog.article.shareButton });
    await button.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared))
      .toEqual([{ title, text: excerpt, url: page.url() }]);
    await expect(page.getByRole("status")).toHaveText("");
  });

  test("carries BlogPosting and breadcrumb data in the raw HTML", async ({ page, request }) => {
    const data = jsonLdOf(await (await request.get(specArticle.path)).text());
    await page.goto(specArticle.path);
    const title = await page.getByRole("heading", { level: 1 }).innerText();
    const posting = data.find((entry) => entry["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: title,
      datePublished: specArticle.day,
      articleSection: specArticle.category,
      author: { name: expect.stringMatching(/\w/) },
      publisher: { name: siteFacts.company },
      image: expect.stringMatching(/^https?:\/\/.+\/_astro\/.+\.webp$/),
    });
    const image = await request.get(new URL(posting!["image"] as string).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");

    const breadcrumb = data.find((entry) => entry["@type"] === "BreadcrumbList");
    expect(breadcrumb?.["itemListElement"]).toMatchObject([
      { name: linkTo("/") },
      { name: linkTo("/blog") },
      { name: title },
    ]);
  });
});
