import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

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

  test("marks the current page's link", async ({ page }) => {
    await page.goto("/career");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Career" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute(
      "aria-current",
    );
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
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator("[aria-current]")).toHaveCount(1);
  });

  test("links load their page, the logo goes home and the call to action starts a project", async ({
    page,
  }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await nav.getByRole("link", { name: "Start a Project" }).click();
    await expect(page).toHaveURL("/start-project");
    await nav.getByRole("link", { name: "Malwa Softworks home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("a route change scrolls back to the top", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the menu opens and closes with its toggle", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();

    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Contact" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL("/services");
  });

  test("the menu is a full-height sheet over a dimmed backdrop that holds the page still", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole("button", { name: "Open menu" }).click();

    const sheet = page.locator("#mobile-menu");
    const backdrop = page.locator("[data-menu-backdrop]");
    await expect(backdrop).toBeVisible();
    const sheetBox = await sheet.boundingBox();
    expect(sheetBox!.y + sheetBox!.height).toBeCloseTo(812, 0);
    await expect(sheet.getByRole("link", { name: /\+91/ })).toHaveAttribute("href", /^tel:/);
    await expect(sheet.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);

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

  test("keyboard focus stays in the open menu and Escape returns it to the toggle", async ({
    page,
  }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Open menu" });
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
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the open menu passes axe", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const results = await new AxeBuilder({ page })
      .include("header")
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
