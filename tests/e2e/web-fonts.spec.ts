import { expect, test } from "@playwright/test";
import { content } from "../helpers/content.ts";

/** Whether the page had taken the web fonts into use when its HTML was parsed. */
function recordFontsAtParse() {
  document.addEventListener("DOMContentLoaded", () => {
    sessionStorage.setItem(
      "fonts-at-parse",
      String(document.documentElement.hasAttribute("data-web-fonts")),
    );
  });
}

test("the landing page draws its main heading in the heading face, keeps the fallbacks elsewhere and fetches the fonts; the next page uses them from the start", async ({
  page,
}) => {
  await page.addInitScript(recordFontsAtParse);
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(request.url());
  });
  await page.goto("/");
  await expect.poll(() => fontRequests.length).toBe(2);
  await expect(page.locator("html")).not.toHaveAttribute("data-web-fonts");
  const familyOf = (level: number) =>
    page
      .getByRole("heading", { level })
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(await familyOf(2)).toMatch(/^"Plus Jakarta Sans fallback"/);
  // The main heading has its own cut of the heading face inside the page, ready at once.
  expect(await familyOf(1)).toMatch(/^"Plus Jakarta Sans Headline"/);
  const headline = await page.getByRole("heading", { level: 1 }).innerText();
  expect(
    await page.evaluate(
      (text) => document.fonts.check("700 40px 'Plus Jakarta Sans Headline'", text),
      headline,
    ),
  ).toBe(true);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check("700 40px 'Plus Jakarta Sans'")))
    .toBe(true);

  const { header } = content("siteText");
  const about = header.links.find((link) => link.href === "/about")!;
  await page
    .getByRole("navigation", { name: header.label })
    .getByRole("link", { name: about.label })
    .click();
  await expect(page).toHaveURL(about.href);
  expect(await page.evaluate(() => sessionStorage.getItem("fonts-at-parse"))).toBe("true");
  expect(await familyOf(2)).toMatch(/^"Plus Jakarta Sans"/);
});

test("the font files come from the site itself", async ({ page }) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(request.url());
  });
  await page.goto("/");
  await expect.poll(() => fontRequests.length).toBe(2);
  const origin = new URL(page.url()).origin;
  for (const url of fontRequests) expect(url.startsWith(`${origin}/_astro/`), url).toBe(true);
});
