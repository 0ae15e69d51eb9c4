import { expect, test } from "@playwright/test";
import { answerRequests, contactFilling, fill } from "./forms-helpers.ts";
import { hydrated } from "./pages-helpers.ts";

declare global {
  /** When the page first read or wrote the tab's storage (`recordFirstStorageUse`). */
  var firstStorageUse: number | undefined;
}

function recordFirstStorageUse() {
  const record = () => (globalThis.firstStorageUse ??= performance.now());
  const { getItem, setItem } = Storage.prototype;
  Storage.prototype.getItem = function (key) {
    record();
    return getItem.call(this, key);
  };
  Storage.prototype.setItem = function (key, value) {
    record();
    setItem.call(this, key, value);
  };
}

test("the page a visit lands on leaves the tab's storage alone until it has painted", async ({
  page,
}) => {
  await page.addInitScript(recordFirstStorageUse);
  await page.goto("/", { referer: "https://www.google.com/" });
  const moment = (name: "firstPaint" | "firstStorageUse") =>
    page.evaluate(
      (name) =>
        name === "firstPaint"
          ? performance.getEntriesByName("first-contentful-paint")[0]?.startTime
          : globalThis.firstStorageUse,
      name,
    );
  await expect.poll(() => moment("firstPaint")).toBeDefined();
  await expect.poll(() => moment("firstStorageUse")).toBeDefined();
  expect(await moment("firstStorageUse")).toBeGreaterThan((await moment("firstPaint"))!);
});

test("where the visit came from is kept when the visitor moves on before the landing page is idle", async ({
  page,
}) => {
  // The landing page never becomes idle, so only leaving it can keep the landing.
  await page.addInitScript(() => {
    if (location.pathname === "/about") window.requestIdleCallback = () => 0;
  });
  await page.goto("/about?utm_source=newsletter&utm_campaign=spring", {
    referer: "https://www.linkedin.com/feed/update/123",
  });
  await page.goto("/contact#contact-form");
  const sent = await answerRequests(page, (route) =>
    route.fulfill({ status: 201, json: { id: "kept" } }),
  );
  const form = page.locator("#contact-form");
  await hydrated(form);
  await fill(form, contactFilling);
  await form.locator("button[type=submit]").click();
  await expect.poll(() => sent.length).toBe(1);
  expect((sent[0]!.body as unknown as { attribution: unknown }).attribution).toEqual({
    referrer: "https://www.linkedin.com",
    utmSource: "newsletter",
    utmCampaign: "spring",
    page: "/contact",
  });
});
