import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import { openingsText } from "#app/content/admin.ts";
import { content } from "#tests/helpers/content.ts";
import { enrolledAccount, recoveryCodeFor, withStore } from "#tests/helpers/e2e-accounts.ts";
import { FIRST_OPENINGS } from "#server/hiring/first-openings.ts";
import { applyPath } from "#shared/hiring/openings.ts";
import { fill } from "./forms-helpers.ts";
import { jsonLdOf } from "./pages-helpers.ts";

/**
 * A recruiter publishes a job opening in the inbox and it is on the site at once; closing it
 * takes it off again (410). The account is made with `npm run admin`, the rest in the browser.
 */
const RECRUITER = {
  email: "recruiter.e2e@malwasoftworks.example",
  password: "a recruiter's long passphrase",
};
const career = content("career");

/** The first account of a store is always an administrator: this one, so the recruiter is not. */
const FIRST_ADMINISTRATOR = "openings.owner@malwasoftworks.example";

async function signInAsRecruiter(page: Page): Promise<void> {
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail").fill(RECRUITER.email);
  await page.getByLabel("Password").fill(RECRUITER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Code", { exact: true }).fill(await recoveryCodeFor(RECRUITER.email));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

test.beforeAll(async () => {
  await enrolledAccount({ ...RECRUITER, email: FIRST_ADMINISTRATOR, role: "administrator" });
  await enrolledAccount({ ...RECRUITER, role: "recruiter" });
});

test("a recruiter publishes an opening, sees its page, and closes it", async ({
  page,
  request,
}) => {
  // Four pages audited with axe on a shared machine.
  test.setTimeout(90_000);
  const slug = `site-reliability-engineer-${crypto.randomUUID().slice(0, 8)}`;
  const title = `Site Reliability Engineer ${slug.slice(-8)}`;

  await signInAsRecruiter(page);
  await page
    .getByRole("navigation", { name: "Inbox sections" })
    .getByRole("link", { name: "Openings" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(openingsText.heading);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: openingsText.create }).click();
  const fields = openingsText.fields;
  await page.getByLabel(fields.title).fill("SR");
  await page.getByRole("button", { name: openingsText.createSubmit }).click();
  await expect(page.getByLabel(fields.title)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(openingsText.invalid)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(fields.title).fill(title);
  // The address is made from the title as it is typed.
  await expect(page.getByLabel(fields.slug)).toHaveValue(slug);
  await page.getByLabel(fields.department).fill("Cloud and DevOps");
  await page.getByLabel(fields.workplace).selectOption({ label: "Remote" });
  await page.getByLabel(fields.employmentType).selectOption({ label: "Full-time" });
  await page.getByLabel(fields.experience).fill("3-6 years");
  await page.getByLabel(fields.salaryMin).fill("1200000");
  await page.getByLabel(fields.salaryMax).fill("1800000");
  await page
    .getByLabel(fields.description)
    .fill(
      "Keep our clients' platforms up and fast, and make on-call calm.\n\n## What you will do\n\n- Run Kubernetes clusters\n- Write runbooks <script>alert(1)</script>",
    );
  await page.getByRole("button", { name: openingsText.createSubmit }).click();
  await expect(page.getByText(openingsText.created)).toBeVisible();
  expect((await request.get(`/career/${slug}`)).status()).toBe(404);

  // Its own stages: one added (before Hired), then moved earlier, without a script.
  const stages = page.getByRole("region", { name: openingsText.stages.heading });
  await stages.getByLabel(openingsText.stages.addLabel).fill("Take-home task");
  await stages.getByRole("button", { name: openingsText.stages.add }).click();
  await expect(page.getByText(openingsText.stages.saved)).toBeVisible();
  await page
    .getByRole("button", {
      name: openingsText.stages.actionOn(openingsText.stages.up, "Take-home task"),
    })
    .click();
  const names = page
    .getByRole("region", { name: openingsText.stages.heading })
    .getByRole("textbox", { name: /^Name of the stage/ });
  await expect
    .poll(() =>
      names.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    )
    .toEqual([
      "Applied",
      "Screen",
      "Interview day",
      "Take-home task",
      "Offer",
      "Hired",
      "Rejected",
      "Withdrawn",
    ]);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: `${openingsText.publish}: ${title}` }).click();
  await expect(page.getByText(openingsText.published)).toBeVisible();

  const opened = await request.get(`/career/${slug}`);
  expect(opened.status()).toBe(200);
  const postings = jsonLdOf(await opened.text()).filter((entry) => entry["@type"] === "JobPosting");
  expect(postings).toHaveLength(1);
  expect(postings[0]).toMatchObject({
    title,
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: { "@type": "Country" },
    baseSalary: { currency: "INR", value: { minValue: 1_200_000, maxValue: 1_800_000 } },
  });

  const visitor = await page.context().newPage();
  // Axe measures contrast as it is at that moment: the hero's picture must not be fading in.
  await visitor.emulateMedia({ reducedMotion: "reduce" });
  await visitor.goto("/career");
  await visitor.getByRole("article").filter({ hasText: title }).getByRole("link").click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  // The team's Markdown is shown, its HTML only as text.
  await expect(visitor.locator("#role li")).toContainText(["Run Kubernetes clusters"]);
  await expect(visitor.locator("#role script")).toHaveCount(0);
  await expectNoAxeViolations(visitor);

  await page.getByRole("link", { name: `${openingsText.close}: ${title}` }).click();
  // Closing asks first, saying who is still in progress; nothing has changed yet.
  await expect(
    page.getByRole("heading", { name: openingsText.confirmClose.heading(title) }),
  ).toBeVisible();
  await expect(page.getByText(openingsText.confirmClose.body(0))).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await request.get(`/career/${slug}`)).status()).toBe(200);
  await page.getByRole("button", { name: openingsText.confirmClose.submit }).click();
  await expect(page.getByText(openingsText.closed)).toBeVisible();
  const gone = await visitor.goto(`/career/${slug}`);
  expect(gone?.status()).toBe(410);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(career.opening.goneTitle);
  await expect(visitor.getByRole("heading", { name: career.opening.goneOthers })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitor.goto("/career");
  await expect(visitor.getByRole("heading", { name: title })).toHaveCount(0);
});

test.describe("a CV sent without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is stored with the application, downloads only as a file, and the stage moves", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const opening = FIRST_OPENINGS[1]!;
    const email = `cv.${crypto.randomUUID().slice(0, 8)}@mail.example`;
    const cv = Buffer.from(`%PDF-1.4\n% ${email}\ntrailer << >>\n%%EOF\n`);
    await page.goto(applyPath(opening.slug));
    const form = page.locator("#job-enquiry-form");
    await fill(form, {
      "Full Name": "Asha Verma",
      "Email Address": email,
      "Phone Number": "+91 98765 43210",
      "Cover Letter": "Five years of React and TypeScript, most recently a logistics dashboard.",
    });
    await form.getByLabel("Your CV (optional)").setInputFiles({
      name: "Asha Verma CV.pdf",
      mimeType: "application/pdf",
      buffer: cv,
    });
    await Promise.all([page.waitForLoadState("load"), form.locator("button[type=submit]").click()]);
    await expect(page.locator("#job-enquiry-form")).toContainText("Form Submitted Successfully!");

    const id = await enquiryIdOf(email);
    const teamContext = await browser.newContext({ javaScriptEnabled: true });
    const team = await teamContext.newPage();
    await signInAsRecruiter(team);
    await team.goto(`/admin/enquiries/${id}`);
    const panel = team.getByRole("region", { name: "Application" });
    await expect(panel.getByRole("link", { name: opening.title })).toBeVisible();
    const link = panel.getByRole("link", { name: /Download Asha Verma CV\.pdf/ });
    const href = (await link.getAttribute("href"))!;
    // A HEAD (a link checker, a download manager asking the size) answers the headers alone and
    // is no download: the audit log counts only the GET.
    const head = await team.request.head(href);
    expect(head.status()).toBe(200);
    expect(head.headers()).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(cv.length),
    });
    expect(head.headers()["content-disposition"]).toMatch(/^attachment; /);
    expect(await cvDownloadsAudited(id)).toBe(0);
    const download = await team.request.get(href);
    expect(download.status()).toBe(200);
    expect(await cvDownloadsAudited(id)).toBe(1);
    expect(download.headers()).toMatchObject({
      "content-type": "application/pdf",
      "x-content-type-options": "nosniff",
    });
    expect(download.headers()["content-disposition"]).toMatch(
      /^attachment; filename="Asha Verma CV\.pdf"/,
    );
    expect(download.headers()["content-security-policy"]).toContain("sandbox");
    expect(Buffer.from(await download.body()).equals(cv)).toBe(true);

    await panel.getByLabel("Stage").selectOption({ label: "Interview day" });
    await panel.getByRole("button", { name: "Move" }).click();
    await expect(team.getByRole("region", { name: "Application" })).toContainText(
      "Moved to Interview day.",
    );
    await expect(team.getByRole("region", { name: "Application" })).toContainText(
      "Applied → Interview day",
    );
    await expectNoAxeViolations(team);
    await teamContext.close();
  });
});

/** The id of the enquiry sent from `email`, read from the test server's database. */
function enquiryIdOf(email: string): Promise<string> {
  return withStore(async (db) => {
    const rows = await db.query<{ id: string; fields: unknown }>(
      "SELECT id, fields FROM enquiries",
    );
    const row = rows.find((entry) => JSON.stringify(entry.fields).includes(email));
    if (!row) throw new Error(`No enquiry from ${email}`);
    return String(row.id);
  });
}

/** How many downloads of the enquiry's CV the audit log holds. */
function cvDownloadsAudited(enquiryId: string): Promise<number> {
  return withStore(async (db) => {
    const [row] = await db.query(
      "SELECT COUNT(*) AS count FROM audit_log WHERE action = 'cv-downloaded' AND subject = $1",
      [enquiryId],
    );
    return Number(row?.count ?? 0);
  });
}
