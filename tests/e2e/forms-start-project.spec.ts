import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  answerRequests,
  expectEmpty,
  escapeRegExp,
  expectValues,
  failureCases,
  field,
  fill,
  holdAndAnswerRequests,
  holdRequests,
  isoDay,
  longDay,
  toast,
  unexpectedConsoleErrors,
  UUID,
  type Filling,
} from "./forms-helpers.ts";
import { hydrated } from "./pages-helpers.ts";
import { actionFor } from "#shared/enquiries/kinds.ts";
import { fieldTextIn } from "#shared/enquiries/words.ts";
import { siteFacts } from "#server/site/facts.ts";
import { content } from "#tests/helpers/content.ts";

const startProject = content("startProject");
const { chosenDatePrefix } = content("forms");

/** /start-project with JavaScript: the three tabs, their validation messages and their outcomes. */

const startDate = isoDay(30);

interface TabCase {
  readonly tab: string;
  readonly formId: string;
  readonly kind: string;
  readonly action: string;
  readonly valid: Filling;
  /** Every rule of the form, broken, with the message it must show under the field. */
  readonly invalid: Filling;
  readonly messages: Readonly<Record<string, string>>;
  /** Fields the visitor left empty in `invalid`, with their messages. */
  readonly emptyMessages: Readonly<Record<string, string>>;
}

const person = {
  "Full Name": "Asha Verma",
  "Phone Number": "+91 98260 12345",
};

const tabs: readonly TabCase[] = [
  {
    tab: startProject.tabs.project.label,
    formId: "project-form",
    kind: "project",
    action: actionFor("project"),
    valid: {
      ...person,
      "Business Email": "asha@verma-logistics.example",
      "Company Name": "Verma Logistics",
      "Project Type": "Web Application",
      Budget: "Let's Discuss",
      "Project Timeline": "Within 3 Months",
      "Project Start Date": startDate,
      "Project Details": "A dispatch portal for 40 trucks with live tracking.",
    },
    invalid: {
      "Full Name": "A",
      "Business Email": "asha@",
      "Company Name": "V",
      "Phone Number": "98260",
      "Project Details": "Portal",
    },
    messages: {
      "Full Name": "Name must be at least 2 characters",
      "Business Email": "Please enter a valid email address",
      "Company Name": "Company name must be at least 2 characters",
      "Phone Number": "Phone number must be at least 10 digits",
      "Project Details": "Please provide project details (minimum 10 characters)",
    },
    emptyMessages: {
      "Project Type": "Please select a project type",
      Budget: "Please select a budget range",
      "Project Timeline": "Please select a project timeline",
      "Project Start Date": "Please select a start date",
    },
  },
  {
    tab: startProject.tabs.generalEnquiry.label,
    formId: "general-enquiry-form",
    kind: "general enquiry",
    action: actionFor("generalEnquiry"),
    valid: {
      ...person,
      "Business Email": "asha@verma-logistics.example",
      "Company Name": "Verma Logistics",
      "Enquiry Type": "Partnership",
      Enquiry: "Could we resell your dispatch platform in Bhopal?",
    },
    invalid: {
      "Full Name": "A",
      "Business Email": "not an address",
      "Company Name": "V",
      "Phone Number": "12345",
      Enquiry: "Resell?",
    },
    messages: {
      "Full Name": "Name must be at least 2 characters",
      "Business Email": "Please enter a valid email address",
      "Company Name": "Company name must be at least 2 characters",
      "Phone Number": "Phone number must be at least 10 digits",
      Enquiry: "Please provide enquiry details (minimum 10 characters)",
    },
    emptyMessages: { "Enquiry Type": "Please select enquiry type" },
  },
  {
    tab: startProject.tabs.jobEnquiry.label,
    formId: "job-enquiry-form",
    kind: "job enquiry",
    action: actionFor("jobEnquiry"),
    valid: {
      ...person,
      "Email Address": "asha.verma@mail.example",
      Position: "React Developer",
      "Cover Letter":
        "Four years of React and Node at a logistics start-up; I would love to build products for your clients.",
    },
    invalid: {
      "Full Name": "A",
      "Email Address": "asha.verma",
      Position: "R",
      "Phone Number": "98260",
      "Cover Letter": "I like React.",
    },
    messages: {
      "Full Name": "Name must be at least 2 characters",
      "Email Address": "Please enter a valid email address",
      Position: "Position must be at least 2 characters",
      "Phone Number": "Phone number must be at least 10 digits",
      "Cover Letter": "Cover letter must be at least 50 characters",
    },
    emptyMessages: {},
  },
];

/** Opens the page; its tabs answer clicks and keys from the first paint. */
async function openForms(page: Page): Promise<void> {
  await page.goto("/start-project");
}

/** Opens a tab and hands back its form, hydrated. */
async function openTab(page: Page, tab: string): Promise<Locator> {
  await openForms(page);
  await page.getByRole("tab", { name: tab }).click();
  const panel = page.getByRole("tabpanel", { name: tab });
  await expect(panel).toBeVisible();
  const form = panel.locator("form");
  await hydrated(form);
  return form;
}

const submitButton = (form: Locator) => form.locator("button[type=submit]");

test.describe("the page", () => {
  test("introduces itself and lists what happens next and how to reach the team", async ({
    page,
  }) => {
    await openForms(page);
    const { seo, hero, nextSteps } = startProject;
    await expect(page).toHaveTitle(seo.title);
    await expect(page.getByText(hero.eyebrow, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
    await expect(page.getByText(hero.lead)).toBeVisible();
    await expect(page.getByRole("heading", { name: nextSteps.title })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: siteFacts.email.sales })).toBeVisible();
    await expect(main.getByRole("link", { name: siteFacts.phone.display })).toBeVisible();
  });

  test("has no toaster until the visitor reaches into a form, then exactly one", async ({
    page,
  }) => {
    await openForms(page);
    const toasters = page.getByRole("region", { name: /^Notifications/ });
    await expect(toasters).toHaveCount(0);
    await field(page.locator("#project-form"), "Full Name").click();
    await expect(toasters).toHaveCount(1);
    await page.getByRole("tab", { name: "JOB ENQUIRY" }).click();
    await field(page.locator("#job-enquiry-form"), "Position").click();
    await expect(toasters).toHaveCount(1);
  });

  test("toasts are 356 px wide, 14 px apart, gone after 4 seconds", async ({ page }) => {
    await answerRequests(page, (route) => route.fulfill({ status: 201, json: { id: "e1" } }));
    const form = await openTab(page, "PROJECT");
    await fill(form, tabs[0]!.valid);
    await submitButton(form).click();
    const success = toast(page, "Form Submitted Successfully!");
    await expect(success).toBeVisible();

    const toaster = page.locator("[data-sonner-toaster]");
    await expect(toaster).toHaveCSS("width", "356px");
    expect(
      await toaster.evaluate((element) => getComputedStyle(element).getPropertyValue("--gap")),
    ).toBe("14px");
    await page.mouse.move(0, 0);
    await expect(success).toBeHidden({ timeout: 4000 + 3000 });
  });
});

test.describe("tabs", () => {
  test("PROJECT is selected first; a click switches the visible form", async ({ page }) => {
    await openForms(page);
    const projectTab = page.getByRole("tab", { name: "PROJECT" });
    await expect(projectTab).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#project-form")).toBeVisible();
    await expect(page.locator("#general-enquiry-form")).toBeHidden();
    await expect(page.locator("#job-enquiry-form")).toBeHidden();

    await page.getByRole("tab", { name: "GENERAL ENQUIRY" }).click();
    await expect(page.getByRole("tab", { name: "GENERAL ENQUIRY" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(projectTab).toHaveAttribute("aria-selected", "false");
    await expect(page.locator("#general-enquiry-form")).toBeVisible();
    await expect(page.locator("#project-form")).toBeHidden();

    await page.getByRole("tab", { name: "JOB ENQUIRY" }).click();
    await expect(page.locator("#job-enquiry-form")).toBeVisible();
    await expect(page.locator("#general-enquiry-form")).toBeHidden();
  });

  test("each tab controls its own panel, labelled by the tab", async ({ page }) => {
    await openForms(page);
    for (const name of ["PROJECT", "GENERAL ENQUIRY", "JOB ENQUIRY"]) {
      const tab = page.getByRole("tab", { name });
      const panelId = await tab.getAttribute("aria-controls");
      await tab.click();
      await expect(page.locator(`#${panelId}`)).toBeVisible();
      await expect(page.getByRole("tabpanel", { name })).toHaveAttribute("id", panelId!);
    }
  });

  test("arrow keys, Home and End move between tabs; Tab goes on into the form", async ({
    page,
  }) => {
    await openForms(page);
    const tab = (name: string) => page.getByRole("tab", { name });
    await tab("PROJECT").focus();
    await expect(tab("PROJECT")).toHaveAttribute("tabindex", "0");
    await expect(tab("GENERAL ENQUIRY")).toHaveAttribute("tabindex", "-1");

    const steps: [string, string][] = [
      ["ArrowRight", "GENERAL ENQUIRY"],
      ["ArrowRight", "JOB ENQUIRY"],
      ["ArrowRight", "PROJECT"],
      ["ArrowLeft", "JOB ENQUIRY"],
      ["Home", "PROJECT"],
      ["End", "JOB ENQUIRY"],
    ];
    for (const [key, expected] of steps) {
      await page.keyboard.press(key);
      await expect(tab(expected)).toBeFocused();
      await expect(tab(expected)).toHaveAttribute("aria-selected", "true");
      await expect(tab(expected)).toHaveAttribute("tabindex", "0");
      await expect(page.getByRole("tabpanel", { name: expected })).toBeVisible();
    }

    await page.keyboard.press("Tab");
    await expect(field(page.locator("#job-enquiry-form"), "Full Name")).toBeFocused();
  });
});

for (const tab of tabs) {
  test.describe(`${tab.tab} form`, () => {
    test("shows every validation message under its field and in a focused summary that leads to each", async ({
      page,
    }) => {
      const form = await openTab(page, tab.tab);
      await fill(form, tab.invalid);
      await submitButton(form).click();

      const summary = form.locator("[data-error-summary]");
      await expect(summary).toBeFocused();
      const messages = { ...tab.messages, ...tab.emptyMessages };
      for (const [label, message] of Object.entries(messages)) {
        const control = field(form, label);
        await expect(control).toHaveAttribute("aria-invalid", "true");
        await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
        await expect(summary.getByRole("link", { name: message, exact: true })).toBeVisible();
      }
      await expect(summary.getByRole("link")).toHaveCount(Object.keys(messages).length);
      await expectValues(form, tab.invalid);

      const [label, message] = Object.entries(messages).at(-1)!;
      await summary.getByRole("link", { name: message, exact: true }).click();
      await expect(field(form, label)).toBeFocused();
    });

    test("messages follow the visitor's corrections", async ({ page }) => {
      const form = await openTab(page, tab.tab);
      await submitButton(form).click();
      const nameMessage = form
        .locator("[data-error-summary]")
        .getByRole("link", { name: "Name must be at least 2 characters", exact: true });
      await expect(nameMessage).toBeVisible();
      await field(form, "Full Name").fill("Asha Verma");
      await expect(nameMessage).toBeHidden();
      await expect(field(form, "Full Name")).not.toHaveAttribute("aria-invalid", "true");
    });

    test("sends the enquiry to the real server, toasts success and empties the form", async ({
      page,
    }) => {
      const errors = unexpectedConsoleErrors(page);
      const form = await openTab(page, tab.tab);
      await fill(form, tab.valid);
      const response = page.waitForResponse("**/notification-hub/websiteToTeamNotification");
      await submitButton(form).click();
      expect((await response).status()).toBe(201);

      await expect(
        toast(
          page,
          "Form Submitted Successfully!",
          `Your ${tab.kind} has been received. We'll get back to you within ${siteFacts.replyHours} hours.`,
        ),
      ).toBeVisible();
      await expectEmpty(form, Object.keys(tab.valid));
      expect(errors).toEqual([]);
    });

    test("while sending, the button is disabled with a spinner and 'Submitting...'; the fields go as JSON with the action, a submission id and the empty trap", async ({
      page,
    }) => {
      const { sent, release } = await holdAndAnswerRequests(page, (route) =>
        route.fulfill({ status: 201, json: { id: "e1" } }),
      );
      const form = await openTab(page, tab.tab);
      await fill(form, tab.valid);
      await submitButton(form).click();

      await expect(submitButton(form)).toBeDisabled();
      await expect(submitButton(form)).toHaveText("Submitting...");
      await expect(submitButton(form).locator("svg.animate-spin")).toBeVisible();
      release();
      await expect(toast(page, "Form Submitted Successfully!")).toBeVisible();
      await expect(submitButton(form)).toBeEnabled();
      await expect(submitButton(form)).not.toHaveText("Submitting...");

      expect(sent).toHaveLength(1);
      const { body, headers } = sent[0]!;
      expect(body.action).toBe(tab.action);
      expect(body.submissionId).toMatch(UUID);
      expect(body.website).toBe("");
      expect(body.name).toBe("Asha Verma");
      expect(headers["content-type"]).toBe("application/json");
      expect(Object.keys(headers).filter((name) => name.includes("key"))).toEqual([]);
    });

    test("after each kind of failure it toasts 'Submission Failed' with the reason and keeps the input", async ({
      page,
    }) => {
      let calls = 0;
      await answerRequests(page, (route) => failureCases[calls++]!.answer(route));
      const form = await openTab(page, tab.tab);
      await fill(form, tab.valid);
      for (const failure of failureCases) {
        // From the keyboard: the toast of the failure before may lie over the button.
        await submitButton(form).press("Enter");
        const failed = toast(page, "Submission Failed", failure.description);
        await expect(failed, failure.name).toBeVisible();
        await expect(failed, failure.name).toHaveAttribute("data-type", "error");
        await expectValues(form, tab.valid);
        await expect(submitButton(form), failure.name).toBeEnabled();
      }
    });
  });
}

test.describe("project form details", () => {
  test("the start date picker starts today and the chosen day is spelled out", async ({ page }) => {
    const form = await openTab(page, "PROJECT");
    const date = field(form, "Project Start Date");
    await expect(date).toHaveAttribute("type", "date");
    await expect(date).toHaveAttribute("min", isoDay(0));
    await date.fill(startDate);
    const chosen = `${chosenDatePrefix} ${longDay(startDate)}`;
    await expect(form.getByText(chosen)).toBeVisible();
    await expect(date).toHaveAccessibleDescription(chosen);
  });

  test("long text boxes are at least 120 px high and fields at least 44 px", async ({ page }) => {
    const form = await openTab(page, "PROJECT");
    const details = await field(form, "Project Details").boundingBox();
    expect(details!.height).toBeGreaterThanOrEqual(120);
    for (const label of ["Full Name", "Budget", "Project Start Date"]) {
      const box = await field(form, label).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
  });

  test("a field the server refuses shows the server's message under it", async ({ page }) => {
    await answerRequests(page, (route) =>
      route.fulfill({
        status: 400,
        json: {
          message: "Please correct the highlighted fields",
          errors: { email: "Please enter a valid email address" },
        },
      }),
    );
    const form = await openTab(page, "PROJECT");
    await fill(form, tabs[0]!.valid);
    await submitButton(form).click();
    await expect(
      toast(page, "Submission Failed", "Please correct the highlighted fields"),
    ).toBeVisible();
    await expect(field(form, "Business Email")).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    await expect(form.locator("[data-error-summary]")).toBeFocused();
  });

  test("a retry of the same enquiry keeps its submission id; the next enquiry gets a new one", async ({
    page,
  }) => {
    let calls = 0;
    const sent = await answerRequests(page, (route) =>
      ++calls === 1
        ? route.fulfill({ status: 503, json: { message: "Try again in a moment." } })
        : route.fulfill({ status: 201, json: { id: `e${calls}` } }),
    );
    const form = await openTab(page, "PROJECT");
    await fill(form, tabs[0]!.valid);
    await submitButton(form).click();
    await expect(toast(page, "Submission Failed", "Try again in a moment.")).toBeVisible();
    await submitButton(form).click();
    await expect(toast(page, "Form Submitted Successfully!")).toBeVisible();
    await fill(form, tabs[0]!.valid);
    await submitButton(form).click();
    await expect.poll(() => sent.length).toBe(3);

    expect(sent[1]!.body.submissionId).toBe(sent[0]!.body.submissionId);
    expect(sent[2]!.body.submissionId).not.toBe(sent[0]!.body.submissionId);
  });

  test("a double click sends one request", async ({ page }) => {
    const { release } = await holdRequests(page);
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/notification-hub/websiteToTeamNotification")) requests += 1;
    });
    const form = await openTab(page, "PROJECT");
    await fill(form, tabs[0]!.valid);
    await submitButton(form).dblclick();
    await expect(submitButton(form)).toHaveText("Submitting...");
    release();
    await expect(toast(page, "Form Submitted Successfully!")).toBeVisible();
    expect(requests).toBe(1);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the tabs sit side by side as one segmented control, and arrows still switch them", async ({
    page,
  }) => {
    await openForms(page);
    const tabs = page.getByRole("tablist").getByRole("tab");
    const tops = await tabs.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);

    await page.getByRole("tab", { name: "PROJECT" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "GENERAL ENQUIRY" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tabpanel", { name: "GENERAL ENQUIRY" })).toBeVisible();
  });
});

/** Each tab's label on one line, and every tab inside the row: its box reaches past no edge. */
async function tabLayout(page: Page) {
  return page.getByRole("tablist").evaluate((list) => {
    const row = list.getBoundingClientRect();
    return [...list.querySelectorAll('[role="tab"]')].map((tab) => {
      const box = tab.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(tab);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return {
        top: Math.round(box.top),
        lines: lines.size,
        inside: box.left >= row.left && box.right <= row.right,
      };
    });
  });
}

test.describe("on a phone, 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the three tabs sit on one line, each label unbroken", async ({ page }) => {
    for (const tab of ["project", "general", "job"]) {
      await page.goto(`/start-project?tab=${tab}`);
      const layout = await tabLayout(page);
      expect(layout, tab).toHaveLength(3);
      expect(new Set(layout.map((box) => box.top)).size, tab).toBe(1);
      for (const box of layout) expect(box, tab).toMatchObject({ lines: 1, inside: true });
    }
  });

  test("the form starts on the first screen, its date field named and showing its placeholder", async ({
    page,
  }) => {
    await openForms(page);
    const form = page.locator("#project-form");
    const firstField = await field(form, "Full Name").boundingBox();
    expect(firstField!.y + firstField!.height).toBeLessThan(812);

    const date = form.getByLabel("Project Start Date");
    await expect(date).toHaveAttribute("type", "date");
    const placeholder = form.locator(".date-placeholder");
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveText(
      fieldTextIn(content("forms").fields, "project", "projectStartDate").placeholder,
    );
    // Editing, the browser's own date segments take its place.
    await date.focus();
    await expect(placeholder).toBeHidden();
  });

  test("the header keeps a compact Start a Project button beside the menu", async ({ page }) => {
    await page.goto("/about");
    const header = page.getByRole("navigation", { name: content("siteText").header.label });
    const cta = header.getByRole("link", { name: content("siteText").header.cta.label });
    await expect(cta).toBeVisible();
    const box = await cta.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(40);
    const toggle = (await page.locator("[data-menu-toggle]").boundingBox())!;
    expect(box!.x + box!.width).toBeLessThanOrEqual(toggle.x);
    expect(toggle.x + toggle.width).toBeLessThanOrEqual(375);
  });

  test("beside the job form, the one-day hiring process; beside the others, the reply and proposal", async ({
    page,
  }) => {
    const career = content("career");
    const nextSteps = page.getByRole("heading", { name: startProject.nextSteps.title });
    const hiring = page.getByRole("heading", { name: career.hiring.title });
    await page.goto("/start-project?tab=job");
    await expect(hiring).toBeVisible();
    await expect(nextSteps).toBeHidden();
    await expect(page.getByText(career.hiring.note)).toBeVisible();

    await page.getByRole("tab", { name: "GENERAL ENQUIRY" }).click();
    await expect(nextSteps).toBeVisible();
    await expect(hiring).toBeHidden();
    await page.getByRole("tab", { name: "JOB ENQUIRY" }).click();
    await expect(hiring).toBeVisible();
    await expect(nextSteps).toBeHidden();
  });
});

test.describe("on the narrowest phone, 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the tabs stay in one row inside the page, and the header fits", async ({ page }) => {
    await openForms(page);
    const layout = await tabLayout(page);
    expect(new Set(layout.map((box) => box.top)).size).toBe(1);
    for (const box of layout) expect(box.inside).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    const toggle = (await page.locator("[data-menu-toggle]").boundingBox())!;
    expect(toggle.x + toggle.width).toBeLessThanOrEqual(320);
  });
});

test("a form showing its errors keeps AA contrast and passes axe", async ({ page }) => {
  const form = await openTab(page, "PROJECT");
  await submitButton(form).click();
  await expect(field(form, "Project Start Date")).toHaveAccessibleDescription(
    "Please select a start date",
  );
  const results = await new AxeBuilder({ page })
    .include("main form")
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
