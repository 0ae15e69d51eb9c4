import { expect, test } from "@playwright/test";
import { jsonLdOf } from "./pages-helpers.ts";

const openings = [
  ["UI/UX Designing", "Full-time", "2-4 years"],
  ["React Developer", "Full-time", "3-5 years"],
  ["QA Intern", "Internship", "Fresher"],
  ["MERN Stack Developer", "Full-time", "2-5 years"],
  ["Machine Learning Engineer", "Full-time", "3-6 years"],
  ["Cloud Developer", "Full-time", "4-7 years"],
] as const;

test.describe("career page", () => {
  test("lists the six openings, each with Apply Now to /start-project", async ({ page }) => {
    await page.goto("/career");
    const section = page.locator("#openings");
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(6);
    for (const [index, [role, type, experience]] of openings.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(role);
      await expect(card).toContainText(type);
      await expect(card).toContainText("Indore");
      await expect(card).toContainText(experience);
      const apply = card.getByRole("link", { name: "Apply Now" });
      await expect(apply).toHaveAttribute("href", "/start-project");
    }
    await cards.nth(2).getByRole("link", { name: "Apply Now" }).click();
    await expect(page).toHaveURL("/start-project");
  });

  test("the hero button scrolls smoothly down to the openings", async ({ page }) => {
    await page.goto("/career");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("link", { name: "View Open Positions" }).click();
    await expect(page).toHaveURL(/\/career#openings$/);
    const heading = page.getByRole("heading", { level: 2, name: "Current Openings" });
    await expect(heading).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test("shows values, benefits, the one-day hiring process, areas and the closing actions", async ({
    page,
  }) => {
    await page.goto("/career");
    await expect(page.locator("#values").getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(page.locator("#benefits").getByRole("heading", { level: 3 })).toHaveCount(4);
    const hiring = page.locator("#hiring-process");
    await expect(hiring.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(hiring).toContainText("completed in one day");
    await expect(hiring).toContainText("six months");
    await expect(hiring).toContainText("full-time roles");
    await expect(page.locator("#career-areas").getByRole("heading", { level: 3 })).toHaveCount(6);

    const closing = page.getByRole("heading", {
      name: "Ready to Do the Best Work of Your Career?",
    });
    const band = page.locator("section").filter({ has: closing });
    await expect(band.getByRole("link", { name: "Apply Now" })).toHaveAttribute(
      "href",
      "/start-project",
    );
    await expect(band.getByRole("link", { name: "Contact HR" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("describes every opening as a JobPosting in the raw HTML", async ({ request }) => {
    const data = jsonLdOf(await (await request.get("/career")).text());
    const postings = data.filter((entry) => entry["@type"] === "JobPosting");
    expect(postings.map((posting) => [posting.title, posting.employmentType])).toEqual(
      openings.map(([role, type]) => [role, type === "Internship" ? "INTERN" : "FULL_TIME"]),
    );
    for (const posting of postings) {
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(posting.description).toBeTruthy();
      expect(posting.hiringOrganization).toMatchObject({ name: "Malwa Softworks" });
      expect(posting.jobLocation).toMatchObject({
        address: { addressLocality: "Indore", addressCountry: "IN" },
      });
    }
    expect(data.some((entry) => entry["@type"] === "WebPage")).toBe(true);
  });
});
