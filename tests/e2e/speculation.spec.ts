import { expect, test, type CDPSession, type Page } from "@playwright/test";

/**
 * The next page is ready before the click: the site's Speculation Rules prerender a page the
 * pointer rests on (moderate eagerness). A browser driven by DevTools, as here, declines the
 * prerender itself, so these tests read which links the browser takes as candidates and which
 * one it tries, from its own preloading report.
 */
async function preloadingReport(page: Page): Promise<{
  candidates: () => string[];
  attempted: () => string[];
}> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  let candidates: string[] = [];
  const attempted: string[] = [];
  cdp.on("Preload.preloadingAttemptSourcesUpdated", ({ preloadingAttemptSources }) => {
    candidates = preloadingAttemptSources.map((source) => new URL(source.key.url).pathname);
  });
  cdp.on("Preload.prerenderStatusUpdated", ({ key }) => {
    attempted.push(new URL(key.url).pathname);
  });
  await cdp.send("Preload.enable");
  return { candidates: () => candidates.toSorted(), attempted: () => attempted };
}

test("every link to one of the site's pages is a candidate, and nothing else", async ({ page }) => {
  const report = await preloadingReport(page);
  await page.goto("/");
  // Links no rule may take: the inbox, a file, a download.
  await page.evaluate(() => {
    for (const [href, download] of [
      ["/admin", false],
      ["/admin/sign-out", false],
      ["/rss.xml", false],
      ["/a-download", true],
    ] as const) {
      const link = document.createElement("a");
      link.href = href;
      link.textContent = href;
      if (download) link.download = "";
      document.body.append(link);
    }
  });
  const pagesLinked = await page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
        .filter((link) => link.origin === location.origin && !link.hasAttribute("download"))
        .map((link) => link.pathname)
        .filter((path) => !path.includes(".") && !/^\/admin(\/|$)/.test(path)),
    ),
  ]);
  expect(pagesLinked.length).toBeGreaterThan(5);
  // The footer is drawn only as it nears the screen (decision 034), and the browser takes a link
  // that is not drawn for no candidate: the pointer can rest only on one that is.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(report.candidates).toEqual(pagesLinked.toSorted());
});

test("resting the pointer on a link prerenders its page", async ({ page }) => {
  const report = await preloadingReport(page);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).hover();
  await expect.poll(report.attempted).toContain("/about");
});
