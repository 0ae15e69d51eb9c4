import { expect, test, type Browser } from "@playwright/test";
import { boardText } from "#app/content/admin.ts";
import { insertOpening } from "#server/hiring/openings-store.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { INTERVIEW_PATH } from "#shared/hiring/interview-link.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { content } from "#tests/helpers/content.ts";
import { ownServerMember, signInOn } from "#tests/helpers/e2e-accounts.ts";
import { startOwnServer, type OwnServer } from "#tests/helpers/own-server.ts";

/**
 * A candidate books their interview day, on a server of its own that mails a real SMTP server on
 * loopback: the recruiter moves the card to Interview day and sends the stage e-mail, whose
 * {interview_link} arrives as the candidate's own link; the candidate picks a time on its page,
 * without JavaScript as with it, and gets the invitation; the card shows the day. A spent link
 * and an unknown one say so and offer to ask for a new one. Each page passes axe.
 */
const words = content("bookPage").interview;
const mails = content("booking").interviewEmails;
const RECRUITER = {
  email: "interview.recruiter@malwasoftworks.example",
  password: "an interview recruiter's passphrase",
};
const SLUG = "test-engineer-interview-day";

let own: OwnServer;
let openingId: string;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  own = await startOwnServer("interview-booking", { mail: true });
  // The first account of a store is always an administrator: this one, so the recruiter is not.
  await ownServerMember(
    own.db,
    { ...RECRUITER, email: "interview.owner@malwasoftworks.example" },
    "administrator",
  );
  await ownServerMember(own.db, RECRUITER, "recruiter");
  openingId = crypto.randomUUID();
  await insertOpening(own.db, {
    title: "Test Engineer",
    slug: SLUG,
    department: "Quality",
    workplace: "on-site",
    employmentType: "full-time",
    experience: "2-4 years",
    salaryMin: undefined,
    salaryMax: undefined,
    description: "Test every screen of the apps we build, with the developers beside you.",
    datePosted: "2026-01-01",
    validThrough: "2999-12-31",
    id: openingId,
    state: "open",
    at: new Date(),
  });
});

test.afterAll(() => own?.close());

/** The candidate applies; the recruiter moves them to Interview day and sends the e-mail. */
async function inviteToInterview(browser: Browser, name: string, email: string): Promise<string> {
  const { server, db, sink } = own;
  const context = await browser.newContext();
  const page = await context.newPage();
  const applied = await page.request.post(`${server.url}${ENQUIRY_ENDPOINT}`, {
    data: { ...validBodies.jobEnquiry, name, email, position: "Test Engineer", opening: SLUG },
  });
  expect(applied.status()).toBe(201);
  await signInOn(page, server.url, db, RECRUITER);
  await page.goto(`${server.url}/admin/openings/${openingId}/board`);
  await page.getByLabel(boardText.moveTo(name)).selectOption({ label: "Interview day" });
  await page.getByRole("button", { name: boardText.moveOf(name) }).click();
  // The preview keeps the placeholder, and says what becomes of it.
  await expect(page.getByLabel(boardText.preview.label(name))).toContainText("{interview_link}");
  await expect(page.getByText(boardText.preview.interviewLink("{interview_link}"))).toBeVisible();
  await page.getByRole("button", { name: boardText.preview.send }).click();
  await expect(page.getByText(boardText.mailQueued)).toBeVisible();
  await context.close();

  const linkPattern = new RegExp(`https?://[^\\s]+${INTERVIEW_PATH}/[\\w-]+`);
  await expect
    .poll(
      () =>
        sink!.messages.find((m) => m.recipients.includes(email) && linkPattern.test(m.text ?? "")),
      {
        timeout: 15_000,
      },
    )
    .toBeTruthy();
  const mail = sink!.messages.find(
    (m) => m.recipients.includes(email) && linkPattern.test(m.text ?? ""),
  )!;
  expect(mail.text).not.toContain("{interview_link}");
  // The address the mail carries is the site's; the test's own server answers it.
  return new URL(linkPattern.exec(mail.text!)![0]).pathname;
}

for (const javaScriptEnabled of [false, true]) {
  test(`a candidate books their interview day ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
    browser,
  }) => {
    const { server, sink } = own;
    const name = javaScriptEnabled ? "Meera Iyer" : "Arjun Rao";
    const email = javaScriptEnabled ? "meera.iyer@example.com" : "arjun.rao@example.com";
    const path = await inviteToInterview(browser, name, email);

    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
    await expect(page.getByText(`Hello ${name.split(" ")[0]},`)).toBeVisible();
    // axe runs in the page: only where scripts do.
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    await page.locator('details[open] input[name="slot"]').first().check();
    await page.getByRole("button", { name: words.bookButton }).click();
    await expect(page.getByRole("heading", { name: words.bookedHeading })).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    // The confirmation with its invitation reaches the candidate.
    await expect
      .poll(
        () =>
          sink!.messages.some(
            (m) =>
              m.recipients.includes(email) &&
              m.subject === mails.confirmation.subject.replace("{company}", "Malwa Softworks"),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);

    // The confirmation's manage link opens the interview day, in its own words.
    const confirmation = sink!.messages.find(
      (m) => m.recipients.includes(email) && /\/book\/manage\//.test(m.text ?? ""),
    )!;
    const manage = new URL(/https?:\/\/\S+\/book\/manage\/[\w-]+/.exec(confirmation.text!)![0]);
    await page.goto(`${server.url}${manage.pathname}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      content("bookPage").manageInterview.heading,
    );
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    // Spent: the link says so, with the way to ask for a new one by e-mail.
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole("heading", { name: words.usedHeading })).toBeVisible();
    await context.close();
  });
}

test("the card shows the booked day, and an unknown link offers to ask for a new one", async ({
  page,
}) => {
  const { server, db } = own;
  await signInOn(page, server.url, db, RECRUITER);
  await page.goto(`${server.url}/admin/openings/${openingId}/board`);
  await expect(page.getByText(/^Interview day: /)).toHaveCount(2);
  await page.goto(`${server.url}/admin/agenda`);
  await expect(page.getByRole("link", { name: "Meera Iyer" })).toBeVisible();

  const unknown = await page.goto(`${server.url}${INTERVIEW_PATH}/no-such-link`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: words.unknownHeading })).toBeVisible();
  const ask = page.getByRole("link", { name: words.askForNew });
  await expect(ask).toHaveAttribute("href", /^mailto:careers@/);
  await expectNoAxeViolations(page);
});
