import { expect, test, type Locator, type Page } from "@playwright/test";
import { siteFacts } from "#server/site/facts.ts";
import {
  answerRequests,
  contactFilling,
  expectEmpty,
  expectValues,
  failureCases,
  field,
  fill,
  holdAndAnswerRequests,
  isoDay,
  toast,
  unexpectedConsoleErrors,
  UUID,
  type Filling,
} from "./forms-helpers.ts";
import { hydrated } from "./pages-helpers.ts";
import { actionFor } from "#shared/enquiries/kinds.ts";
import { content } from "#tests/helpers/content.ts";

/**
 * The home consultation form and the contact form with JavaScript: browser-native rules
 * (the specification's), the shared schema's messages beyond them, and the outcome toasts.
 */

interface FormCase {
  readonly name: string;
  readonly path: string;
  readonly formId: string;
  readonly action: string;
  readonly valid: Filling;
  readonly required: readonly string[];
  readonly optional: readonly string[];
  readonly success: { readonly title: string; readonly description?: string };
  readonly failure: string;
}

const forms: readonly FormCase[] = [
  {
    name: "home consultation",
    path: "/",
    formId: "consultation-form",
    action: actionFor("consultation"),
    valid: {
      "Full Name": "Rohan Mehta",
      "Business Email": "rohan@mehta-textiles.example",
      "Phone Number": "+91 98930 55555",
      "Company Name": "Mehta Textiles",
      "Project Type": "Mobile Application",
      Budget: "₹2,50,000 – ₹5,00,000",
      "Project Timeline": "Within 1 Month",
      "Project Details": "An ordering app for our 300 retail partners.",
    },
    required: [
      "Full Name",
      "Business Email",
      "Phone Number",
      "Company Name",
      "Project Start Date",
      "Project Details",
    ],
    optional: ["Project Type", "Budget", "Project Timeline"],
    success: {
      title: "Message Sent Successfully!",
      description: `We'll get back to you within ${siteFacts.replyHours} hours to discuss your project.`,
    },
    failure: "Failed to submit form",
  },
  {
    name: "contact",
    path: "/contact",
    formId: "contact-form",
    action: actionFor("contact"),
    valid: contactFilling,
    required: ["Full Name", "Email Address", "Phone Number", "Message"],
    optional: [],
    success: { title: "Form submitted successfully!" },
    failure: "Failed to submit form.",
  },
];

const startDate = isoDay(14);

async function openForm(page: Page, form: FormCase): Promise<Locator> {
  await page.goto(`${form.path}#${form.formId}`);
  const locator = page.locator(`#${form.formId}`);
  await hydrated(locator);
  return locator;
}

/** Fills the valid values, and the consultation's start date (a text box until focused). */
async function fillValid(locator: Locator, form: FormCase) {
  await fill(locator, form.valid);
  if (form.formId === "consultation-form") {
    const date = field(locator, "Project Start Date");
    await date.focus();
    await expect(date).toHaveAttribute("type", "date");
    await date.fill(startDate);
  }
}

const submitButton = (form: Locator) => form.locator("button[type=submit]");

for (const form of forms) {
  test.describe(`${form.name} form`, () => {
    test("marks exactly the required fields required, with the browser's own types", async ({
      page,
    }) => {
      const locator = await openForm(page, form);
      for (const label of form.required) {
        await expect(field(locator, label)).toHaveAttribute("required", "");
      }
      for (const label of form.optional) {
        await expect(field(locator, label)).not.toHaveAttribute("required", "");
      }
      const email = form.formId === "contact-form" ? "Email Address" : "Business Email";
      await expect(field(locator, email)).toHaveAttribute("type", "email");
      await expect(field(locator, "Phone Number")).toHaveAttribute("type", "tel");
    });

    test("the browser's own rules stop an empty submit: their messages under each field and in a focused summary; nothing is sent", async ({
      page,
    }) => {
      const sent = await answerRequests(page, (route) =>
        route.fulfill({ status: 201, json: { id: "x" } }),
      );
      const locator = await openForm(page, form);
      await submitButton(locator).click();

      const summary = locator.locator("[data-error-summary]");
      await expect(summary).toBeFocused();
      await expect(summary).toHaveAccessibleName(content("forms").errorSummary);
      for (const label of form.required) {
        const control = field(locator, label);
        const message = await control.evaluate(
          (input: HTMLInputElement) => input.validationMessage,
        );
        expect(message, label).not.toBe("");
        await expect(control).toHaveAttribute("aria-invalid", "true");
        await expect(control).toHaveAccessibleDescription(message);
        await expect(summary.getByRole("link", { name: message }).first()).toBeVisible();
      }
      await expect(summary.getByRole("link")).toHaveCount(form.required.length);
      for (const label of form.optional) {
        await expect(field(locator, label)).not.toHaveAttribute("aria-invalid", "true");
      }
      await page.waitForTimeout(300);
      expect(sent).toHaveLength(0);

      // A link of the summary takes the visitor to its field; typing there clears its message.
      await summary.getByRole("link").first().click();
      const name = field(locator, "Full Name");
      await expect(name).toBeFocused();
      await name.fill("Asha Verma");
      await expect(name).not.toHaveAttribute("aria-invalid", "true");
      await expect(summary.getByRole("link")).toHaveCount(form.required.length - 1);
    });

    test("values the browser accepts but the schema refuses get messages under the fields", async ({
      page,
    }) => {
      const sent = await answerRequests(page, (route) =>
        route.fulfill({ status: 201, json: { id: "x" } }),
      );
      const locator = await openForm(page, form);
      await fillValid(locator, form);
      await fill(locator, { "Full Name": "R", "Phone Number": "98930" });
      await submitButton(locator).click();

      await expect(field(locator, "Full Name")).toHaveAccessibleDescription(
        "Name must be at least 2 characters",
      );
      await expect(field(locator, "Phone Number")).toHaveAccessibleDescription(
        "Phone number must be at least 10 digits",
      );
      await expect(locator.locator("[data-error-summary]")).toBeFocused();
      expect(sent).toHaveLength(0);
    });

    test("sends to the real server, toasts success and clears the form", async ({ page }) => {
      const errors = unexpectedConsoleErrors(page);
      const locator = await openForm(page, form);
      await fillValid(locator, form);
      const response = page.waitForResponse("**/notification-hub/websiteToTeamNotification");
      await submitButton(locator).click();
      expect((await response).status()).toBe(201);

      await expect(toast(page, form.success.title, form.success.description)).toBeVisible();
      await expectEmpty(locator, Object.keys(form.valid));
      expect(errors).toEqual([]);
    });

    test("while sending, the button is disabled and says 'Submitting...'; it posts JSON with its action, a submission id and the empty trap, and no key", async ({
      page,
    }) => {
      const { sent, release } = await holdAndAnswerRequests(page, (route) =>
        route.fulfill({ status: 200, json: { id: "x" } }),
      );
      const locator = await openForm(page, form);
      await fillValid(locator, form);
      await submitButton(locator).click();
      await expect(submitButton(locator)).toBeDisabled();
      await expect(submitButton(locator)).toHaveText("Submitting...");
      release();
      await expect(toast(page, form.success.title)).toBeVisible();
      await expect(submitButton(locator)).toBeEnabled();

      const { body, headers } = sent[0]!;
      expect(body.action).toBe(form.action);
      expect(body.submissionId).toMatch(UUID);
      expect(body.website).toBe("");
      expect(body.phone).toBe("+91 98930 55555");
      expect(Object.keys(headers).filter((name) => name.includes("key"))).toEqual([]);
    });

    for (const failure of failureCases) {
      test(`after ${failure.name} it toasts '${form.failure}' and keeps the input`, async ({
        page,
      }) => {
        await answerRequests(page, failure.answer);
        const locator = await openForm(page, form);
        await fillValid(locator, form);
        await submitButton(locator).click();

        const failed = toast(page, form.failure);
        await expect(failed).toBeVisible();
        await expect(failed).toHaveAttribute("data-type", "error");
        await expectValues(locator, form.valid);
        await expect(submitButton(locator)).toBeEnabled();
      });
    }
  });
}

test.describe("consultation start date", () => {
  test("is a text box that becomes a date picker from today on focus, and text again if left empty", async ({
    page,
  }) => {
    await page.goto("/#consultation-form");
    const form = page.locator("#consultation-form");
    await hydrated(form);
    const date = field(form, "Project Start Date");
    // Leaving the field the way a visitor does (a date input keeps focus on element.blur()).
    const leave = () => field(form, "Company Name").click();
    await expect(date).toHaveAttribute("type", "text");
    await expect(date).toHaveAttribute("placeholder", "Preferred start date");

    await date.click();
    await expect(date).toHaveAttribute("type", "date");
    await expect(date).toHaveAttribute("min", isoDay(0));
    await expect(date).toBeFocused();

    await leave();
    await expect(date).toHaveAttribute("type", "text");

    await date.focus();
    await expect(date).toHaveAttribute("type", "date");
    await date.fill(startDate);
    await leave();
    await expect(date).toHaveAttribute("type", "date");
    await expect(date).toHaveValue(startDate);
  });
});

test.describe("consultation start date before the form's script has started", () => {
  test("is already a text box that becomes a date picker on focus, and text again if left empty", async ({
    page,
  }) => {
    // No module of the site loads: only what the page itself carries runs.
    await page.route(/\/_astro\/.*\.m?js(\?|$)/, (route) => route.abort());
    await page.goto("/#consultation-form");
    const form = page.locator("#consultation-form");
    const date = field(form, "Project Start Date");
    await expect(date).toHaveAttribute("type", "text");
    await expect(date).toHaveAttribute("placeholder", "Preferred start date");

    await date.click();
    await expect(date).toHaveAttribute("type", "date");
    await expect(date).toHaveAttribute("min", isoDay(0));
    await expect(date).toBeFocused();

    await field(form, "Company Name").click();
    await expect(date).toHaveAttribute("type", "text");
    await expect(date).toHaveAttribute("placeholder", "Preferred start date");
    await expect(form.locator("xpath=ancestor::astro-island[1]")).toHaveAttribute("ssr");
  });

  test("stays the picker while the island that focus started takes over, then follows it", async ({
    page,
  }) => {
    await page.goto("/#consultation-form");
    const form = page.locator("#consultation-form");
    const date = field(form, "Project Start Date");
    await date.focus();
    await expect(date).toHaveAttribute("type", "date");
    await expect(form.locator("xpath=ancestor::astro-island[1]")).not.toHaveAttribute("ssr");
    await expect(date).toHaveAttribute("type", "date");
    await expect(date).toBeFocused();

    await field(form, "Company Name").click();
    await expect(date).toHaveAttribute("type", "text");
    await date.focus();
    await expect(date).toHaveAttribute("type", "date");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  for (const form of forms) {
    test(`${form.name}: a field reached from the summary shows its label below the fixed bar`, async ({
      page,
    }) => {
      const locator = await openForm(page, form);
      await submitButton(locator).click();
      const summary = locator.locator("[data-error-summary]");
      await expect(summary).toBeFocused();
      const barBottom = (await page.locator("[data-site-header]").boundingBox())!.height;
      for (const link of await summary.getByRole("link").all()) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await link.click();
        const id = (await link.getAttribute("href"))!.slice(1);
        await expect(page.locator(`#${id}`)).toBeFocused();
        const label = (await page.locator(`label[for="${id}"]`).boundingBox())!;
        expect(label.y, id).toBeGreaterThanOrEqual(barBottom);
      }
    });
  }
});
