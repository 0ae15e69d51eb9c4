import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import {
  forgotPasswordText,
  openingsText,
  otherRolesText,
  peopleText,
  secondStepText,
  setPasswordText,
} from "#app/content/admin.ts";
import { enrolledAccount, recoveryCodeFor } from "#tests/helpers/e2e-accounts.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";

/**
 * The team's people, run from the browser: an administrator invites a recruiter (the test server
 * has no SMTP_URL, so the page hands the link over), who accepts, sets up two-step sign-in and
 * reaches the openings; a forgotten password is asked for from the sign-in page.
 */
const LEAD = {
  email: "people.lead@malwasoftworks.example",
  password: "the lead's long passphrase",
  role: "administrator",
} as const;

test.beforeAll(async () => {
  await enrolledAccount(LEAD);
});

async function signInAsLead(page: Page): Promise<void> {
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail").fill(LEAD.email);
  await page.getByLabel("Password").fill(LEAD.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Code", { exact: true }).fill(await recoveryCodeFor(LEAD.email));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

test("an administrator invites a recruiter, who accepts, sets up two-step sign-in, reaches the openings and cannot open a sales enquiry", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const word = crypto.randomUUID().slice(0, 8);
  const recruiter = { name: `Meera ${word}`, email: `meera.${word}@malwasoftworks.example` };

  await signInAsLead(page);
  await page
    .getByRole("navigation", { name: "Inbox sections" })
    .getByRole("link", { name: "People" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(peopleText.heading);
  await expectNoAxeViolations(page);

  const invite = page.getByRole("region", { name: peopleText.inviteHeading });
  await invite.getByLabel(peopleText.name).fill(recruiter.name);
  await invite.getByLabel(peopleText.email).fill(recruiter.email);
  await invite.getByLabel(peopleText.role).selectOption({ label: "Recruiter" });
  await invite.getByRole("button", { name: peopleText.invite }).click();
  const handed = page.getByText(/\/admin\/invitation\?token=/);
  await expect(handed).toBeVisible();
  const link = (await handed.textContent()) ?? "";
  const card = page.getByRole("listitem").filter({ hasText: recruiter.email });
  await expect(card).toContainText(peopleText.states.invited);
  await expectNoAxeViolations(page);

  // The invitee, in a browser of their own.
  const theirs = await browser.newContext();
  const invitee = await theirs.newPage();
  await invitee.goto(new URL(link).pathname + new URL(link).search);
  await expect(invitee.getByRole("heading", { level: 1 })).toHaveText(
    setPasswordText.invitationHeading(recruiter.name),
  );
  await expectNoAxeViolations(invitee);
  await invitee.getByLabel(setPasswordText.password).fill("the recruiter's passphrase");
  await invitee.getByLabel(setPasswordText.confirm).fill("the recruiter's passphrase!");
  await invitee.getByRole("button", { name: setPasswordText.submitInvitation }).click();
  await expect(invitee.getByRole("alert")).toHaveText(setPasswordText.mismatch);
  await invitee.getByLabel(setPasswordText.password).fill("the recruiter's passphrase");
  await invitee.getByLabel(setPasswordText.confirm).fill("the recruiter's passphrase");
  await invitee.getByRole("button", { name: setPasswordText.submitInvitation }).click();

  await expect(invitee.getByRole("heading", { level: 1 })).toHaveText(secondStepText.enrolHeading);
  const key = (await invitee.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent()) ?? "";
  const app = new TOTP({ secret: Secret.fromBase32(key.replace(/ /g, "")) });
  await invitee.getByLabel("Code", { exact: true }).fill(app.generate());
  await invitee.getByRole("button", { name: secondStepText.enrolSubmit }).click();
  await expect(invitee.getByRole("heading", { level: 1 })).toHaveText(
    secondStepText.recoveryHeading,
  );
  await invitee.getByRole("link", { name: secondStepText.continue }).click();
  await invitee
    .getByRole("navigation", { name: "Inbox sections" })
    .getByRole("link", { name: "Openings" })
    .click();
  await expect(invitee.getByRole("heading", { level: 1 })).toHaveText(openingsText.heading);
  const sale = await request.post(ENQUIRY_ENDPOINT, { data: validBodies.contact });
  const { id } = (await sale.json()) as { id: string };
  const refused = await invitee.goto(`/admin/enquiries/${id}`);
  expect(refused?.status()).toBe(403);
  await expect(invitee.getByRole("heading", { level: 1 })).toHaveText(otherRolesText.heading);
  // The link has done its work.
  await invitee.goto(new URL(link).pathname + new URL(link).search);
  await expect(invitee.getByRole("heading", { level: 1 })).toHaveText(
    setPasswordText.closed.used.heading,
  );
  await theirs.close();

  await page.reload();
  const accepted = page.getByRole("listitem").filter({ hasText: recruiter.email });
  await expect(accepted).toContainText(peopleText.states.active);
  await expect(accepted).toContainText(peopleText.twoStepOn);
});

test("the sign-in page leads to a forgotten password's page, which answers any address alike", async ({
  page,
}) => {
  await page.goto("/admin/sign-in");
  await page.getByRole("link", { name: forgotPasswordText.link }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(forgotPasswordText.heading);
  await expectNoAxeViolations(page);
  for (const address of [LEAD.email, "nobody.here@malwasoftworks.example"]) {
    await page.getByLabel(forgotPasswordText.email).fill(address);
    await page.getByRole("button", { name: forgotPasswordText.submit }).click();
    await expect(page.getByText(forgotPasswordText.sent)).toBeVisible();
  }
});
