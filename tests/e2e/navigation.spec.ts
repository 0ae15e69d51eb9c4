import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { siteFacts } from "#server/site/facts.ts";
import { content } from "#tests/helpers/content.ts";

/** The navigation bar, the menu and the footer, with the names app/content/site-text.yaml gives. */
const { header, menu: menuText, footer } = content("siteText");
const linkTo = (href: string) => header.links.find((link) => link.href === href)!.label;

test.describe("navigation bar", () => {
  test("is transparent at the top, frosted past 20 px and transparent again", async ({ page }) => {
    await page.goto("/about");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-frosted", "false");

    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute("data-frosted", "true");

    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).toHaveAttribute("data-frosted", "false");
  });

  test("is frosted, with the way back to the top, on a page that opens further down", async ({
    page,
  }) => {
    const header = page.locator("header").first();
    const backToTop = page.locator("[data-back-to-top]");

    // A link to a section far down the page.
    await page.goto("/#contact");
    await expect(header).toHaveAttribute("data-frosted", "true");
    await expect(backToTop).toBeVisible();

    // A reload where the visitor had scrolled to.
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    await expect(header).toHaveAttribute("data-frosted", "true");
    await expect(backToTop).toBeVisible();
  });

  test("marks the current page's link, and only it", async ({ page }) => {
    await page.goto("/career");
    const nav = page.getByRole("navigation", { name: header.label });
    await expect(nav.getByRole("link", { name: linkTo("/career") })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator("[aria-current]")).toHaveCount(1);
  });

  test("marks Services as the current section on every service page", async ({ page }) => {
    await page.goto("/services");
    const serviceHref = await page
      .getByRole("main")
      .locator('a[href^="/service/"]')
      .first()
      .getAttribute("href");
    expect(serviceHref).not.toBeNull();
    await page.goto(serviceHref!);
    const nav = page.getByRole("navigation", { name: header.label });
    await expect(nav.getByRole("link", { name: linkTo("/services") })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator("[aria-current]")).toHaveCount(1);
  });

  test("links load their page, the logo goes home and the call to action starts a project", async ({
    page,
  }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: header.label });
    await nav.getByRole("link", { name: linkTo("/blog") }).click();
    await expect(page).toHaveURL("/blog");
    await nav.getByRole("link", { name: header.cta.label }).click();
    await expect(page).toHaveURL(header.cta.href);
    await nav.getByRole("link", { name: header.homeLabel }).click();
    await expect(page).toHaveURL("/");
  });

  test("a route change scrolls back to the top", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const [legal] = footer.legalLinks;
    await page.getByRole("contentinfo").getByRole("link", { name: legal!.label }).click();
    await expect(page).toHaveURL(legal!.href);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the way back to the top never covers a form's field, from the top to the end", async ({
    page,
  }) => {
    // Without the sections' fade-in, which draws a section lower than it is laid out meanwhile.
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const path of ["/", "/contact", "/start-project"]) {
      await page.goto(path);
      const height = () => page.evaluate(() => document.documentElement.scrollHeight);
      let shownAt = 0;
      // The page grows as its later sections are drawn on the way down (decision 034).
      for (let y = 0; y < (await height()); y += 100) {
        const { shown, covered } = await page.evaluate(async (y) => {
          window.scrollTo(0, y);
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          const button = document.querySelector<HTMLElement>("[data-back-to-top]")!;
          if (button.hidden || getComputedStyle(button).visibility === "hidden") {
            return { shown: false, covered: [] };
          }
          const box = button.getBoundingClientRect();
          const fields = document.querySelectorAll<HTMLElement>(
            "main form :is(input:not([type=hidden]), select, textarea, button)",
          );
          const covered = [...fields]
            .filter((field) => {
              const other = field.getBoundingClientRect();
              return (
                other.width > 0 &&
                other.left < box.right &&
                other.right > box.left &&
                other.top < box.bottom &&
                other.bottom > box.top
              );
            })
            .map((field) => field.getAttribute("name") ?? field.textContent);
          return { shown: true, covered };
        }, y);
        expect(covered, `${path} scrolled to ${y} px`).toEqual([]);
        if (shown) shownAt += 1;
      }
      // Still a way back wherever no form is under it.
      expect(shownAt, path).toBeGreaterThan(0);
    }
  });

  test("the menu opens and closes with its toggle, whose name says which it does", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.locator("[data-menu-toggle]");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAccessibleName(menuText.open);
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName(menuText.close);
    await expect(menu.getByRole("link", { name: linkTo("/contact") })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAccessibleName(menuText.open);

    await toggle.click();
    await menu.getByRole("link", { name: linkTo("/services") }).click();
    await expect(page).toHaveURL("/services");
  });

  test("the menu is a full-height sheet over a dimmed backdrop that holds the page still", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.locator("[data-menu-toggle]").click();

    const sheet = page.locator("#mobile-menu");
    const backdrop = page.locator("[data-menu-backdrop]");
    await expect(backdrop).toBeVisible();
    const sheetBox = await sheet.boundingBox();
    expect(sheetBox!.y + sheetBox!.height).toBeCloseTo(812, 0);
    await expect(sheet.getByRole("link", { name: siteFacts.phone.display })).toHaveAttribute(
      "href",
      siteFacts.phone.href,
    );
    await expect(sheet.getByRole("link", { name: siteFacts.email.sales })).toHaveAttribute(
      "href",
      `mailto:${siteFacts.email.sales}`,
    );

    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(400);

    // A tap on the backdrop closes the sheet and gives the page its scroll back.
    await backdrop.click({ position: { x: 10, y: 300 } });
    await expect(sheet).toBeHidden();
    await expect(backdrop).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  });

  test("nothing covers the open menu's controls, however far the page was scrolled", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 2400));
    await expect(page.locator("[data-back-to-top]")).toBeVisible();
    await page.locator("[data-menu-toggle]").click();

    const controls = page.locator("#mobile-menu").locator("a, button");
    expect(await controls.count()).toBeGreaterThan(0);
    for (const control of await controls.all()) {
      await control.scrollIntoViewIfNeeded();
      // The middle and both ends of the control (its rounded corners are no target).
      const onTop = await control.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const middle = box.top + box.height / 2;
        const points = [box.left + 6, box.left + box.width / 2, box.right - 6];
        return points.every((x) => element.contains(document.elementFromPoint(x, middle)));
      });
      expect(onTop, await control.innerText()).toBe(true);
    }

    // Closed again, the page keeps its way back to the top.
    await page.keyboard.press("Escape");
    await expect(page.locator("[data-back-to-top]")).toBeVisible();
  });

  test("keyboard focus stays in the open menu and Escape returns it to the toggle", async ({
    page,
  }) => {
    await page.goto("/about");
    const toggle = page.locator("[data-menu-toggle]");
    await toggle.focus();
    await page.keyboard.press("Enter");
    const sheet = page.locator("#mobile-menu");
    await expect(sheet.getByRole("link").first()).toBeFocused();

    const focusables = await sheet.locator("a").count();
    for (let step = 0; step < focusables + 2; step += 1) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () =>
          document.activeElement?.closest("#mobile-menu, [data-menu-toggle]") !== null &&
          document.activeElement !== document.body,
      );
      expect(inside, `focus after ${step + 1} presses of Tab`).toBe(true);
    }
    // Backwards from the first link: the toggle, then round to the sheet's last control.
    await sheet.getByRole("link").first().focus();
    await page.keyboard.press("Shift+Tab");
    await expect(page.locator("[data-menu-toggle]")).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(sheet.getByRole("link").last()).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the open menu passes axe", async ({ page }) => {
    await page.goto("/");
    await page.locator("[data-menu-toggle]").click();
    const results = await new AxeBuilder({ page })
      .include("header")
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
