import { expect, test, type Page } from "@playwright/test";
import {
  homeFaq,
  homeHero,
  homeServices,
  homeTechnology,
  homeTestimonials,
  homeTrackRecord,
} from "../../app/content/home.ts";

/** The home page as SPEC §1 (hero) and §2 (Home) describe it. */

function section(page: Page, title: string) {
  return page.locator("section", { has: page.getByRole("heading", { name: title, exact: true }) });
}

test("the hero shows the spec's badge, headline, lines, buttons, stack and growth card", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByText("Enterprise Software Solutions", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Enterprise Software Development & Digital Transformation",
  );
  await expect(page.getByText(/from concept to launch/)).toBeVisible();
  await expect(page.getByText("Let's bring your vision to life.", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Trusted worldwide for innovation, precision, and performance.", {
      exact: true,
    }),
  ).toBeVisible();

  await expect(page.getByRole("link", { name: "Start Your Project" }).first()).toHaveAttribute(
    "href",
    "/start-project",
  );

  const stack = page.getByRole("list", { name: homeHero.stackTitle });
  await expect(stack.getByRole("listitem")).toHaveText([
    "React",
    "Node.js",
    "MongoDB",
    "AWS Cloud",
    "AI/ML",
    "Mobile",
  ]);

  await expect(page.getByText("Business Growth", { exact: true })).toBeVisible();
  await expect(page.getByText("+75.24%", { exact: true })).toBeVisible();
  await expect(page.getByText("Last 30 days", { exact: true })).toBeVisible();
});

test("'View Services' opens the services page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "View Services" }).click();
  await expect(page).toHaveURL("/services");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the services, technology and contact sections have their anchors", async ({ page }) => {
  await page.goto("/");
  for (const id of ["services", "technology", "contact"]) {
    const anchored = page.locator(`section#${id}`);
    await expect(anchored).toHaveCount(1);
    await expect(anchored.getByRole("heading", { level: 2 })).toBeVisible();
  }
});

test("the services section has six cards leading to /services and a project button", async ({
  page,
}) => {
  await page.goto("/");
  const services = page.locator("#services");
  const cards = services.getByRole("article");
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) {
    await expect(card.getByRole("heading", { level: 3 })).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveCount(3);
    await expect(card.getByRole("link", { name: /^Learn More/ })).toHaveAttribute(
      "href",
      "/services",
    );
  }
  await expect(
    services.getByRole("link", { name: homeServices.cta.label, exact: true }),
  ).toHaveAttribute("href", "/start-project");
});

test("the technology section lists 6 × 6 technologies, six certifications and four agile steps", async ({
  page,
}) => {
  await page.goto("/");
  const technology = page.locator("#technology");
  for (const category of homeTechnology.categories) {
    const card = technology.locator("li", {
      has: page.getByRole("heading", { name: category.name, exact: true }),
    });
    await expect(card.getByRole("listitem")).toHaveCount(6);
  }
  const certifications = technology.getByRole("heading", { level: 4 });
  for (const certification of homeTechnology.certifications) {
    await expect(certifications.filter({ hasText: certification.title })).toHaveCount(1);
  }
  await expect(technology.getByRole("list").last().getByRole("heading", { level: 4 })).toHaveText([
    "Discovery",
    "Design",
    "Development",
    "Deployment",
  ]);
});

test("the track record shows its badges and the later sections their spec content", async ({
  page,
}) => {
  await page.goto("/");
  await expect(
    page.getByRole("list", { name: homeTrackRecord.badgesLabel }).getByRole("listitem"),
  ).toHaveText(["ISO 27001 Certified", "GDPR Compliant", "24/7 Support", "NDA Protected"]);
  for (const step of [
    "Discovery & Analysis",
    "Strategic Planning",
    "Agile Development",
    "Growth & Optimization",
  ]) {
    await expect(page.getByRole("heading", { name: step })).toBeVisible();
  }
  for (const note of ["Free Consultation", "24/7 Support", "Quick Turnaround"]) {
    await expect(page.getByRole("listitem").filter({ hasText: note }).last()).toBeVisible();
  }
  const closing = page.locator("main section:not(section section)").last();
  await expect(closing.getByRole("link", { name: "Start Your Project" })).toHaveAttribute(
    "href",
    "/start-project",
  );
  await expect(closing.getByRole("link").nth(1)).toHaveAttribute("href", "/services");
});

test("two testimonials show their author and an accessible rating", async ({ page }) => {
  await page.goto("/");
  const quotes = section(page, homeTestimonials.title).getByRole("figure");
  await expect(quotes).toHaveCount(2);
  for (const [index, item] of homeTestimonials.items.entries()) {
    await expect(quotes.nth(index)).toContainText(item.name);
    await expect(quotes.nth(index)).toContainText(`Rated ${item.rating} out of 5`);
  }
});

test("the FAQ keeps one answer open at a time, and a second click closes it", async ({ page }) => {
  await page.goto("/");
  const faq = section(page, homeFaq.title);
  const questions = faq.getByRole("button");
  await expect(questions).toHaveCount(3);
  for (const question of await questions.all()) {
    await expect(question).toHaveAttribute("aria-expanded", "false");
  }
  const [first, second] = homeFaq.items;

  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  await expect(faq.getByText(first!.answer)).toBeVisible();

  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByText(first!.answer)).toBeHidden();
  await expect(faq.getByText(second!.answer)).toBeVisible();

  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByText(second!.answer)).toBeHidden();
});

test.describe("the hero counters", () => {
  // A phone screen keeps the counters below the fold until the visitor scrolls.
  test.use({ viewport: { width: 375, height: 700 } });

  test("count from 0 up to 300, 200, 10 and 95 in about 1.5 s once scrolled into view", async ({
    page,
  }) => {
    await page.goto("/");
    const counters = page.getByRole("list", { name: homeHero.countersLabel });
    const figures = counters.getByRole("listitem").locator("p:first-child");
    await expect(figures).toHaveText(["0+", "0+", "0+", "0%"]);

    // Record every value the first counter shows, with the time it showed it.
    await figures.first().evaluate((element) => {
      const seen: { value: number; at: number }[] = [];
      (window as unknown as { counterTrace: typeof seen }).counterTrace = seen;
      new MutationObserver(() =>
        seen.push({ value: parseInt(element.textContent ?? "", 10), at: performance.now() }),
      ).observe(element, { subtree: true, characterData: true, childList: true });
    });
    await counters.scrollIntoViewIfNeeded();

    await expect(figures).toHaveText(["300+", "200+", "10+", "95%"]);
    const trace = await page.evaluate(
      () => (window as unknown as { counterTrace: { value: number; at: number }[] }).counterTrace,
    );
    const values = trace.map((entry) => entry.value);
    expect(values.some((value) => value > 0 && value < 300)).toBe(true);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const duration = trace.at(-1)!.at - trace[0]!.at;
    expect(duration).toBeGreaterThan(1200);
    expect(duration).toBeLessThan(3000);
  });
});

test.describe("with reduced motion", () => {
  test.use({ viewport: { width: 375, height: 700 }, reducedMotion: "reduce" });

  test("the counters show their targets at once, never counting, and no section is faded out", async ({
    page,
  }) => {
    await page.goto("/");
    const figures = page
      .getByRole("list", { name: homeHero.countersLabel })
      .getByRole("listitem")
      .locator("p:first-child");
    await page.waitForLoadState("networkidle");
    await expect(figures).toHaveText(["300+", "200+", "10+", "95%"]);
    await figures.first().evaluate((element) => {
      const seen: string[] = [];
      (window as unknown as { counterValues: string[] }).counterValues = seen;
      new MutationObserver(() => seen.push(element.textContent ?? "")).observe(element, {
        subtree: true,
        characterData: true,
        childList: true,
      });
    });
    await figures.first().scrollIntoViewIfNeeded();
    // Long enough for a count-up to have started, had one been (wrongly) due.
    await page.waitForTimeout(300);
    await expect(figures).toHaveText(["300+", "200+", "10+", "95%"]);
    expect(
      await page.evaluate(() => (window as unknown as { counterValues: string[] }).counterValues),
    ).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 0));
    const hiddenRevealBlocks = await page.evaluate(
      () =>
        [...document.querySelectorAll("[data-reveal]")].filter(
          (element) => getComputedStyle(element).opacity !== "1",
        ).length,
    );
    expect(hiddenRevealBlocks).toBe(0);
  });
});

test("loading and scrolling the page logs no errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/", { waitUntil: "networkidle" });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(500);
  expect(errors).toEqual([]);
});

test("the raw HTML carries Organization, WebSite, a Home-only breadcrumb and the FAQ", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const byType = (type: string) => blocks.find((block) => block["@type"] === type);
  expect(byType("Organization")).toBeDefined();
  expect(byType("WebSite")).toBeDefined();
  expect(byType("WebPage")).toBeDefined();
  const breadcrumb = byType("BreadcrumbList") as { itemListElement: { name: string }[] };
  expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(["Home"]);
  const faq = byType("FAQPage") as { mainEntity: { name: string }[] };
  expect(faq.mainEntity.map((question) => question.name)).toEqual(
    homeFaq.items.map((item) => item.question),
  );
  expect(html).toContain('<meta property="og:type" content="website"');
  expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section heading and the final counter values are visible", async ({ page }) => {
    await page.goto("/");
    const headings = page.locator("main").getByRole("heading", { level: 2 });
    expect(await headings.count()).toBeGreaterThanOrEqual(9);
    for (const heading of await headings.all()) {
      await expect(heading).toBeVisible();
    }
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    const counters = page.getByRole("list", { name: homeHero.countersLabel });
    await expect(counters.getByRole("listitem").locator("p:first-child")).toHaveText([
      "300+",
      "200+",
      "10+",
      "95%",
    ]);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the headline takes at most four lines and the long copy reads from the left", async ({
    page,
  }) => {
    await page.goto("/");
    const heading = page.getByRole("heading", { level: 1 });
    const lines = await heading.evaluate((element) => {
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
      return Math.round(element.getBoundingClientRect().height / lineHeight);
    });
    expect(lines).toBeLessThanOrEqual(4);

    const alignments = await page
      .locator("main p")
      .evaluateAll((paragraphs) =>
        paragraphs
          .filter((p) => (p.textContent ?? "").length > 80 && p.getClientRects().length > 0)
          .map((p) => getComputedStyle(p).textAlign),
      );
    expect(alignments.length).toBeGreaterThan(0);
    expect(alignments.filter((align) => align === "center")).toEqual([]);
  });
});
