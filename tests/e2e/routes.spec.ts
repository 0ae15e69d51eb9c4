import { expect, test } from "@playwright/test";
import { blogPosts, content } from "#tests/helpers/content.ts";
import { sitePaths } from "#scripts/lib/built-pages.ts";
import { siteFacts } from "#server/site/facts.ts";
import { CACHED_KEY as WEB_FONTS_CACHED_KEY } from "#app/lib/web-fonts.ts";

const pages = sitePaths();

/** Every public page, read as a crawler reads it: the raw HTML, no JavaScript. */
for (const path of pages) {
  test(`${path} is served as HTML with its own metadata`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();

    expect(html).toMatch(/<html lang="en-US"/);
    expect(html).toMatch(/<h1[\s>]/);
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${path}"`);
    expect(html).toMatch(/<meta property="og:title"/);
    expect(html).toMatch(/<meta name="twitter:card"/);
    expect(html).toContain('<script type="application/ld+json">');
  });
}

test("every page has a unique title and description", async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
    descriptions.add(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
  }
  expect(titles.size).toBe(pages.length);
  expect(descriptions.size).toBe(pages.length);
});

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  const notFound = content("notFound");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(notFound.heading);
  await page.getByRole("link", { name: notFound.homeLink }).click();
  await expect(page).toHaveURL("/");
  expect(messages.some((text) => text.includes("/no-such-page"))).toBe(true);
});

test("the not-found page offers the main ways on, and a search that opens the blog with it", async ({
  page,
}) => {
  const notFound = content("notFound");
  await page.goto("/no-such-page");
  const ways = page.getByRole("navigation", { name: notFound.waysTitle });
  for (const way of notFound.ways) {
    const response = await page.request.get(
      (await ways.getByRole("link", { name: way.label }).getAttribute("href")) ?? "",
    );
    expect(response.status(), way.label).toBe(200);
  }
  // A word of the newest post's title: the blog opens with it searched, and that post found.
  const [newest] = blogPosts();
  const word = newest!.data.title.split(/\s+/).find((part) => part.length > 5)!;
  await page.getByRole("searchbox", { name: notFound.search.label }).fill(word);
  await page.getByRole("button", { name: notFound.search.button }).click();
  await expect(page).toHaveURL(`/blog?q=${encodeURIComponent(word)}`);
  const { search } = content("blog");
  await expect(page.getByRole("searchbox", { name: search.label })).toHaveValue(word);
  await expect(page.getByRole("heading", { level: 2, name: search.resultsTitle })).toBeVisible();
  await expect(page.getByRole("heading", { name: newest!.data.title })).toBeVisible();
});

test("the not-found page fits a 320 px phone in the brand face", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  // The brand face is drawn from a visit's second page on.
  await page.goto("/");
  await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, WEB_FONTS_CACHED_KEY);
  await page.goto("/no-such-page", { waitUntil: "networkidle" });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});

test("the capitalised UI/UX address redirects permanently to the real page", async ({
  request,
}) => {
  const response = await request.get("/service/uiux-Development", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/service/uiux-development");
});

test("the sitemap lists every public page search engines may index and the open openings; robots and RSS point to them", async ({
  request,
}) => {
  // A page that asks robots not to index it (the team's style guide) is no entry of the sitemap.
  const indexable: string[] = [];
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    if (!/<meta name="robots" content="[^"]*noindex/.test(html)) indexable.push(path);
  }
  expect(indexable.length).toBeGreaterThan(1);
  const locations = (xml: string) =>
    [...xml.matchAll(/<loc>http:\/\/localhost:3000([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const index = await (await request.get("/sitemap.xml")).text();
  expect(index).toContain("<sitemapindex");
  const listed: string[] = [];
  for (const part of locations(index)) {
    const answer = await request.get(part);
    expect(answer.headers()["content-type"]).toContain("xml");
    listed.push(...locations(await answer.text()));
  }
  // Every page once; besides them only openings' pages, which the team publishes at any time.
  expect(listed).toEqual(expect.arrayContaining(indexable));
  expect(new Set(listed).size).toBe(listed.length);
  expect(
    listed.filter((path) => !indexable.includes(path) && !path.startsWith("/career/")),
  ).toEqual([]);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  const rss = await request.get("/rss.xml");
  expect(rss.headers()["content-type"]).toContain("application/rss+xml");
  const feed = await rss.text();
  for (const { data } of blogPosts()) {
    expect(feed).toContain(`<link>http://localhost:3000${data.slug}</link>`);
  }
});

test("a page links its web app manifest once it has painted, and the manifest names the site", async ({
  page,
}) => {
  // When the link joins the document (a linked manifest is fetched at once, beside the paint).
  await page.addInitScript(() => {
    new MutationObserver((changes) => {
      const linked = changes.some((change) =>
        [...change.addedNodes].some(
          (node) => node instanceof HTMLLinkElement && node.rel === "manifest",
        ),
      );
      if (linked) Object.assign(window, { manifestLinkedAt: performance.now() });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/about");
  const manifest = page.locator('head > link[rel="manifest"]');
  await expect(manifest).toHaveCount(1);
  const [linked, painted] = await page.evaluate(() => [
    (window as { manifestLinkedAt?: number }).manifestLinkedAt ?? Number.NaN,
    performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
  ]);
  expect(linked).toBeGreaterThan(painted!);
  const served = await page.request.get((await manifest.getAttribute("href"))!);
  expect((await served.json()).name).toBe(siteFacts.company);
});
