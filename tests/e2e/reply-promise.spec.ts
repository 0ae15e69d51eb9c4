import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { startOwnServer, type OwnServer } from "#tests/helpers/own-server.ts";
import { expect, test, type Page } from "@playwright/test";
import { ownServerMember, signInOn } from "#tests/helpers/e2e-accounts.ts";
import { type RunningServer } from "#server/boot/start-server.ts";
import type { Database } from "#server/store/database.ts";
import { putSavedReply } from "#server/replies/store.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { type SmtpSink } from "#server/test-support/smtp-sink.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";

/**
 * The reply promise in the browser, on a server of its own that sends e-mail to a real SMTP
 * server on loopback: a reviewer takes an enquiry, starts a reply from a saved reply, edits and
 * sends it without JavaScript, and finds it in the timeline and in the enquirer's mailbox.
 */

const REVIEWER = {
  email: "promise.reviewer@malwasoftworks.example",
  password: "a reviewer's passphrase",
};
const ADMINISTRATOR = {
  email: "promise.admin@malwasoftworks.example",
  password: "an administrator's passphrase",
};

let sink: SmtpSink;
let server: RunningServer;
let db: Database;
let own: OwnServer;

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  own = await startOwnServer("promise", { mail: true, env: { NOTIFY_AUTOREPLY: "true" } });
  ({ server, db } = own);
  sink = own.sink!;
  await ownServerMember(db, ADMINISTRATOR, "administrator");
  await ownServerMember(db, REVIEWER, "reviewer");
});

test.afterAll(() => own?.close());

const signIn = (page: Page, account: { email: string; password: string }) =>
  signInOn(page, server.url, db, account);

test("a reviewer takes an enquiry and answers it with a saved reply, without JavaScript", async ({
  browser,
  page: audited,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const savedId = crypto.randomUUID();
  await putSavedReply(db, {
    id: savedId,
    title: "Thanks, we will call",
    body: "Dear {name},\n\nThank you for writing to us about {company}. We will call you tomorrow.",
    audience: "sales",
    updatedBy: ADMINISTRATOR.email,
    updatedAt: new Date(),
  });
  const response = await page.request.post(`${server.url}${ENQUIRY_ENDPOINT}`, {
    data: { ...validBodies.project, email: "asha.reply@example.com" },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await expect
    .poll(() => sink.messages.filter((m) => m.recipients.includes("asha.reply@example.com")).length)
    .toBe(1);

  await signIn(page, REVIEWER);
  const entry = page.locator("main ol > li", { hasText: validBodies.project.name });
  await expect(entry).toContainText(/Reply due: \d+ h left/);
  await expect(entry).toContainText("Owner: Unassigned");
  await expect(page.getByRole("link", { name: "1 new" })).toBeVisible();
  await expect(page.getByRole("link", { name: "0 overdue" })).toBeVisible();

  await page.goto(`${server.url}/admin?owner=unassigned&sort=due`);
  await entry.getByRole("link", { name: validBodies.project.name }).click();
  await page.getByRole("button", { name: "Take it" }).click();
  await expect(page.getByText("You own this enquiry now.")).toBeVisible();
  await expect(page.getByText("Assigned to Promise Reviewer")).toBeVisible();

  await page.getByLabel("Start from a saved reply").selectOption({ label: "Thanks, we will call" });
  await page.getByRole("button", { name: "Use this reply" }).click();
  const reply = page.getByLabel("Your reply to asha.reply@example.com");
  await expect(reply).toHaveValue(
    `Dear ${validBodies.project.name},\n\nThank you for writing to us about ${validBodies.project.companyName}. We will call you tomorrow.`,
  );
  await reply.fill(`${await reply.inputValue()} Does 11:00 suit you?`);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Reply queued")).toBeVisible();
  await expect(page.getByText("Answered by a reply from")).toBeVisible();

  const isReply = (m: { subject: string }) => m.subject.startsWith("Re: ");
  await expect.poll(() => sink.messages.some(isReply), { timeout: 10_000 }).toBe(true);
  const mail = sink.messages.find(isReply)!;
  expect(mail.recipients).toEqual(["asha.reply@example.com"]);
  expect(mail.text).toContain("Does 11:00 suit you?");
  // A reload sends the form again: it is still one reply.
  await page.reload();
  await expect(page.getByText("Replied (sent)")).toBeVisible();
  await expect(page.locator("blockquote")).toHaveCount(1);
  expect(sink.messages.filter(isReply)).toHaveLength(1);
  await expect(page.locator("blockquote")).toContainText("Does 11:00 suit you?");
  await expect(page.getByText("Status set to", { exact: false })).toHaveCount(0);
  await expect(page.locator("main")).toContainText("New → Waiting on the customer");

  await context.close();

  // axe runs in the page, so the pages it audits have JavaScript.
  await signIn(audited, REVIEWER);
  await expectNoAxeViolations(audited);
  await audited.goto(`${server.url}/admin/enquiries/${id}?template=${savedId}`);
  await expectNoAxeViolations(audited);

  // The report: charts drawn on the server (one drawing for a phone, one for wider screens, the
  // one for this screen shown), each with its table, and the same figures as CSV.
  await audited.getByRole("link", { name: "Report" }).click();
  await expect(audited.getByRole("heading", { level: 1 })).toHaveText("Report");
  const charts = audited.locator("main figure svg[role=img][aria-label]").filter({ visible: true });
  expect(await charts.count()).toBeGreaterThanOrEqual(3);
  for (const name of [
    "Enquiries by week and kind",
    "Leads by campaign",
    "Time to the first reply",
  ]) {
    const part = audited.getByRole("region", { name });
    // The axis of the counts is labelled, and its ticks are numbers.
    await expect(part.locator("svg[role=img]").filter({ visible: true })).toContainText(
      "Enquiries",
    );
    await expect(part.locator("svg text", { hasText: /^1(\.0)?$/ }).first()).toBeAttached();
    await expect(part.getByRole("table")).toBeVisible();
  }
  const summary = audited.getByRole("region", { name: "Against the promise" });
  await expect(summary.getByRole("row", { name: /Answered within the promise/ })).toContainText(
    "100 % (1 of 1)",
  );
  await expectNoAxeViolations(audited);
  await audited.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(audited);
  const csv = await audited.request.get(`${server.url}/admin/report.csv?days=30`);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const text = await csv.text();
  expect(text).toContain('"Enquiries by week and kind","Week from","Project"');
  expect(text).toContain('"Against the promise","Answered within the promise","100 % (1 of 1)"');
});

test("an administrator keeps the saved replies; the page passes axe", async ({ page }) => {
  await signIn(page, ADMINISTRATOR);
  await page.getByRole("link", { name: "Saved replies" }).click();
  await page.getByLabel("Title").last().fill("Application received");
  await page.getByLabel("Text").last().fill("Dear {name}, thank you for applying for {position}.");
  await page.getByRole("button", { name: "Add saved reply" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Application received" })).toBeVisible();
  await expectNoAxeViolations(page);
});
