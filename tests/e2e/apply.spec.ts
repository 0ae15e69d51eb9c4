import { expect, test, type Browser, type Page } from "@playwright/test";
import { loadEnv } from "#server/boot/env.ts";
import { FIRST_OPENINGS } from "#server/hiring/first-openings.ts";
import { insertOpening } from "#server/hiring/openings-store.ts";
import { openDatabase } from "#server/store/open.ts";
import { applyPath, openingPath } from "#shared/hiring/openings.ts";
import { e2eDatabaseUrl } from "#tests/helpers/e2e-run.ts";
import { content } from "#tests/helpers/content.ts";
import { formWords } from "#server/enquiries/form-words.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { CV_MAX_BYTES } from "#shared/hiring/cv.ts";
import { escapeRegExp, expectValues, field, fill } from "./forms-helpers.ts";
import { hydrated } from "./pages-helpers.ts";

/**
 * Apply on an opening's page opens the job form with the position filled in, and the stored
 * application names the opening it came from, with JavaScript and without it.
 */
const career = content("career");
const jobTab = content("startProject").tabs.jobEnquiry;
/** Any opening a fresh store is given. */
const opening = FIRST_OPENINGS[0]!;

/** The opening the stored application from `email` is tied to, and its stage. */
async function applicationOf(email: string) {
  const db = await openDatabase(loadEnv({ DATABASE_URL: e2eDatabaseUrl() }).database);
  try {
    const rows = await db.query<{ slug: string | null; stage: string; fields: unknown }>(
      `SELECT o.slug, a.stage, e.fields FROM enquiries e
       JOIN job_applications a ON a.enquiry_id = e.id
       LEFT JOIN openings o ON o.id = a.opening_id`,
    );
    return rows.find((row) => JSON.stringify(row.fields).includes(email));
  } finally {
    await db.close();
  }
}

/** Runs `work` on the server's store. */
async function inStore<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const db = await openDatabase(loadEnv({ DATABASE_URL: e2eDatabaseUrl() }).database);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

async function applyFromOpeningPage(page: Page, { slug, title } = opening) {
  await page.goto(openingPath(slug));
  await page.getByRole("link", { name: career.opening.applyLabel }).first().click();
  await expect(page).toHaveURL(applyPath(slug));
  await expect(page.getByRole("tab", { name: jobTab.label })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const form = page.locator("#job-enquiry-form");
  await expect(field(form, "Position")).toHaveValue(title);
  return form;
}

const coverLetter =
  "I am finishing my B.Tech in Indore and test every app I use; I would love to learn QA with your team.";

/** Axe needs script: the page as the server answered it, opened again where script runs. */
async function expectNoAxeViolationsIn(browser: Browser, url: string, html: string) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.route(url, (route) => route.fulfill({ body: html, contentType: "text/html" }));
  await page.goto(url);
  await expectNoAxeViolations(page);
  await context.close();
}

/** A PDF of 6 MB, over the 5 MB a CV may weigh. */
const largeCv = {
  name: "cv-scan.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(CV_MAX_BYTES + 1024 * 1024, 7)]),
};

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the application is posted and tied to the opening", async ({ page }) => {
    const email = `no-js.${crypto.randomUUID().slice(0, 8)}@mail.example`;
    const form = await applyFromOpeningPage(page);
    await fill(form, {
      "Full Name": "Meera Iyer",
      "Email Address": email,
      "Phone Number": "+91 94250 77777",
      "Cover Letter": coverLetter,
    });
    await Promise.all([page.waitForLoadState("load"), form.locator("button[type=submit]").click()]);
    await expect(page.locator("#job-enquiry-form")).toContainText("Form Submitted Successfully!");
    expect(await applicationOf(email)).toMatchObject({ slug: opening.slug, stage: "applied" });
  });

  test("an opening closed while the form was filled in refuses it with the current openings", async ({
    page,
  }) => {
    const own = { ...opening, slug: `closing-${crypto.randomUUID().slice(0, 8)}` };
    const id = crypto.randomUUID();
    await inStore((db) =>
      insertOpening(db, {
        ...own,
        salaryMin: undefined,
        salaryMax: undefined,
        description: "A role that closes while a candidate is still writing to us.",
        validThrough: "2999-12-31",
        id,
        state: "open",
        at: new Date(),
      }),
    );
    const email = `late.${crypto.randomUUID().slice(0, 8)}@mail.example`;
    const form = await applyFromOpeningPage(page, own);
    await fill(form, {
      "Full Name": "Meera Iyer",
      "Email Address": email,
      "Phone Number": "+91 94250 77777",
      "Cover Letter": coverLetter,
    });
    await inStore((db) => db.query("UPDATE openings SET state = 'closed' WHERE id = $1", [id]));
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === "POST"),
      form.locator("button[type=submit]").click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(career.opening.goneTitle);
    await expect(page.getByText(formWords.answers.opening.closed)).toBeVisible();
    // The same title's first opening is still open; the closed one is not listed beside it.
    await expect(page.getByRole("article", { name: own.title })).toHaveCount(1);
    expect(await applicationOf(email)).toBeUndefined();
  });

  test("a CV over 5 MB: the form comes back with the CV's message and what was typed", async ({
    page,
    browser,
  }) => {
    const email = `large-cv.${crypto.randomUUID().slice(0, 8)}@mail.example`;
    const form = await applyFromOpeningPage(page);
    const typed = {
      "Full Name": "Meera Iyer",
      "Email Address": email,
      "Phone Number": "+91 94250 77777",
      "Cover Letter": coverLetter,
    };
    await fill(form, typed);
    await field(form, "Your CV").setInputFiles(largeCv);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === "POST"),
      form.locator("button[type=submit]").click(),
    ]);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);

    const after = page.locator("#job-enquiry-form");
    const message = formWords.answers.cv.tooLarge;
    await expect(
      after.locator("[data-error-summary]").getByRole("link", { name: message }),
    ).toBeVisible();
    const cv = field(after, "Your CV");
    await expect(cv).toHaveAttribute("aria-invalid", "true");
    await expect(cv).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    await expectValues(after, { ...typed, Position: opening.title });
    expect(await applicationOf(email)).toBeUndefined();
    await expectNoAxeViolationsIn(browser, page.url(), await response.text());
  });
});

test("with JavaScript, the application is sent and tied to the opening", async ({ page }) => {
  const email = `js.${crypto.randomUUID().slice(0, 8)}@mail.example`;
  const form = await applyFromOpeningPage(page);
  await hydrated(form);
  await fill(form, {
    "Full Name": "Meera Iyer",
    "Email Address": email,
    "Phone Number": "+91 94250 77777",
    "Cover Letter": coverLetter,
  });
  await form.getByRole("button", { name: /submit|send|apply/i }).click();
  await expect.poll(() => applicationOf(email)).toMatchObject({ slug: opening.slug });
});
