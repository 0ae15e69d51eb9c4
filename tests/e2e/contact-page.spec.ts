import { expect, test } from "@playwright/test";
import { siteFacts } from "#server/site/facts.ts";
import { content } from "#tests/helpers/content.ts";
import { jsonLdOf } from "./pages-helpers.ts";

/** The contact page, with the copy its file gives and the facts of app/content/site.yaml. */
const contact = content("contact");
const mapText = contact.map;

const mapHost = new URL(siteFacts.map.embedUrl).host;

test.describe("contact page", () => {
  test("shows the office, both e-mail addresses, the phone number and business hours", async ({
    page,
  }) => {
    await page.goto("/contact");
    const details = page.locator("section").filter({
      has: page.getByRole("heading", { name: contact.details.title }),
    });
    const { address } = siteFacts;
    await expect(details.locator("address")).toContainText(address.street);
    await expect(details.locator("address")).toContainText(`${address.city}, ${address.region}`);
    for (const email of [siteFacts.email.sales, siteFacts.email.careers]) {
      await expect(details.getByRole("link", { name: email })).toHaveAttribute(
        "href",
        `mailto:${email}`,
      );
    }
    await expect(details.getByRole("link", { name: siteFacts.phone.display })).toHaveAttribute(
      "href",
      siteFacts.phone.href,
    );
    for (const row of siteFacts.hours) {
      await expect(details.getByText(row.days, { exact: true })).toBeVisible();
      await expect(details.getByText(row.time, { exact: true })).toBeVisible();
    }
    await expect(page.locator("#promises").getByRole("heading", { level: 3 })).toHaveText(
      contact.promises.items.map((item) => item.title),
    );
    await expect(page.locator("#contact-form")).toBeVisible();
  });

  test("loads nothing from the map provider until 'Load map' is pressed", async ({ page }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.hostname !== "127.0.0.1") thirdParty.push(request.url());
    });
    await page.route(`https://${mapHost}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>map</title><p>Map</p>" }),
    );

    await page.goto("/contact");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(thirdParty).toEqual([]);

    await page.getByRole("button", { name: mapText.loadLabel }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("src", siteFacts.map.embedUrl);
    await expect(frame).toHaveAttribute("title", mapText.frameTitle);
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(frame).toBeFocused();
    await expect.poll(() => thirdParty.some((url) => new URL(url).host === mapHost)).toBe(true);
    await expect(page.getByRole("button", { name: mapText.loadLabel })).toHaveCount(0);
  });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} px the map's pin stays clear of the card over the map`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/contact");
      const card = page.getByRole("button", { name: mapText.loadLabel }).locator("xpath=..");
      const [pin, cardBox] = await Promise.all([
        page.locator("[data-map] [data-map-pin]").boundingBox(),
        card.boundingBox(),
      ]);
      const apart =
        pin!.x + pin!.width <= cardBox!.x ||
        cardBox!.x + cardBox!.width <= pin!.x ||
        pin!.y + pin!.height <= cardBox!.y ||
        cardBox!.y + cardBox!.height <= pin!.y;
      expect(apart, `pin ${JSON.stringify(pin)}, card ${JSON.stringify(cardBox)}`).toBe(true);
    });
  }

  test("opens the office in a maps site in a new tab", async ({ page }) => {
    await page.goto("/contact");
    const link = page.getByRole("link", { name: mapText.openLabel });
    await expect(link).toHaveAttribute("href", siteFacts.map.linkUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  });

  test("closes with its buttons", async ({ page }) => {
    await page.goto("/contact");
    for (const action of contact.closing.actions) {
      await expect(page.getByRole("link", { name: action.label })).toHaveAttribute(
        "href",
        action.href,
      );
    }
  });

  test("describes the office as a local business in the raw HTML", async ({ request }) => {
    const data = jsonLdOf(await (await request.get("/contact")).text());
    const business = data.find((entry) => entry["@type"] === "ProfessionalService");
    expect(business).toMatchObject({
      name: siteFacts.company,
      telephone: siteFacts.phone.display,
      address: {
        addressLocality: siteFacts.address.city,
        postalCode: siteFacts.address.postalCode,
      },
      geo: { latitude: siteFacts.map.latitude, longitude: siteFacts.map.longitude },
    });
    // The days the office opens, each with its times; a closed day is not listed.
    const open = siteFacts.hours.filter((row) => row.opens);
    expect(business?.openingHoursSpecification).toEqual(
      open.map((row) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: row.dayOfWeek.map((day) => `https://schema.org/${day}`),
        opens: row.opens,
        closes: row.closes,
      })),
    );
  });
});

/** Each text node of the element is drawn on one line: the element wraps only between them. */
async function piecesOnOneLine(locator: import("@playwright/test").Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) return false;
    }
    return true;
  });
}

test.describe("addresses and hours in narrow columns", () => {
  test.use({ viewport: { width: 320, height: 720 } });

  for (const path of ["/contact", "/start-project", "/"]) {
    test(`${path}: e-mail addresses wrap only before @ or a dot, times never`, async ({ page }) => {
      await page.goto(path);
      const emails = page.getByRole("main").locator('a[href^="mailto:"]');
      expect(await emails.count()).toBeGreaterThan(0);
      for (const email of await emails.all()) {
        expect(await piecesOnOneLine(email), await email.innerText()).toBe(true);
      }
      for (const { time } of siteFacts.hours) {
        for (const hours of await page.getByRole("main").locator("dd", { hasText: time }).all()) {
          expect(await piecesOnOneLine(hours), time).toBe(true);
        }
      }
    });
  }
});
