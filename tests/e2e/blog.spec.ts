import { expect, test, type Locator, type Page } from "@playwright/test";
import { siteFacts } from "#server/site/facts.ts";
import { blogPosts, content } from "#tests/helpers/content.ts";
import { escapeRegExp } from "./forms-helpers.ts";
import { jsonLdOf } from "./pages-helpers.ts";

/**
 * The blog list and its articles, for whatever posts app/content/blog holds: what each page
 * shows is read from the post's own file, so a new post, one without the optional featured
 * image or call to action, or a changed one keeps these green.
 */
const { header } = content("siteText");
const linkTo = (href: string) => header.links.find((link) => link.href === href)!.label;
const blog = content("blog");
const { search } = blog;

const posts = blogPosts();
/** The tests that ask what any article does take the newest post. */
const newest = posts[0]!;
type Post = (typeof posts)[number];
const notFoundTerm = "zzqx-no-such-article";

/** A day as the article shows it: "27 October 2025". */
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/** What a post's Markdown asks of its article beyond paragraphs, as its text says it. */
function blocksOf({ text }: Post) {
  return {
    subheadings: [...text.matchAll(/^### (.+)$/gm)].map((match) => match[1]!.trim()),
    hasList: /^[-*] \S/m.test(text),
    tips: [...text.matchAll(/^> \[!TIP\]/gm)].length,
    /** A quote's last paragraph starting with "— " names its author. */
    quoteAuthors: [...text.matchAll(/^> (— .+)$/gm)].map((match) => match[1]!.trim()),
    /** A paragraph holding only an image, its title the caption. */
    images: [...text.matchAll(/^!\[([^\]]*)\]\((\S+?)(?: "([^"]*)")?\)\s*$/gm)].map((match) => ({
      alt: match[1] || blog.article.defaultImageAlt,
      local: !match[2]!.startsWith("/") && !URL.canParse(match[2]!),
      caption: match[3] || undefined,
    })),
  };
}

const cardsOf = (page: Page) => page.locator("#posts").getByRole("article");
/** The cards' links, named by their button and the post's title. */
const readMoreLinks = (within: Locator) =>
  within.getByRole("link", { name: new RegExp(`^${escapeRegExp(blog.readMore)}`) });
/** The picture above an article's text: its featured image. */
const featuredPicture = (page: Page) => page.locator("article > div > picture");

const descriptions = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map(
      (meta) => meta.content,
    ),
  );

/** An image shown as the browser took it: a WebP srcset, its size given, loaded. */
async function expectLoaded(image: Locator): Promise<void> {
  await expect(image).toHaveAttribute("srcset", /\.webp \d+w/);
  await expect(image).toHaveAttribute("width", /^\d+$/);
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

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
    const { category } = newest.data;
    await page.goto("/blog");
    const searchBox = page.getByRole("searchbox", { name: search.label });
    await searchBox.fill(category.toLowerCase());
    await expect(readMoreLinks(page.locator("#posts"))).not.toHaveCount(0);
    for (const card of await cardsOf(page).all()) {
      await expect(card.getByText(category, { exact: true })).toBeVisible();
    }
  });

  test("shows each card's image if its post has one, category, title, clamped description and link", async ({
    page,
  }) => {
    await page.goto("/blog");
    const cards = cardsOf(page);
    await expect(cards).toHaveCount(posts.length);
    for (const card of await cards.all()) {
      const title = await card.getByRole("heading", { level: 3 }).innerText();
      const post = posts.find((candidate) => candidate.data.title === title);
      expect(post, title).toBeDefined();
      const image = card.getByRole("img");
      if (post!.data.featuredImage) {
        await expect(image).toHaveAttribute("alt", post!.data.featuredImage.alt);
        await expect(image).toHaveAttribute("height", /^\d+$/);
        await expect(
          card.locator('picture source[type="image/avif"]:not([media])'),
        ).toHaveAttribute("srcset", /\.avif \d+w/);
        await expectLoaded(image);
      } else {
        await expect(image).toHaveCount(0);
      }
      await expect(card.getByText(post!.data.category, { exact: true })).toBeVisible();
      await expect(card.locator("time")).toHaveAttribute("datetime", post!.data.date);
      await expect(card.locator("p.line-clamp-3")).toHaveCSS("-webkit-line-clamp", "3");
      await expect(card.locator("p.line-clamp-3")).toHaveText(post!.data.description);
      // The link's name says where it goes, not just "Read More".
      await expect(card.getByRole("link", { name: title })).toContainText(blog.readMore);
    }
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
    const cardPosts = await Promise.all(
      cards.map(async (card) => ({
        title: await card.getByRole("heading", { level: 3 }).innerText(),
        href: await readMoreLinks(card).getAttribute("href"),
      })),
    );
    for (const post of cardPosts) {
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

  test("shows each post's header, its featured image if it has one, its text's blocks and its call to action", async ({
    page,
  }) => {
    for (const post of posts) {
      const { data } = post;
      await page.goto(data.slug);
      const articleHeader = page.locator("article header");
      await expect(articleHeader.getByText(data.category, { exact: true })).toBeVisible();
      await expect(articleHeader).toContainText(`${blog.article.byline} ${data.author}`);
      await expect(articleHeader.locator("time")).toHaveAttribute("datetime", data.date);
      await expect(articleHeader.locator("time")).toHaveText(longDay(data.date));
      await expect(articleHeader.locator("p.text-lg")).toHaveText(data.excerpt);

      const featured = featuredPicture(page);
      if (data.featuredImage) {
        const image = featured.getByRole("img");
        await expect(image).toBeVisible();
        await expect(image).toHaveAttribute("alt", data.featuredImage.alt);
        await expectLoaded(image);
      } else {
        await expect(featured).toHaveCount(0);
      }

      const body = page.locator(".article-body");
      const blocks = blocksOf(post);
      await expect(body.getByRole("heading", { level: 2 })).toHaveText(post.sections);
      await expect(body.getByRole("heading", { level: 3 })).toHaveText(blocks.subheadings);
      if (blocks.hasList) await expect(body.getByRole("listitem").first()).toBeVisible();
      await expect(body.locator("figure > figcaption", { hasText: /^— / })).toHaveText(
        blocks.quoteAuthors,
      );

      const { tipLabel } = blog.article;
      const tips = body.locator("aside").filter({ has: page.getByText(tipLabel, { exact: true }) });
      await expect(tips).toHaveCount(blocks.tips);
      for (const tip of await tips.all()) {
        expect((await tip.innerText()).startsWith(`${tipLabel} `)).toBe(true);
      }

      const figures = body.locator("figure:has(> img)");
      await expect(figures).toHaveCount(blocks.images.length);
      for (const [index, expected] of blocks.images.entries()) {
        const inlineFigure = figures.nth(index);
        const inlineImage = inlineFigure.getByRole("img");
        await expect(inlineImage).toHaveAttribute("alt", expected.alt);
        if (expected.local) await expectLoaded(inlineImage);
        if (expected.caption) {
          await expect(inlineFigure.locator("figcaption")).toHaveText(expected.caption);
        } else {
          await expect(inlineFigure.locator("figcaption")).toHaveCount(0);
        }
      }

      const callToAction = page.locator("aside[aria-labelledby=article-cta-title]");
      if (data.callToAction) {
        await expect(callToAction.getByRole("heading", { level: 2 })).toHaveText(
          data.callToAction.title,
        );
        await expect(callToAction.getByRole("link")).toHaveAttribute(
          "href",
          data.callToAction.href,
        );
      } else {
        await expect(callToAction).toHaveCount(0);
      }
    }
  });

  test("has its own title and description, not the blog list's", async ({ page }) => {
    await page.goto("/blog");
    const listTitle = await page.title();
    const [listDescription] = await descriptions(page);

    await page.goto(newest.data.slug);
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
    await page.goto(newest.data.slug);
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
    await page.goto(newest.data.slug);
    const title = await page.getByRole("heading", { level: 1 }).innerText();
    const excerpt = await page.locator("article header p.text-lg").innerText();
    const button = page.getByRole("button", { name: blog.article.shareButton });
    await button.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared))
      .toEqual([{ title, text: excerpt, url: page.url() }]);
    await expect(page.getByRole("status")).toHaveText("");
  });

  test("carries BlogPosting and breadcrumb data in the raw HTML, its image the featured one if any", async ({
    page,
    request,
  }) => {
    for (const { data } of posts) {
      const jsonLd = jsonLdOf(await (await request.get(data.slug)).text());
      await page.goto(data.slug);
      const title = await page.getByRole("heading", { level: 1 }).innerText();
      const posting = jsonLd.find((entry) => entry["@type"] === "BlogPosting");
      expect(posting, data.slug).toMatchObject({
        headline: title,
        datePublished: data.date,
        articleSection: data.category,
        author: { name: data.author },
        publisher: { name: siteFacts.company },
        image: expect.stringMatching(/^https?:\/\//),
      });
      const imagePath = new URL(posting!["image"] as string).pathname;
      if (data.featuredImage) {
        // The featured image's own file, as the article shows it to browsers without srcset.
        await expect(featuredPicture(page).getByRole("img")).toHaveAttribute("src", imagePath);
      }
      const image = await request.get(imagePath);
      expect(image.status(), imagePath).toBe(200);
      expect(image.headers()["content-type"], imagePath).toMatch(/^image\//);

      const breadcrumb = jsonLd.find((entry) => entry["@type"] === "BreadcrumbList");
      expect(breadcrumb?.["itemListElement"]).toMatchObject([
        { name: linkTo("/") },
        { name: linkTo("/blog") },
        { name: title },
      ]);
    }
  });
});

/** Where the browser took an image from: a file's address, or the page itself (`data:`). */
const takenFrom = async (image: Locator) => {
  await expect(image).toHaveJSProperty("complete", true);
  return image.evaluate((img: HTMLImageElement) => (img.naturalWidth > 0 ? img.currentSrc : ""));
};
const INSIDE_THE_PAGE = /^data:image\/avif;base64,/;
const A_FILE = /\/_astro\/[^/]+\.avif$/;

/**
 * The largest paint of the list and of an article is their first picture; on a phone it comes
 * inside the page, a round trip sooner than a file would (decision 031).
 */
for (const [screen, viewport, source] of [
  ["a phone", { width: 390, height: 844 }, INSIDE_THE_PAGE],
  ["a wide screen", { width: 1280, height: 800 }, A_FILE],
] as const) {
  test.describe(`on ${screen}`, () => {
    test.use({ viewport });

    test(`the first card's picture and the article's are drawn from ${screen === "a phone" ? "the page" : "their files"}`, async ({
      page,
    }) => {
      await page.goto("/blog");
      const firstCard = cardsOf(page).first();
      if (newest.data.featuredImage) {
        expect(await takenFrom(firstCard.getByRole("img"))).toMatch(source);
      } else {
        await expect(firstCard.locator("picture")).toHaveCount(0);
      }
      await page.goto(newest.data.slug);
      if (newest.data.featuredImage) {
        expect(await takenFrom(featuredPicture(page).getByRole("img"))).toMatch(source);
      } else {
        await expect(featuredPicture(page)).toHaveCount(0);
      }
    });
  });
}
