import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import { applicationsListText, boardText } from "#app/content/admin.ts";
import { insertOpening } from "#server/hiring/openings-store.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { enrolledAccount, recoveryCodeFor, withStore } from "#tests/helpers/e2e-accounts.ts";

/**
 * An opening's board: a column per stage, a card per candidate, and a card moved by mouse (drag
 * and drop), by keyboard, and by the plain form without JavaScript; a move made on a stale board
 * changes nothing. The list view says what it is filtered by. Axe finds nothing on either.
 */
const RECRUITER = {
  email: "board.recruiter@malwasoftworks.example",
  password: "a board recruiter's long passphrase",
};
/** The first account of a store is always an administrator: this one, so the recruiter is not. */
const FIRST_ADMINISTRATOR = "board.owner@malwasoftworks.example";

test.beforeAll(async () => {
  await enrolledAccount({ ...RECRUITER, email: FIRST_ADMINISTRATOR, role: "administrator" });
  await enrolledAccount({ ...RECRUITER, role: "recruiter" });
});

async function signIn(page: Page): Promise<void> {
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail").fill(RECRUITER.email);
  await page.getByLabel("Password").fill(RECRUITER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Code", { exact: true }).fill(await recoveryCodeFor(RECRUITER.email));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/** An open opening of its own with two candidates, one with a CV, applied through the endpoint. */
async function openingWithCandidates(page: Page) {
  const tag = crypto.randomUUID().slice(0, 8);
  const id = crypto.randomUUID();
  const title = `Board Tester ${tag}`;
  const slug = `board-tester-${tag}`;
  await withStore((db) =>
    insertOpening(db, {
      title,
      slug,
      department: "Quality",
      workplace: "on-site",
      employmentType: "full-time",
      experience: "1-3 years",
      salaryMin: undefined,
      salaryMax: undefined,
      description: "Try every screen of the apps we build before our clients do, with care.",
      datePosted: "2026-01-01",
      validThrough: "2999-12-31",
      id,
      state: "open",
      at: new Date(),
    }),
  );
  const candidates = { asha: `Asha ${tag}`, ravi: `Ravi ${tag}` };
  const asha = await page.request.post(ENQUIRY_ENDPOINT, {
    multipart: {
      ...validBodies.jobEnquiry,
      name: candidates.asha,
      email: `asha.${tag}@mail.example`,
      // A cover letter of their own: one body sent from many addresses counts towards spam.
      coverLetter: `I am ${candidates.asha}, and I have tested mobile apps for three years.`,
      opening: slug,
      cv: { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") },
    },
  });
  expect(asha.status()).toBe(201);
  const ravi = await page.request.post(ENQUIRY_ENDPOINT, {
    data: {
      ...validBodies.jobEnquiry,
      name: candidates.ravi,
      email: `ravi.${tag}@mail.example`,
      coverLetter: `I am ${candidates.ravi}, and I write careful test plans for web apps.`,
      opening: slug,
    },
  });
  expect(ravi.status()).toBe(201);
  return { id, title, candidates, board: `/admin/openings/${id}/board` };
}

const column = (page: Page, name: RegExp) => page.getByRole("region", { name });
const card = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });

test("a card moves by drag and drop", async ({ page }) => {
  test.setTimeout(60_000);
  const opening = await openingWithCandidates(page);
  await signIn(page);
  await page.goto(opening.board);
  const applied = column(page, /^Applied, 2 candidates/);
  await expect(applied.getByRole("heading", { name: opening.candidates.asha })).toBeVisible();
  await expect(
    applied.getByRole("link", { name: boardText.cv(opening.candidates.asha) }),
  ).toBeVisible();
  await expect(applied.getByText(boardText.days(0)).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Picked up by its edge, as a person grabs a card, not by its link or its form, once the
  // board's script (after the first paint) has made it draggable.
  await expect(card(page, opening.candidates.asha)).toHaveAttribute("draggable", "true");
  await card(page, opening.candidates.asha).dragTo(column(page, /^Screen, /), {
    sourcePosition: { x: 4, y: 4 },
  });
  await expect(page.getByText(boardText.moved(opening.candidates.asha, "Screen"))).toBeVisible();
  await expect(
    column(page, /^Screen, 1 candidate/).getByRole("heading", { name: opening.candidates.asha }),
  ).toBeVisible();
  await expect(column(page, /^Applied, 1 candidate/)).toBeVisible();
});

test("a card moves by keyboard alone", async ({ page }) => {
  test.setTimeout(60_000);
  const opening = await openingWithCandidates(page);
  await signIn(page);
  await page.goto(opening.board);
  const select = page.getByLabel(boardText.moveTo(opening.candidates.ravi));
  await select.focus();
  // Applied, then Screen, then Interview day.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("button", { name: boardText.moveOf(opening.candidates.ravi) }),
  ).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(
    page.getByText(boardText.moved(opening.candidates.ravi, "Interview day")),
  ).toBeVisible();
  await expect(
    column(page, /^Interview day, 1 candidate/).getByRole("heading", {
      name: opening.candidates.ravi,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // The list view of the same opening (axe reads it with scripts on).
  await page.getByRole("link", { name: boardText.toList }).click();
  await expect(page.getByRole("table")).toContainText(opening.candidates.ravi);
  await expectNoAxeViolations(page);
  // The hiring report counts the move: two applied, one reached the interview day.
  await page.goto("/admin/openings/report");
  const figures = page.getByRole("region", { name: new RegExp(`^${opening.title}`) });
  await expect(
    figures
      .getByRole("table", { name: /Reached each stage/ })
      .getByRole("row", { name: /Interview day/ }),
  ).toContainText("1");
  await expectNoAxeViolations(page);
  const csv = await page.request.get("/admin/openings/report.csv");
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await csv.text()).toContain(`"${opening.title}","Reached each stage","Interview day","1"`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a card moves by its form, a stale move changes nothing, and the list says its filter", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const opening = await openingWithCandidates(page);
    await signIn(page);
    await page.goto(opening.board);
    // A colleague's tab, drawn at the same moment.
    const other = await context.newPage();
    await other.goto(opening.board);

    await page
      .getByLabel(boardText.moveTo(opening.candidates.asha))
      .selectOption({ label: "Offer" });
    await page.getByRole("button", { name: boardText.moveOf(opening.candidates.asha) }).click();
    await expect(page.getByText(boardText.moved(opening.candidates.asha, "Offer"))).toBeVisible();

    await other
      .getByLabel(boardText.moveTo(opening.candidates.asha))
      .selectOption({ label: "Rejected" });
    const [answer] = await Promise.all([
      other.waitForResponse((response) => response.request().method() === "POST"),
      other.getByRole("button", { name: boardText.moveOf(opening.candidates.asha) }).click(),
    ]);
    expect(answer.status()).toBe(409);
    await expect(other.getByText(boardText.stale(opening.candidates.asha, "Offer"))).toBeVisible();
    await expect(
      column(other, /^Offer, 1 candidate/).getByRole("heading", { name: opening.candidates.asha }),
    ).toBeVisible();
    await expect(column(other, /^Rejected, 0 candidates/)).toBeVisible();

    await page.getByRole("link", { name: boardText.toList }).click();
    await expect(page.getByText(applicationsListText.filteredBy([opening.title]))).toBeVisible();
    await page.getByLabel(applicationsListText.stage).selectOption({ label: "Offer" });
    await page.getByRole("button", { name: applicationsListText.apply }).click();
    await expect(
      page.getByText(applicationsListText.filteredBy([opening.title, "Offer"])),
    ).toBeVisible();
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(opening.candidates.asha);
    await expect(rows.nth(1)).toContainText(opening.title);
    await expect(
      rows.nth(1).getByRole("link", { name: boardText.cv(opening.candidates.asha) }),
    ).toBeVisible();
  });
});
