import { expect, test, type Locator, type Page } from "@playwright/test";
import { siteFacts } from "#server/site/facts.ts";
import {
  escapeRegExp,
  expectEmpty,
  expectValues,
  field,
  fill,
  isoDay,
  type Filling,
} from "./forms-helpers.ts";
import { enquiryTabHref, enquiryTabOrder } from "#app/lib/enquiry-tabs.ts";
import { content } from "#tests/helpers/content.ts";
import { formWords } from "#server/enquiries/form-words.ts";

const articlePageText = content("blog").article;
const mapText = content("contact").map;
const enquiryTabs = content("startProject").tabs;

/**
 * Every enquiry form without JavaScript: a real post to the page's route action,
 * which re-renders the page with the messages and the typed values, or with the success notice.
 */
test.use({ javaScriptEnabled: false });

interface NoScriptCase {
  readonly name: string;
  readonly path: string;
  readonly formId: string;
  /** Values that pass the browser's own checks but not the shared schema. */
  readonly invalid: Filling;
  readonly messages: Readonly<Record<string, string>>;
  readonly valid: Filling;
  readonly failureTitle: string;
  readonly success: readonly string[];
}

const startDate = isoDay(21);
const person = { "Full Name": "Meera Iyer", "Phone Number": "+91 94250 77777" };

const cases: readonly NoScriptCase[] = [
  {
    name: "home consultation",
    path: "/",
    formId: "consultation-form",
    invalid: {
      "Full Name": "M",
      "Business Email": "meera@iyer-foods.example",
      "Phone Number": "94250",
      "Company Name": "Iyer Foods",
      "Project Start Date": startDate,
      "Project Details": "A B2B ordering portal.",
    },
    messages: {
      "Full Name": "Name must be at least 2 characters",
      "Phone Number": "Phone number must be at least 10 digits",
    },
    valid: {
      ...person,
      "Business Email": "meera@iyer-foods.example",
      "Company Name": "Iyer Foods",
      "Project Type": "Cloud Migration",
      "Project Start Date": startDate,
      "Project Details": "Move our ERP to the cloud before the festive season.",
    },
    failureTitle: "Failed to submit form",
    success: [
      "Message Sent Successfully!",
      `We'll get back to you within ${siteFacts.replyHours} hours to discuss your project.`,
    ],
  },
  {
    name: "contact",
    path: "/contact",
    formId: "contact-form",
    invalid: {
      "Full Name": "M",
      "Email Address": "meera@iyer-foods.example",
      "Phone Number": "94250",
      Message: "Hello",
    },
    messages: {
      "Full Name": "Name must be at least 2 characters",
      "Phone Number": "Phone number must be at least 10 digits",
    },
    valid: {
      ...person,
      "Email Address": "meera@iyer-foods.example",
      Message: "Please call me about a warehouse app.",
    },
    failureTitle: "Failed to submit form.",
    success: ["Form submitted successfully!"],
  },
  {
    name: "PROJECT",
    path: "/start-project",
    formId: "project-form",
    invalid: { "Full Name": "M", "Business Email": "meera@", "Company Name": "Iyer Foods" },
    messages: {
      "Full Name": "Name must be at least 2 characters",
      "Business Email": "Please enter a valid email address",
      "Phone Number": "Phone number must be at least 10 digits",
      "Project Type": "Please select a project type",
      Budget: "Please select a budget range",
      "Project Timeline": "Please select a project timeline",
      "Project Start Date": "Please select a start date",
      "Project Details": "Please provide project details (minimum 10 characters)",
    },
    valid: {
      ...person,
      "Business Email": "meera@iyer-foods.example",
      "Company Name": "Iyer Foods",
      "Project Type": "AI/ML Solution",
      Budget: "₹1,00,000 – ₹2,50,000",
      "Project Timeline": "As Soon As Possible",
      "Project Start Date": startDate,
      "Project Details": "Demand forecasting for 12 warehouses.",
    },
    failureTitle: "Submission Failed",
    success: [
      "Form Submitted Successfully!",
      `Your project has been received. We'll get back to you within ${siteFacts.replyHours} hours.`,
    ],
  },
  {
    name: "GENERAL ENQUIRY",
    path: `/start-project${enquiryTabHref("generalEnquiry")}`,
    formId: "general-enquiry-form",
    invalid: { "Full Name": "Meera Iyer", Enquiry: "Hi" },
    messages: {
      "Business Email": "Please enter a valid email address",
      "Company Name": "Company name must be at least 2 characters",
      "Enquiry Type": "Please select enquiry type",
      Enquiry: "Please provide enquiry details (minimum 10 characters)",
    },
    valid: {
      ...person,
      "Business Email": "meera@iyer-foods.example",
      "Company Name": "Iyer Foods",
      "Enquiry Type": "Support",
      Enquiry: "Our portal shows a blank page since this morning.",
    },
    failureTitle: "Submission Failed",
    success: [
      "Form Submitted Successfully!",
      `Your general enquiry has been received. We'll get back to you within ${siteFacts.replyHours} hours.`,
    ],
  },
  {
    name: "JOB ENQUIRY",
    path: `/start-project${enquiryTabHref("jobEnquiry")}`,
    formId: "job-enquiry-form",
    invalid: { "Full Name": "Meera Iyer", Position: "Q", "Cover Letter": "Hire me." },
    messages: {
      Position: "Position must be at least 2 characters",
      "Cover Letter": "Cover letter must be at least 50 characters",
    },
    valid: {
      ...person,
      "Email Address": "meera.iyer@mail.example",
      Position: "QA Intern",
      "Cover Letter":
        "I am finishing my B.Tech in Indore and test every app I use; I would love to learn QA with your team.",
    },
    failureTitle: "Submission Failed",
    success: [
      "Form Submitted Successfully!",
      `Your job enquiry has been received. We'll get back to you within ${siteFacts.replyHours} hours.`,
    ],
  },
];

async function openForm(page: Page, item: NoScriptCase): Promise<Locator> {
  await page.goto(item.path);
  const form = page.locator(`#${item.formId}`);
  await expect(form).toBeVisible();
  return form;
}

async function submit(page: Page, form: Locator) {
  await Promise.all([page.waitForLoadState("load"), form.locator("button[type=submit]").click()]);
  await page.waitForLoadState("load");
}

test("/start-project's tabs are links that open each tab's form", async ({ page }) => {
  await page.goto("/start-project");
  for (const kind of enquiryTabOrder) {
    const { label, title } = enquiryTabs[kind];
    await page.getByRole("tab", { name: label }).click();
    await expect(page).toHaveURL(`/start-project${enquiryTabHref(kind)}`);
    await expect(page.getByRole("tab", { name: label })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel", { name: label });
    await expect(panel.getByRole("heading", { name: title })).toBeVisible();
    await expect(panel.locator("form input:not([type=hidden])").first()).toBeVisible();
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
  }
});

test("no control that needs JavaScript is shown without it", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("searchbox")).toBeHidden();
  await page.goto("/contact");
  await expect(page.getByRole("button", { name: mapText.loadLabel })).toBeHidden();
  await expect(page.getByRole("link", { name: new RegExp(mapText.openLabel) })).toBeVisible();
  await page.goto("/blog");
  await page
    .locator("#posts")
    .getByRole("link", { name: /^Read More/ })
    .first()
    .click();
  await expect(page.getByRole("button", { name: articlePageText.shareButton })).toBeHidden();
});

for (const item of cases) {
  test.describe(`${item.name} form`, () => {
    test("posts to the page and comes back with the messages and the typed values", async ({
      page,
    }) => {
      const form = await openForm(page, item);
      await fill(form, item.invalid);
      await submit(page, form);

      const after = page.locator(`#${item.formId}`);
      await expect(after.getByRole("alert")).toContainText(item.failureTitle);
      for (const [label, message] of Object.entries(item.messages)) {
        await expect(field(after, label)).toHaveAttribute("aria-invalid", "true");
        await expect(field(after, label)).toHaveAccessibleDescription(
          new RegExp(escapeRegExp(message)),
        );
      }
      await expectValues(after, item.invalid);
      expect(new URL(page.url()).hash).toBe(`#${item.formId}`);

      // The same summary as with JavaScript, in view at the top of the form, its links to the fields.
      const summary = after.locator("[data-error-summary]");
      await expect(summary).toBeInViewport();
      await expect(summary.getByRole("link")).toHaveCount(
        await after.locator('[aria-invalid="true"]').count(),
      );
      for (const [label, message] of Object.entries(item.messages)) {
        const link = summary.getByRole("link", { name: message, exact: true });
        const target = await field(after, label).getAttribute("id");
        await expect(link).toHaveAttribute("href", `#${target}`);
      }
    });

    test("posts a valid enquiry and shows the success message on an empty form", async ({
      page,
    }) => {
      const form = await openForm(page, item);
      await fill(form, item.valid);
      await submit(page, form);

      const after = page.locator(`#${item.formId}`);
      const notice = after.getByRole("status");
      for (const text of item.success) await expect(notice).toContainText(text);
      await expectEmpty(after, Object.keys(item.valid));
    });
  });
}

test.describe("home consultation start date", () => {
  const nextYear = new Date().getFullYear() + 1;
  async function send(page: Page, typed: string) {
    const form = await openForm(page, cases[0]!);
    const date = field(form, "Project Start Date");
    await expect(date).toHaveAttribute("type", "text");
    await expect(date).toHaveAttribute("placeholder", "Preferred start date");
    await fill(form, { ...cases[0]!.valid, "Project Start Date": typed });
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === "POST"),
      form.locator("button[type=submit]").click(),
    ]);
    await page.waitForLoadState("load");
    return { response, form: page.locator("#consultation-form") };
  }

  for (const typed of [`15/01/${nextYear}`, `${nextYear}-01-15`, `15 Jan ${nextYear}`]) {
    test(`takes a day typed as "${typed}"`, async ({ page }) => {
      const { response, form } = await send(page, typed);
      expect(response.status()).toBe(200);
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    });
  }

  for (const [typed, message] of [
    ["next spring", formWords.fields.projectStartDate!.message!],
    [`15/01/${nextYear - 3}`, formWords.textRules.pastDate],
  ] as const) {
    test(`refuses "${typed}" with the field's message, keeping what was typed`, async ({
      page,
    }) => {
      const { response, form } = await send(page, typed);
      expect(response.status()).toBe(400);
      const date = field(form, "Project Start Date");
      await expect(date).toHaveAttribute("aria-invalid", "true");
      await expect(date).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
      await expect(date).toHaveValue(typed);
    });
  }
});
