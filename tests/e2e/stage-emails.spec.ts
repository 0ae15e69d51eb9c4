import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { boardText } from "#app/content/admin.ts";
import { insertOpening } from "#server/hiring/openings-store.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { ownServerMember, signInOn } from "#tests/helpers/e2e-accounts.ts";
import { startOwnServer, type OwnServer } from "#tests/helpers/own-server.ts";

/**
 * A stage e-mail, on a server of its own that sends to a real SMTP server on loopback: moving a
 * card to Rejected first shows the kind rejection text filled in for the candidate; the recruiter
 * changes it, and it reaches the candidate's mailbox as a reply in their conversation, threaded
 * under the acknowledgement they got. The preview passes axe.
 */
const RECRUITER = {
  email: "stages.recruiter@malwasoftworks.example",
  password: "a stage recruiter's passphrase",
};
const CANDIDATE = "meera.iyer@example.com";
const TITLE = "Test Engineer";
/** Not one of the openings a fresh store starts with. */
const SLUG = "test-engineer-stage-emails";

let own: OwnServer;

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  own = await startOwnServer("stage-emails", { mail: true, env: { NOTIFY_AUTOREPLY: "true" } });
  // The first account of a store is always an administrator: this one, so the recruiter is not.
  await ownServerMember(
    own.db,
    { ...RECRUITER, email: "stages.owner@malwasoftworks.example" },
    "administrator",
  );
  await ownServerMember(own.db, RECRUITER, "recruiter");
});

test.afterAll(() => own?.close());

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    page.url(),
  ).toEqual([]);
}

test("moving a card to Rejected sends the recruiter's edit of the kind text, threaded", async ({
  page,
}) => {
  const { server, db, sink } = own;
  const openingId = crypto.randomUUID();
  const inserted = await insertOpening(db, {
    title: TITLE,
    slug: SLUG,
    department: "Quality",
    workplace: "on-site",
    employmentType: "internship",
    experience: "Fresher",
    salaryMin: undefined,
    salaryMax: undefined,
    description: "Test every screen of the apps we build, with the developers beside you.",
    datePosted: "2026-01-01",
    validThrough: "2999-12-31",
    id: openingId,
    state: "open",
    at: new Date(),
  });
  expect(inserted).toBe(true);
  const applied = await page.request.post(`${server.url}${ENQUIRY_ENDPOINT}`, {
    data: {
      ...validBodies.jobEnquiry,
      name: "Meera Iyer",
      email: CANDIDATE,
      position: TITLE,
      coverLetter: "I test every app I use and would love to learn QA with your team in Indore.",
      opening: SLUG,
    },
  });
  expect(applied.status()).toBe(201);
  const toCandidate = () => sink!.messages.filter((m) => m.recipients.includes(CANDIDATE));
  await expect.poll(() => toCandidate().length, { timeout: 10_000 }).toBe(1);
  const acknowledgement = toCandidate()[0]!;

  await signInOn(page, server.url, db, RECRUITER);
  await page.goto(`${server.url}/admin/openings/${openingId}/board`);
  await page.getByLabel(boardText.moveTo("Meera Iyer")).selectOption({ label: "Rejected" });
  await page.getByRole("button", { name: boardText.moveOf("Meera Iyer") }).click();

  const mail = page.getByLabel(boardText.preview.label("Meera Iyer"));
  await expect(mail).toContainText("Dear Meera,");
  await expect(mail).toContainText(`applying for the ${TITLE} role`);
  await expectNoAxeViolations(page);
  // Nothing moved yet: the card waits for the recruiter's word.
  const [row] = await db.query("SELECT stage FROM job_applications");
  expect(row?.stage).toBe("applied");

  const note = "We especially liked the bug report you sent with your application.";
  await mail.fill(`${await mail.inputValue()}\n\n${note}`);
  await page.getByRole("button", { name: boardText.preview.send }).click();
  await expect(page.getByText(boardText.mailQueued)).toBeVisible();

  await expect.poll(() => toCandidate().length, { timeout: 10_000 }).toBe(2);
  const rejection = toCandidate()[1]!;
  expect(rejection.subject).toMatch(/^Re: /);
  expect(rejection.text).toContain("Dear Meera,");
  expect(rejection.text).toContain(note);
  const acknowledged = acknowledgement.headers.get("message-id");
  expect(acknowledged).toBeTruthy();
  expect(rejection.headers.get("in-reply-to")).toBe(acknowledged);
  expect(rejection.headers.get("references")).toContain(acknowledged);
  const [moved] = await db.query("SELECT stage FROM job_applications");
  expect(moved?.stage).toBe("rejected");
});
