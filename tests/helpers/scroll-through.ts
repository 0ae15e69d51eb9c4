import type { Page } from "@playwright/test";

/**
 * Scrolls through the page in half screens to its end, as a visitor would, so every lazy or
 * revealed part has been on screen once and every later section has been drawn and holds its
 * true height (decision 034); then back to the top. Returns the page's height at the end.
 * Each step waits for a frame or 200 ms, whichever is first: a browser starved of frames on a
 * busy machine must not hold a test that reads the document.
 */
export function scrollThrough(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const root = document.documentElement;
    for (let y = 0; y < root.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((drawn) => {
        requestAnimationFrame(drawn);
        setTimeout(drawn, 200);
      });
    }
    const height = root.scrollHeight;
    scrollTo(0, 0);
    return height;
  });
}
