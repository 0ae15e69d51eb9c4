import { expect, test } from "@playwright/test";
import { siteFacts } from "#server/site/facts.ts";
import { content } from "#tests/helpers/content.ts";
import { applyPath, EMPLOYMENT_TYPES, openingPath } from "#shared/hiring/openings.ts";
import { FIRST_OPENINGS } from "#server/hiring/first-openings.ts";
import { jsonLdOf } from "./pages-helpers.ts";

/** The career page with its copy, and the openings a fresh store is given. */
const career = content("career");
const { openings } = career;

test.describe("career page", () => {
  test("lists the open openings, each linking to its own page, where Apply leads to the job form", async ({
    page,
  }) => {
    await page.goto("/career");
    const cards = page.locator("#openings").getByRole("article");
    for (const opening of FIRST_OPENINGS) {
      const card = cards.filter({ has: page.getByRole("heading", { name: opening.title }) });
      await expect(card).toContainText(EMPLOYMENT_TYPES[opening.employmentType].label);
      await expect(card).toContainText(opening.experience);
      await expect(card.getByRole("link", { name: openings.readMore })).toHaveAttribute(
        "href",
        openingPath(opening.slug),
      );
    }
    const [first] = FIRST_OPENINGS;
    await cards
      .filter({ has: page.getByRole("heading", { name: first!.title }) })
      .getByRole("link", { name: openings.readMore })
      .click();
    await expect(page).toHaveURL(openingPath(first!.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.title);
    // The description's first heading, as the opening's Markdown gives it.
    const [, firstHeading] = /^## (.+)$/m.exec(first!.description)!;
    await expect(page.locator("#role")).toContainText(firstHeading!);
    await expect(
      page.getByRole("link", { name: career.opening.applyLabel }).first(),
    ).toHaveAttribute("href", applyPath(first!.slug));
  });

  test("the hero button scrolls smoothly down to the openings", async ({ page }) => {
    await page.goto("/career");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("link", { name: career.hero.openingsButton }).click();
    await expect(page).toHaveURL(/\/career#openings$/);
    const heading = page.getByRole("heading", { level: 2, name: openings.title });
    await expect(heading).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test("shows values, benefits, the hiring process, areas and the closing actions", async ({
    page,
  }) => {
    await page.goto("/career");
    for (const [id, items] of [
      ["#values", career.values.items],
      ["#benefits", career.benefits.items],
      ["#hiring-process", career.hiring.steps],
      ["#career-areas", career.areas.items],
    ] as const) {
      await expect(page.locator(id).getByRole("heading", { level: 3 })).toContainText(
        items.map((item) => item.title),
      );
    }
    const hiring = page.locator("#hiring-process");
    await expect(hiring).toContainText(career.hiring.intro!);
    await expect(hiring).toContainText(career.hiring.note);

    const closing = page.getByRole("heading", { name: career.closing.title });
    const band = page.locator("section").filter({ has: closing });
    for (const action of career.closing.actions) {
      await expect(band.getByRole("link", { name: action.label })).toHaveAttribute(
        "href",
        action.href,
      );
    }
  });

  test("carries no JobPosting itself; each opening's page carries exactly one", async ({
    request,
  }) => {
    const listing = jsonLdOf(await (await request.get("/career")).text());
    expect(listing.filter((entry) => entry["@type"] === "JobPosting")).toEqual([]);
    expect(listing.some((entry) => entry["@type"] === "WebPage")).toBe(true);

    for (const opening of FIRST_OPENINGS) {
      const answer = await request.get(openingPath(opening.slug));
      expect(answer.status()).toBe(200);
      const postings = jsonLdOf(await answer.text()).filter(
        (entry) => entry["@type"] === "JobPosting",
      );
      expect(postings).toHaveLength(1);
      expect(postings[0]).toMatchObject({
        title: opening.title,
        datePosted: opening.datePosted,
        validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T23:59:59[+-]\d{2}:\d{2}$/),
        employmentType: EMPLOYMENT_TYPES[opening.employmentType].schemaOrg,
        identifier: { value: opening.slug },
        directApply: true,
        hiringOrganization: { name: siteFacts.company },
        jobLocation: {
          address: {
            addressLocality: siteFacts.address.city,
            addressRegion: siteFacts.address.region,
            postalCode: siteFacts.address.postalCode,
            addressCountry: siteFacts.address.countryCode,
          },
        },
      });
      expect(String(postings[0]!.description)).toContain("<li>");
    }
  });

  test("answers an unknown opening with 404, and a page again with 304 while nothing changed", async ({
    request,
  }) => {
    expect((await request.get("/career/no-such-role")).status()).toBe(404);
    const path = openingPath(FIRST_OPENINGS[0]!.slug);
    const first = await request.get(path);
    const etag = first.headers()["etag"];
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await request.get(path, { headers: { "If-None-Match": etag! } });
    expect(again.status()).toBe(304);
  });

  test("sends the pages it renders on request compressed, as the pre-rendered ones are", async ({
    request,
  }) => {
    for (const path of ["/career", openingPath(FIRST_OPENINGS[0]!.slug)]) {
      const answer = await request.get(path, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-encoding"], path).toMatch(/^(br|gzip)$/);
      expect(await answer.text()).toContain("</html>");
    }
  });

  test("lists the career page and each open opening in the sitemap, reached from /sitemap.xml", async ({
    request,
  }) => {
    const index = await (await request.get("/sitemap.xml")).text();
    const part = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]!).pathname)
      .find((pathname) => pathname.includes("openings"));
    expect(part).toBeDefined();
    const sitemap = await (await request.get(part!)).text();
    for (const path of ["/career", ...FIRST_OPENINGS.map((opening) => openingPath(opening.slug))]) {
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path}</loc><lastmod>`));
    }
  });
});
