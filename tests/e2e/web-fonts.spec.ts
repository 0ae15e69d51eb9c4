import { expect, test, type Page } from "@playwright/test";
import { HEADLINE_FAMILY } from "#app/lib/headline-face.ts";
import { CACHED_KEY } from "#app/lib/web-fonts.ts";
import { sitePaths } from "#scripts/lib/built-pages.ts";
import { content } from "#tests/helpers/content.ts";

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
  // The main heading has its own cut of the heading face inside the page (drawn in it: below).
  expect(await familyOf(1)).toMatch(new RegExp(`^${HEADLINE_FAMILY},`));
  await fontsCached(page);

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

test("the wordmark is drawn in the brand face, at one width, on the first page and on the next", async ({
  page,
}) => {
  const wordmark = "header .wordmark";
  const width = () =>
    page.locator(wordmark).evaluate((element) => element.getBoundingClientRect().width);
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveAttribute("data-web-fonts");
  const first = { faces: await facesDrawing(page, wordmark), width: await width() };
  expect(first.faces).toEqual(["Plus Jakarta Sans"]);
  await fontsCached(page);

  const { header } = content("siteText");
  const about = header.links.find((link) => link.href === "/about")!;
  await page
    .getByRole("navigation", { name: header.label })
    .getByRole("link", { name: about.label })
    .click();
  await expect(page).toHaveURL(about.href);
  await expect(page.locator("html")).toHaveAttribute("data-web-fonts");
  expect({ faces: await facesDrawing(page, wordmark), width: await width() }).toEqual(first);
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

/** Waits until the page has fetched the web fonts for the next page (a slow machine can click first). */
const fontsCached = (page: Page) =>
  expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key) !== null, CACHED_KEY))
    .toBe(true);

/** The faces Chromium actually drew the first element `selector` finds in, by name. */
async function facesDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** The page's layout shift score so far, as the browser records it. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(shifts.reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        // With no shift at all, the observer is never called.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );

test.describe("a first visit on a phone", () => {
  test.use({ viewport: { width: 412, height: 915 } });

  for (const path of sitePaths()) {
    test(`${path} draws its main heading in the heading face from the first paint, and nothing moves`, async ({
      page,
    }) => {
      await page.goto(path, { waitUntil: "load" });
      await expect(page.locator("html")).not.toHaveAttribute("data-web-fonts");
      expect(await facesDrawing(page, "h1")).toEqual(["Plus Jakarta Sans"]);
      expect(await layoutShift(page)).toBe(0);
    });
  }
});
