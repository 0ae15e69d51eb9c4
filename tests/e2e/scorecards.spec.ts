import { expect, test, type Page } from "@playwright/test";
import {
  applicationText,
  boardText,
  scorecardSummaryText,
  scorecardText,
} from "#app/content/admin.ts";
import { insertBooking } from "#server/booking/store.ts";
import { insertOpening } from "#server/hiring/openings-store.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { enrolledAccount, recoveryCodeFor, withStore } from "#tests/helpers/e2e-accounts.ts";

/**
 * Scorecards (decision 028): the interviewer fills in an interview day's scorecard in a plain form
 * (legends, labels, keyboard; axe clean), a second submit edits it, and the recruiter reads it
 * from the card on the board; an offer made while it is missing needs a reason, kept in the
 * application's history.
 */
const PASSWORD = "a scorecard tester's long passphrase";
const INTERVIEWER = { email: "score.interviewer@malwasoftworks.example", password: PASSWORD };
const RECRUITER = { email: "score.recruiter@malwasoftworks.example", password: PASSWORD };
const FIRST_ADMINISTRATOR = "score.owner@malwasoftworks.example";

test.beforeAll(async () => {
  await enrolledAccount({ email: FIRST_ADMINISTRATOR, password: PASSWORD, role: "administrator" });
  // A developer who interviews: a sales account, who works no job applications otherwise.
  await enrolledAccount({ ...INTERVIEWER, role: "reviewer" });
  await enrolledAccount({ ...RECRUITER, role: "recruiter" });
});

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Code", { exact: true }).fill(await recoveryCodeFor(account.email));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/** An open opening with one candidate whose interview day, taken by the interviewer, is over. */
async function interviewed(page: Page) {
  const tag = crypto.randomUUID().slice(0, 8);
  const openingId = crypto.randomUUID();
  const slug = `score-tester-${tag}`;
  const name = `Kiran ${tag}`;
  await withStore((db) =>
    insertOpening(db, {
      title: `Score Tester ${tag}`,
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
      id: openingId,
      state: "open",
      at: new Date(),
    }),
  );
  const sent = await page.request.post(ENQUIRY_ENDPOINT, {
    data: {
      ...validBodies.jobEnquiry,
      name,
      email: `kiran.${tag}@mail.example`,
      coverLetter: `I am ${name}, and I have tested payment apps for two careful years.`,
      opening: slug,
    },
  });
  expect(sent.status()).toBe(201);
  const { id: enquiryId } = (await sent.json()) as { id: string };
  const bookingId = crypto.randomUUID();
  const start = new Date(Date.now() - 5 * 3_600_000);
  await withStore(async (db) => {
    const [interviewer] = await db.query("SELECT id FROM admin_users WHERE email = $1", [
      INTERVIEWER.email,
    ]);
    await insertBooking(db, {
      id: bookingId,
      enquiryId,
      eventType: "interview",
      consultantId: String(interviewer!.id),
      startsAt: start,
      endsAt: new Date(start.getTime() + 3 * 3_600_000),
      blockedUntil: new Date(start.getTime() + 3 * 3_600_000),
      visitorZone: "Asia/Kolkata",
      createdAt: new Date(start.getTime() - 86_400_000),
    });
  });
  return { name, bookingId, board: `/admin/openings/${openingId}/board` };
}

const rate = (page: Page, attribute: string, label: string) =>
  page.getByRole("group", { name: attribute }).getByLabel(label);

test("the interviewer fills in the scorecard by keyboard, edits it, and the recruiter reads it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const interview = await interviewed(page);
  await signIn(page, INTERVIEWER);
  await page.goto(`/admin/agenda/${interview.bookingId}/scorecard`);
  await expect(
    page.getByRole("heading", { name: scorecardText.heading(interview.name) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // By keyboard: the first rating's group takes focus, arrows choose within it.
  await rate(page, "Technical skill", scorecardText.ratings[1]!).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(rate(page, "Technical skill", scorecardText.ratings[3]!)).toBeChecked();
  await rate(page, "Problem solving", scorecardText.ratings[4]!).check();
  await rate(page, "Communication", scorecardText.ratings[2]!).check();
  await page
    .getByRole("group", { name: scorecardText.recommendationLegend })
    .getByLabel(scorecardText.recommendations.yes, { exact: true })
    .check();
  await page.getByLabel(scorecardText.notes).fill("Found the race in the checkout quickly.");
  await page.getByRole("button", { name: scorecardText.submit }).press("Enter");
  await expect(page.getByText(scorecardText.saved)).toBeVisible();
  await expect(rate(page, "Problem solving", scorecardText.ratings[4]!)).toBeChecked();
  await expectNoAxeViolations(page);

  await page
    .getByRole("group", { name: scorecardText.recommendationLegend })
    .getByLabel(scorecardText.recommendations["strong-yes"])
    .check();
  await page.getByRole("button", { name: scorecardText.update }).click();
  await expect(page.getByText(scorecardText.updated)).toBeVisible();

  const recruiterContext = await browser.newContext();
  const recruiter = await recruiterContext.newPage();
  await signIn(recruiter, RECRUITER);
  await recruiter.goto(interview.board);
  await recruiter.getByRole("link", { name: boardText.scorecards(interview.name) }).click();
  await expect(
    recruiter.getByRole("heading", {
      name: `${INTERVIEWER.email}: ${scorecardText.recommendations["strong-yes"]}`,
    }),
  ).toBeVisible();
  await expect(recruiter.getByText("Found the race in the checkout quickly.")).toBeVisible();
  await expectNoAxeViolations(recruiter);
  await recruiterContext.close();
});

test("an offer with a scorecard missing is refused until a reason is given, which the history keeps", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const interview = await interviewed(page);
  await signIn(page, RECRUITER);
  await page.goto(interview.board);
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: interview.name }) });
  await expect(card.getByText(scorecardSummaryText.count(0, 1))).toBeVisible();
  await expect(card.getByText(scorecardSummaryText.missing(INTERVIEWER.email))).toBeVisible();

  // On the application's page too: refused, with the reason asked for there.
  await card.getByRole("link", { name: interview.name, exact: true }).click();
  await page.getByLabel(applicationText.stage, { exact: true }).selectOption({ label: "Offer" });
  await page.getByRole("button", { name: applicationText.stageSubmit, exact: true }).click();
  await expect(page.getByText(scorecardSummaryText.refusedHere(INTERVIEWER.email))).toBeVisible();
  await page.goto(interview.board);

  await page.getByLabel(boardText.moveTo(interview.name)).selectOption({ label: "Offer" });
  await page.getByRole("button", { name: boardText.moveOf(interview.name) }).click();
  await expect(
    page.getByText(scorecardSummaryText.refused(interview.name, INTERVIEWER.email)),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // Sent empty, the browser asks for the reason; the card stays where it is.
  await page.getByRole("button", { name: scorecardSummaryText.reasonSubmit }).click();
  await expect(page.getByLabel(scorecardSummaryText.reasonLabel)).toBeFocused();

  const reason = "The interviewer is travelling; the take-home task settles it.";
  await page.getByLabel(scorecardSummaryText.reasonLabel).fill(reason);
  await page.getByRole("button", { name: scorecardSummaryText.reasonSubmit }).click();
  await expect(page.getByText(boardText.moved(interview.name, "Offer"))).toBeVisible();

  await card.getByRole("link", { name: interview.name, exact: true }).click();
  await expect(page.getByText(scorecardSummaryText.historyReason(reason))).toBeVisible();
  await expectNoAxeViolations(page);
});
