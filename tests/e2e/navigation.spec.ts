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
});
