import { expect, test, type Page } from "@playwright/test";
import { siteFacts } from "#site-facts";

interface ServicePageExpectation {
  readonly path: string;
  /** Calls to action the spec names, with their destinations. */
  readonly ctas: readonly { readonly name: string; readonly href: string }[];
  /** The only pages the page's links may lead to (SPEC §2 "Service pages"). */
  readonly destinations: readonly string[];
}

const pages: readonly ServicePageExpectation[] = [
  {
    path: "/service/web-development",
    ctas: [{ name: "Start Your Web Project", href: "/start-project" }],
    destinations: ["/start-project"],
  },
  {
    path: "/service/mern-stack",
    ctas: [{ name: "Start Your Project", href: "/start-project" }],
    destinations: ["/start-project"],
  },
  { path: "/service/uiux-development", ctas: [], destinations: ["/contact"] },
  { path: "/service/mobile-development", ctas: [], destinations: ["/contact"] },
  { path: "/service/cloud-solutions", ctas: [], destinations: ["/contact"] },
  {
    path: "/service/machine-learning",
    ctas: [
      { name: "Schedule a Consultation", href: "/start-project" },
      { name: "Start Your ML Journey Today", href: "/contact" },
    ],
    destinations: ["/start-project", "/contact"],
  },
  {
    path: "/service/digital-marketing",
    ctas: [
      { name: "Start Your Project", href: "/start-project" },
      { name: "Start Your Digital Journey Today", href: "/contact" },
    ],
    destinations: ["/start-project", "/contact"],
  },
  {
    path: "/service/staff-augmentation",
    ctas: [
      { name: "Build Your Team", href: "/contact" },
      { name: "Contact Us", href: "/contact" },
    ],
    destinations: ["/contact"],
  },
];

/** Opens a page and collects console errors and uncaught exceptions while it runs. */
async function openPage(page: Page, path: string) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(path);
  return { response, errors };
}

for (const expected of pages) {
  test(`${expected.path}: heading, calls to action and their destinations`, async ({ page }) => {
    const { response, errors } = await openPage(page, expected.path);
    expect(response?.status()).toBe(200);

    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();

    for (const cta of expected.ctas) {
      const links = main.getByRole("link", { name: cta.name, exact: true });
      expect(await links.count(), cta.name).toBeGreaterThan(0);
      for (const link of await links.all()) await expect(link).toHaveAttribute("href", cta.href);
    }

    const hrefs = await main
      .locator("a[href]")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    const pageLinks = hrefs.filter((href) => href.startsWith("/"));
    expect(pageLinks.length).toBeGreaterThan(0);
    for (const href of pageLinks) expect(expected.destinations, href).toContain(href);
    for (const destination of expected.destinations) expect(pageLinks).toContain(destination);

    // In-page links lead to a section that exists.
    for (const hash of hrefs.filter((href) => href.startsWith("#"))) {
      await expect(page.locator(hash), hash).toHaveCount(1);
    }

    // The closing call to action reveals once scrolled to.
    const closing = main.locator("section").last();
    await closing.scrollIntoViewIfNeeded();
    await expect(closing.locator("[data-reveal]").first()).toHaveCSS("opacity", "1");

    expect(errors).toEqual([]);
  });
}

test("digital marketing lists its six service areas and an e-mail link", async ({ page }) => {
  const { errors } = await openPage(page, "/service/digital-marketing");
  const main = page.locator("main");
  for (const area of [
    "Search Engine Optimisation",
    "Social Media Marketing",
    "Paid Search & Social Ads",
    "Content Marketing",
    "Email & SMS Marketing",
    "Analytics & Reporting",
  ]) {
    await expect(main.getByRole("heading", { level: 3, name: area, exact: true })).toBeVisible();
  }
  for (const platform of ["WordPress", "Shopify", "WooCommerce", "Magento"]) {
    await expect(main.getByText(platform, { exact: true })).toBeVisible();
  }
  await expect(
    main.getByRole("heading", { level: 2, name: "CMS & E-commerce Website Development" }),
  ).toBeVisible();
  const why = main.locator("#why-choose");
  await expect(why.getByRole("heading", { level: 3 })).toHaveCount(5);
  await expect(main.getByRole("link", { name: siteFacts.email.sales })).toHaveAttribute(
    "href",
    `mailto:${siteFacts.email.sales}`,
  );
  expect(errors).toEqual([]);
});

test("staff augmentation compares itself with outsourcing in a real table", async ({ page }) => {
  const { errors } = await openPage(page, "/service/staff-augmentation");
  const table = page.getByRole("table", { name: /traditional project outsourcing/ });
  await expect(table).toBeVisible();
  await expect(table.locator("th[scope=col]")).toHaveCount(3);
  await expect(table.getByRole("rowheader")).toHaveText(["Continuity", "Control", "Commitment"]);
  await expect(table.locator("th[scope=row]")).toHaveCount(3);

  const main = page.locator("main");
  for (const heading of [
    "What Is IT Staff Augmentation?",
    "The ODC Model: Your Own Team in Indore",
    "Five Key Advantages of Augmenting Your Team",
    "Build a Global Capability Centre in India",
    "Why Choose Us for Staff Augmentation",
    "What You Gain",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(main.locator("#advantages").getByRole("heading", { level: 3 })).toHaveCount(5);
  expect(errors).toEqual([]);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const { path } of pages) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }

  test("the comparison table stacks into labelled cards and stays a table", async ({ page }) => {
    await page.goto("/service/staff-augmentation");
    const table = page.getByRole("table", { name: /traditional project outsourcing/ });
    await expect(table.getByRole("row")).toHaveCount(4);
    const rowHeader = table.getByRole("rowheader", { name: "Continuity" });
    const box = await rowHeader.boundingBox();
    expect(box?.width).toBeGreaterThan(250);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section of a service page is shown", async ({ page }) => {
    await page.goto("/service/staff-augmentation");
    const headings = page.locator("main h2");
    expect(await headings.count()).toBeGreaterThan(8);
    for (const heading of await headings.all()) await expect(heading).toBeVisible();
    await expect(page.locator("[data-reveal=hidden]")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Build Your Team" }).last()).toBeVisible();
  });
});
