import { expect, test, type Page } from "@playwright/test";
import { services } from "#tests/helpers/content.ts";

/** Every service page, as its file in app/content/services/ describes it. */
const all = services();

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

for (const { name, data } of all) {
  const path = `/service/${name}`;

  test(`${path}: its hero, its sections in order and every call to action`, async ({
    page,
    request,
  }) => {
    const { response, errors } = await openPage(page, path);
    expect(response?.status()).toBe(200);

    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(data.hero.title);
    await expect(main.locator("section[id]")).toHaveCount(data.sections.length);
    for (const [index, section] of data.sections.entries()) {
      const shown = main.locator("section[id]").nth(index);
      await expect(shown).toHaveAttribute("id", section.id);
      await expect(shown.getByRole("heading", { level: 2 }).first()).toHaveText(section.title);
    }

    const actions = [
      ...data.hero.actions,
      ...data.sections.flatMap((section) =>
        section.type === "cta" ? [...section.actions, ...(section.link ? [section.link] : [])] : [],
      ),
    ];
    for (const action of actions) {
      const links = main.getByRole("link", { name: action.label, exact: true });
      expect(await links.count(), action.label).toBeGreaterThan(0);
      for (const link of await links.all()) await expect(link).toHaveAttribute("href", action.href);
    }

    // Every link leads somewhere: a page that answers, or a section of this page.
    const hrefs = await main
      .locator("a[href]")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    for (const href of new Set(hrefs.filter((href) => href.startsWith("/")))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
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

test("offering cards show their titles, platforms and points", async ({ page }) => {
  for (const { name, data } of all) {
    await page.goto(`/service/${name}`);
    for (const section of data.sections) {
      if (section.type !== "offerings") continue;
      const shown = page.locator(`section#${section.id}`);
      await expect(shown.getByRole("heading", { level: 3 })).toHaveText(
        section.items.map((item) => item.title),
      );
      for (const tag of section.items.flatMap((item) => item.tags ?? [])) {
        await expect(shown.getByText(tag, { exact: true }).first()).toBeVisible();
      }
    }
  }
});

test("an e-mail line in a closing call to action links its address", async ({ page }) => {
  const withEmail = all.flatMap(({ name, data }) =>
    data.sections.flatMap((section) =>
      section.type === "cta" && section.email ? [{ name, email: section.email }] : [],
    ),
  );
  expect(withEmail.length).toBeGreaterThan(0);
  for (const { name, email } of withEmail) {
    await page.goto(`/service/${name}`);
    await expect(page.locator("main").getByRole("link", { name: email.address })).toHaveAttribute(
      "href",
      `mailto:${email.address}`,
    );
  }
});

const comparisons = all.flatMap(({ name, data }) =>
  data.sections.flatMap((section) => (section.type === "comparison" ? [{ name, section }] : [])),
);

test("a comparison is a real table, with a header per column and per row", async ({ page }) => {
  expect(comparisons.length).toBeGreaterThan(0);
  for (const { name, section } of comparisons) {
    await page.goto(`/service/${name}`);
    const table = page.getByRole("table", { name: section.caption });
    await expect(table).toBeVisible();
    await expect(table.locator("th[scope=col]")).toHaveCount(3);
    await expect(table.getByRole("rowheader")).toHaveText(section.rows.map((row) => row.aspect));
  }
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const { name } of all) {
    test(`/service/${name} has no horizontal scroll`, async ({ page }) => {
      await page.goto(`/service/${name}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }

  test("a comparison table stacks into labelled cards and stays a table", async ({ page }) => {
    const { name, section } = comparisons[0]!;
    await page.goto(`/service/${name}`);
    const table = page.getByRole("table", { name: section.caption });
    await expect(table.getByRole("row")).toHaveCount(section.rows.length + 1);
    const box = await table.getByRole("rowheader").first().boundingBox();
    expect(box?.width).toBeGreaterThan(250);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section of a service page is shown", async ({ page }) => {
    const { name, data } = all.toSorted(
      (a, b) => b.data.sections.length - a.data.sections.length,
    )[0]!;
    await page.goto(`/service/${name}`);
    const headings = page.locator("main h2");
    expect(await headings.count()).toBeGreaterThanOrEqual(data.sections.length);
    for (const heading of await headings.all()) await expect(heading).toBeVisible();
    await expect(page.locator("[data-reveal=hidden]")).toHaveCount(0);
    const [action] = data.hero.actions;
    await expect(page.getByRole("link", { name: action!.label }).last()).toBeVisible();
  });
});

for (const width of [1024, 1440]) {
  test(`at ${width} px each hero figure stays on one line inside its card`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const { name, data } of all) {
      await page.goto(`/service/${name}`);
      for (const highlight of data.hero.highlights) {
        const hero = page.locator("main section").first();
        const value = hero.locator("li").getByText(highlight.value, { exact: true });
        const { lines, inside } = await value.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          const text = range.getBoundingClientRect();
          const card = element.closest("li")!.getBoundingClientRect();
          return { lines: tops.size, inside: text.left >= card.left && text.right <= card.right };
        });
        expect(lines, `${name}: ${highlight.value}`).toBe(1);
        expect(inside, `${name}: ${highlight.value}`).toBe(true);
      }
    }
  });
}
