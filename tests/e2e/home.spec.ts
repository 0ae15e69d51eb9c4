import { expect, test, type Page } from "@playwright/test";
import { fillIn } from "#shared/text/fill-in.ts";
import { content } from "#tests/helpers/content.ts";

/** The home page: its sections, their anchors and behaviour, with the copy its file gives. */
const home = content("home");
const siteText = content("siteText");
const { hero } = home;
/** The counters as they end: each figure and what follows it, e.g. "300+". */
const counterTargets = hero.counters.map((counter) => `${counter.value}${counter.suffix}`);
const countersAtZero = hero.counters.map((counter) => `0${counter.suffix}`);

function section(page: Page, title: string) {
  return page.locator("section", { has: page.getByRole("heading", { name: title, exact: true }) });
}

test("the hero shows its badge, headline, lines, buttons, stack and growth card", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByText(hero.badge, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `${hero.title} ${hero.titleHighlight}`,
  );
  for (const line of [hero.tagline, hero.invitation, hero.trustLine]) {
    await expect(page.getByText(line, { exact: true })).toBeVisible();
  }
  const heroSection = page.locator("main section").first();
  for (const action of hero.actions) {
    await expect(heroSection.getByRole("link", { name: action.label })).toHaveAttribute(
      "href",
      action.href,
    );
  }

  const stack = page.getByRole("list", { name: hero.stackTitle });
  await expect(stack.getByRole("listitem")).toHaveText(hero.stack.map((tech) => tech.name));

  for (const line of [hero.growth.title, hero.growth.change, hero.growth.period]) {
    await expect(page.getByText(line, { exact: true })).toBeVisible();
  }
});

test("the hero's second button opens its page", async ({ page }) => {
  const action = hero.actions[1]!;
  await page.goto("/");
  await page.locator("main section").first().getByRole("link", { name: action.label }).click();
  await expect(page).toHaveURL(action.href);
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

test("the services section shows a card per service, each leading to its page, and a button", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.locator("#services");
  const cards = section.getByRole("article");
  await expect(cards).toHaveCount(home.services.cards.length);
  for (const [index, card] of home.services.cards.entries()) {
    const shown = cards.nth(index);
    await expect(shown.getByRole("heading", { level: 3 })).toHaveText(card.title);
    await expect(shown.getByRole("listitem")).toHaveText(card.features);
    await expect(shown.getByRole("link", { name: home.services.linkLabel })).toHaveAttribute(
      "href",
      home.services.linkHref,
    );
  }
  await expect(
    section.getByRole("link", { name: home.services.cta.label, exact: true }),
  ).toHaveAttribute("href", home.services.cta.href);
});

test("the technology section lists each category's technologies, the certifications and the agile steps", async ({
  page,
}) => {
  await page.goto("/");
  const { technology } = home;
  const section = page.locator("#technology");
  for (const category of technology.categories) {
    const card = section.locator("li", {
      has: page.getByRole("heading", { name: category.name, exact: true }),
    });
    await expect(card.getByRole("listitem")).toHaveText(category.technologies);
  }
  const certifications = section.getByRole("heading", { level: 4 });
  for (const certification of technology.certifications) {
    await expect(certifications.filter({ hasText: certification.title })).toHaveCount(1);
  }
  await expect(section.getByRole("list").last().getByRole("heading", { level: 4 })).toHaveText(
    technology.agileSteps.map((step) => step.title),
  );
});

test("the track record shows its badges and the later sections their content", async ({ page }) => {
  await page.goto("/");
  const { trackRecord, process, closing } = home;
  await expect(
    page.getByRole("list", { name: trackRecord.badgesLabel }).getByRole("listitem"),
  ).toHaveText(trackRecord.badges.map((badge) => badge.label));
  for (const step of process.steps) {
    await expect(page.getByRole("heading", { name: step.title })).toBeVisible();
  }
  const band = page.locator("main section:not(section section)").last();
  await expect(band.getByRole("heading", { level: 2 })).toHaveText(closing.title);
  await expect(band.getByRole("listitem")).toHaveText(closing.notes ?? []);
  for (const [index, action] of closing.actions.entries()) {
    await expect(band.getByRole("link").nth(index)).toHaveText(action.label);
    await expect(band.getByRole("link").nth(index)).toHaveAttribute("href", action.href);
  }
});

test("each testimonial shows its author and an accessible rating", async ({ page }) => {
  await page.goto("/");
  const quotes = section(page, home.testimonials.title).getByRole("figure");
  await expect(quotes).toHaveCount(home.testimonials.items.length);
  for (const [index, item] of home.testimonials.items.entries()) {
    await expect(quotes.nth(index)).toContainText(item.name);
    await expect(quotes.nth(index)).toContainText(
      fillIn(siteText.labels.rating, { stars: item.rating, max: 5 }),
    );
  }
});

test("the FAQ keeps one answer open at a time, and a second click closes it", async ({ page }) => {
  await page.goto("/");
  const faq = section(page, home.faq.title);
  const questions = faq.getByRole("button");
  await expect(questions).toHaveCount(home.faq.items.length);
  for (const question of await questions.all()) {
    await expect(question).toHaveAttribute("aria-expanded", "false");
  }
  const [first, second] = home.faq.items;

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

  test("count from 0 up to their figures in about 1.5 s once scrolled into view", async ({
    page,
  }) => {
    await page.goto("/");
    const counters = page.getByRole("list", { name: hero.countersLabel });
    const figures = counters.getByRole("listitem").locator("p:first-child");
    await expect(figures).toHaveText(countersAtZero);

    // Record every value the first counter shows, with the time it showed it.
    await figures.first().evaluate((element) => {
      const seen: { value: number; at: number }[] = [];
      (window as unknown as { counterTrace: typeof seen }).counterTrace = seen;
      new MutationObserver(() =>
        seen.push({ value: parseInt(element.textContent ?? "", 10), at: performance.now() }),
      ).observe(element, { subtree: true, characterData: true, childList: true });
    });
    await counters.scrollIntoViewIfNeeded();

    await expect(figures).toHaveText(counterTargets);
    const trace = await page.evaluate(
      () => (window as unknown as { counterTrace: { value: number; at: number }[] }).counterTrace,
    );
    const values = trace.map((entry) => entry.value);
    expect(values.some((value) => value > 0 && value < hero.counters[0]!.value)).toBe(true);
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
      .getByRole("list", { name: hero.countersLabel })
      .getByRole("listitem")
      .locator("p:first-child");
    await page.waitForLoadState("networkidle");
    await expect(figures).toHaveText(counterTargets);
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
    await expect(figures).toHaveText(counterTargets);
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
  const homeLink = siteText.header.links.find((link) => link.href === "/");
  expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual([homeLink?.label]);
  const faq = byType("FAQPage") as { mainEntity: { name: string }[] };
  expect(faq.mainEntity.map((question) => question.name)).toEqual(
    home.faq.items.map((item) => item.question),
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
    const counters = page.getByRole("list", { name: hero.countersLabel });
    await expect(counters.getByRole("listitem").locator("p:first-child")).toHaveText(
      counterTargets,
    );
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

test.describe("the hero's illustration at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("is one framed picture beside the headline: the stack, and the growth card with the delivery cycle on its line", async ({
    page,
  }) => {
    await page.goto("/");
    const illustration = page.locator("main section").first().locator("[data-hero-illustration]");
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const frame = (await illustration.boundingBox())!;
    expect(frame.x).toBeGreaterThanOrEqual(heading.x + heading.width);

    await expect(illustration.getByRole("list", { name: hero.stackTitle })).toBeVisible();
    const card = illustration.locator("[aria-hidden=true]", { hasText: hero.growth.change });
    await expect(card).toContainText(hero.growth.title);
    for (const step of home.technology.agileSteps) await expect(card).toContainText(step.title);
    const inside = (await card.boundingBox())!;
    expect(inside.x).toBeGreaterThanOrEqual(frame.x);
    expect(inside.y).toBeGreaterThanOrEqual(frame.y);
    expect(inside.x + inside.width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(inside.y + inside.height).toBeLessThanOrEqual(frame.y + frame.height);

    // The card illustrates; assistive technology hears the stack's names and not the card.
    const snapshot = await illustration.ariaSnapshot();
    for (const tech of hero.stack) expect(snapshot).toContain(tech.name);
    expect(snapshot).not.toContain(hero.growth.change);
  });
});

test("the track record sets its results beside the service commitments, not as a second row of the hero's counters", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const { trackRecord } = home;
  const band = section(page, trackRecord.title);
  const commitments = band.getByRole("list", { name: trackRecord.metricsLabel });
  await expect(commitments.getByRole("listitem")).toHaveText(
    trackRecord.metrics.map((metric) => `${metric.value}${metric.label}`),
  );
  const results = band.getByRole("listitem").filter({ hasText: trackRecord.stats[0]!.label });
  const resultsBox = (await results.first().boundingBox())!;
  const commitmentsBox = (await commitments.boundingBox())!;
  expect(commitmentsBox.x).toBeGreaterThan(resultsBox.x + resultsBox.width);
  expect(commitmentsBox.y).toBeLessThan(resultsBox.y + resultsBox.height);
});

for (const width of [320, 375]) {
  test(`at ${width} px the growth card's milestone labels stand apart`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    // The text itself, not its column: a word wider than its column runs into the next one.
    const labels = await page.locator("[data-hero-illustration] ol > li").evaluateAll((items) =>
      items.map((item) => {
        const range = document.createRange();
        range.selectNodeContents(item);
        const { left, right } = range.getBoundingClientRect();
        return { text: item.textContent, left, right };
      }),
    );
    expect(labels.length).toBeGreaterThan(1);
    for (const [index, label] of labels.slice(1).entries()) {
      const before = labels[index]!;
      expect(label.left - before.right, `${before.text} | ${label.text}`).toBeGreaterThanOrEqual(4);
    }
  });
}
