import { expect, test } from "@playwright/test";
import { blogPosts, content } from "#tests/helpers/content.ts";
import { sitePaths } from "#scripts/lib/built-pages.ts";

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
