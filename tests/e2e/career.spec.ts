import { expect, test } from "@playwright/test";
import { siteFacts } from "#site-facts";
import { content } from "../helpers/content.ts";
import { jsonLdOf } from "./pages-helpers.ts";

/** The career page, with the openings and copy its file gives. */
const career = content("career");
const { openings } = career;

test.describe("career page", () => {
  test("lists every opening, each with its apply button", async ({ page }) => {
    await page.goto("/career");
    const cards = page.locator("#openings").getByRole("article");
    await expect(cards).toHaveCount(openings.list.length);
    for (const [index, opening] of openings.list.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(opening.role);
      for (const fact of [opening.type, opening.location, opening.experience]) {
        await expect(card).toContainText(fact);
      }
      await expect(card.getByRole("link", { name: openings.applyLabel })).toHaveAttribute(
        "href",
        openings.applyHref,
      );
    }
    await cards.last().getByRole("link", { name: openings.applyLabel }).click();
    await expect(page).toHaveURL(openings.applyHref);
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

  test("describes every opening as a JobPosting in the raw HTML", async ({ request }) => {
    const data = jsonLdOf(await (await request.get("/career")).text());
    const postings = data.filter((entry) => entry["@type"] === "JobPosting");
    expect(postings.map((posting) => [posting.title, posting.employmentType])).toEqual(
      openings.list.map(({ role, type }) => [role, type === "Internship" ? "INTERN" : "FULL_TIME"]),
    );
    for (const posting of postings) {
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(posting.description).toBeTruthy();
      expect(posting.hiringOrganization).toMatchObject({ name: siteFacts.company });
      expect(posting.jobLocation).toMatchObject({
        address: {
          addressLocality: siteFacts.address.city,
          addressCountry: siteFacts.address.countryCode,
        },
      });
    }
    expect(data.some((entry) => entry["@type"] === "WebPage")).toBe(true);
  });
});
