import { expect, test, type Locator } from "@playwright/test";
import { answerRequests, contactFilling, fill, toast } from "./forms-helpers.ts";
import { hydrated } from "./pages-helpers.ts";

/**
 * Each page carries only the CSS it can use (server/astro/page-css.ts). What an island draws
 * after an interaction is in no HTML, only in its code: it must keep its looks all the same.
 */

/** `var(--name)` as the page resolves it into a colour, empty when the page does not define it. */
function themeColour(on: Locator, name: string): Promise<string> {
  return on.evaluate((element, property) => {
    const value = getComputedStyle(element).getPropertyValue(property).trim();
    if (value === "") return "";
    const probe = document.createElement("span");
    probe.style.color = value;
    element.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, name);
}

const style = (on: Locator, property: string) =>
  on.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test("the contact form's error summary and success toast, drawn only once the visitor sends, keep their styles", async ({
  page,
}) => {
  await answerRequests(page, (route) => route.fulfill({ status: 201, json: { id: "x" } }));
  await page.goto("/contact#contact-form");
  const form = page.locator("#contact-form");
  await hydrated(form);
  expect(await page.locator("[data-error-summary]").count()).toBe(0);

  await form.locator("button[type=submit]").click();
  const summary = form.locator("[data-error-summary]");
  await expect(summary).toBeVisible();
  // A tinted, bordered box with the danger colour's words, as app/components/forms draws it.
  expect(await style(summary, "background-color")).not.toBe("rgba(0, 0, 0, 0)");
  expect(await style(summary, "border-top-width")).toBe("1px");
  const danger = await themeColour(summary, "--color-danger");
  expect(danger).not.toBe("");
  expect(await style(summary.locator("p").first(), "color")).toBe(danger);

  await fill(form, contactFilling);
  await form.locator("button[type=submit]").click();
  const success = toast(page, "Form submitted successfully!");
  await expect(success).toBeVisible();
  // The site's own green, not sonner's (decided in configured-toaster.tsx).
  const green = await themeColour(success, "--color-success");
  expect(green).not.toBe("");
  expect(await style(success, "color")).toBe(green);
});
