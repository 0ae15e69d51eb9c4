import { expect, test, type Page } from "@playwright/test";
import { siteFacts } from "#server/site/facts.ts";
import { enquiryTabHref, enquiryTabOrder } from "#app/lib/enquiry-tabs.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { blogPosts, content } from "#tests/helpers/content.ts";

const { search, article: articlePageText } = content("blog");
const mapText = content("contact").map;
const enquiryTabs = content("startProject").tabs;
const { submit: submitWords, failure } = content("forms").startProject;
const startProjectFailure = failure.title;
/** An article: the newest post. */
const articlePath = blogPosts()[0]!.data.slug;

/**
 * Every control works from its first paint, before any island: on a slow phone (CPU 4× slower,
 * 150 ms round trip, 1.6 Mbit/s down), each control is used the moment it is on screen and its
 * effect must follow. Playwright acts as soon as the control is visible and stable, so nothing
 * here waits for the page to finish loading; the tests check outcomes, never times.
 */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Starts loading `path` and hands back as soon as the first bytes are in, not when it is loaded. */
async function openAtFirstPaint(page: Page, path: string): Promise<void> {
  await slowPhone(page);
  await page.goto(path, { waitUntil: "commit" });
}

test.describe("on a slow phone, at first paint", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("Share answers: the share sheet, or its fallback message", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await openAtFirstPaint(page, articlePath);
    await page.getByRole("button", { name: articlePageText.shareButton }).click();
    await expect(page.getByRole("status")).toHaveText(articlePageText.shareUnsupported);
  });

  test("Share hands the article to the device's share sheet", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared?: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await openAtFirstPaint(page, articlePath);
    await page.getByRole("button", { name: articlePageText.shareButton }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
      .toBe(page.url());
  });

  test("Load map shows the map", async ({ page }) => {
    await page.route(`${new URL(siteFacts.map.embedUrl).origin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>map</title>" }),
    );
    await openAtFirstPaint(page, "/contact");
    await page.getByRole("button", { name: mapText.loadLabel }).click();
    await expect(page.locator("iframe")).toHaveAttribute("src", siteFacts.map.embedUrl);
    await expect(page.locator("iframe")).toBeFocused();
  });

  for (const kind of enquiryTabOrder.toReversed()) {
    test(`the ${enquiryTabs[kind].label} tab shows its panel and form`, async ({ page }) => {
      await openAtFirstPaint(page, "/start-project");
      const tab = page.getByRole("tab", { name: enquiryTabs[kind].label });
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel", { name: enquiryTabs[kind].label });
      await expect(panel.getByRole("heading", { name: enquiryTabs[kind].title })).toBeVisible();
      await expect(panel.locator("form input:not([type=hidden])").first()).toBeVisible();
      await expect(page.getByRole("tabpanel")).toHaveCount(1);
      await expect(page).toHaveURL(`/start-project${enquiryTabHref(kind)}`);
    });
  }

  test("a project form sent before its island runs comes back with one banner", async ({
    page,
  }) => {
    await openAtFirstPaint(page, "/start-project");
    const form = page.locator("#project-form");
    await form.getByRole("button", { name: submitWords.project }).click();
    await expect(page).toHaveURL(/#project-form$/);
    await expect(form.getByRole("alert")).toContainText(startProjectFailure);
    await expect(form.locator("[data-error-summary]").getByRole("link").first()).toBeVisible();
    // What failed and what to correct, said once: one red banner, not a notice over a summary.
    await expect(form.locator('[role="alert"], [data-error-summary]')).toHaveCount(1);
  });

  test("the blog search filters from the first keystroke", async ({ page }) => {
    const term = "zzqx-no-such-article";
    await openAtFirstPaint(page, "/blog");
    await page.getByRole("searchbox", { name: search.label }).pressSequentially(term);
    await expect(page.getByText(fillIn(search.emptyTitle, { term }))).toBeVisible();
    await expect(page.locator("#posts").getByRole("article")).toHaveCount(0);
    await expect(page.locator("#posts-title")).toHaveText(search.resultsTitle);
  });

  test("the phone menu opens", async ({ page }) => {
    await openAtFirstPaint(page, "/");
    await page.locator("[data-menu-toggle]").click();
    await expect(page.locator("#mobile-menu").getByRole("link").first()).toBeVisible();
  });

  test("text typed into a form before its island runs is kept", async ({ page }) => {
    await openAtFirstPaint(page, "/contact");
    const name = page.locator("#contact-form").getByLabel(/^Full Name/);
    await name.pressSequentially("Asha Verma");
    await expect(name.locator("xpath=ancestor::astro-island[1]")).not.toHaveAttribute("ssr");
    await expect(name).toHaveValue("Asha Verma");
  });
});

test.describe("?tab= opens that tab", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      for (const kind of enquiryTabOrder) {
        await page.goto(`/start-project${enquiryTabHref(kind)}`);
        const { label, title } = enquiryTabs[kind];
        await expect(page.getByRole("tab", { name: label })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        const panel = page.getByRole("tabpanel", { name: label });
        await expect(panel.getByRole("heading", { name: title })).toBeVisible();
        await expect(page.getByRole("tabpanel")).toHaveCount(1);
        const canonical = page.locator('link[rel="canonical"]');
        await expect(canonical).toHaveAttribute("href", /\/start-project$/);
      }
      await context.close();
    });
  }
});
