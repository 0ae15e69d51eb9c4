import AxeBuilder from "@axe-core/playwright";
import { startOwnServer, type OwnServer } from "#tests/helpers/own-server.ts";
import { expect, test, type Page } from "@playwright/test";
import { ownServerMember, signInOn } from "#tests/helpers/e2e-accounts.ts";
import { auditPage } from "#server/audit/log.ts";
import { type RunningServer } from "#server/boot/start-server.ts";
import { enquiryStatus } from "#server/enquiries/status.ts";
import { ownerOf } from "#server/enquiries/owner.ts";
import type { Database } from "#server/store/database.ts";
import { arrivingEnquiry, saveEnquiry, validBodies } from "#server/test-support/enquiries.ts";

/**
 * Bulk actions on the list, without JavaScript, on a server of its own: rows ticked, an action
 * chosen, a confirmation that says how many, then each enquiry changed through the same call as
 * its single action, each audited.
 */

const ADMINISTRATOR = { email: "bulk.admin@malwasoftworks.example", password: "an admin's pass" };
const REVIEWER = { email: "bulk.reviewer@malwasoftworks.example", password: "a reviewer's pass" };

let server: RunningServer;
let db: Database;
let own: OwnServer;

test.describe.configure({ mode: "serial", timeout: 60_000 });

test.beforeAll(async () => {
  own = await startOwnServer("bulk");
  ({ server, db } = own);
  await ownServerMember(db, ADMINISTRATOR, "administrator");
  await ownServerMember(db, REVIEWER, "reviewer");
});

test.afterAll(() => own?.close());

async function stored(name: string, minutesAgo: number, spam = false): Promise<string> {
  const enquiry = arrivingEnquiry("contact", {
    fields: { ...validBodies.contact, name },
    isSpam: spam,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
  await saveEnquiry(db, enquiry, []);
  return enquiry.id;
}

const signIn = (page: Page) => signInOn(page, server.url, db, REVIEWER);

test("closes, takes and releases several enquiries at once, without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const asha = await stored("Asha Bulk", 1);
  const rohan = await stored("Rohan Bulk", 2);
  const neha = await stored("Neha Bulk", 3);
  const kept = await stored("Kept Open", 4);
  const bot = await stored("Bot Bulk", 5, true);
  await signIn(page);
  await page.goto(`${server.url}/admin`);

  // Close three; one of them is closed already, so the confirmation counts two.
  await db.query("UPDATE enquiries SET status = 'handled' WHERE id = $1", [neha]);
  for (const name of ["Asha Bulk", "Rohan Bulk", "Neha Bulk"]) {
    await page.getByRole("checkbox", { name: `Select ${name}` }).check();
  }
  await page.getByLabel("Action").selectOption({ label: "Close as handled" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Close 2 enquiries as handled?")).toBeVisible();
  await expect(page.getByText(/1 enquiry of those selected already is so/)).toBeVisible();
  // Nothing changes before the confirmation.
  expect(await enquiryStatus(db, asha)).toBe("new");
  await page.getByRole("button", { name: "Yes, change 2 enquiries" }).click();
  await expect(page.getByText("2 enquiries changed.")).toBeVisible();
  expect(await enquiryStatus(db, asha)).toBe("handled");
  expect(await enquiryStatus(db, rohan)).toBe("handled");
  expect(await enquiryStatus(db, kept)).toBe("new");

  // Back on the list: take two.
  await page.getByRole("link", { name: "Back to the list" }).click();
  await page.getByRole("checkbox", { name: "Select Kept Open" }).check();
  await page.getByRole("checkbox", { name: "Select Asha Bulk" }).check();
  await page.getByLabel("Action").selectOption({ label: "Take them" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Take 2 enquiries?")).toBeVisible();
  await page.getByRole("button", { name: "Yes, change 2 enquiries" }).click();
  await expect(page.getByText("2 enquiries changed.")).toBeVisible();
  expect(await ownerOf(db, kept)).toBe(REVIEWER.email);
  expect(await ownerOf(db, asha)).toBe(REVIEWER.email);

  // And give one to a colleague, picked in the same menu.
  await page.getByRole("link", { name: "Back to the list" }).click();
  await page.getByRole("checkbox", { name: "Select Rohan Bulk" }).check();
  await page.getByLabel("Action").selectOption({ label: `Assign to ${ADMINISTRATOR.email}` });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(`Assign 1 enquiry to ${ADMINISTRATOR.email}?`)).toBeVisible();
  await page.getByRole("button", { name: "Yes, change 1 enquiry" }).click();
  await expect(page.getByText("1 enquiry changed.")).toBeVisible();
  expect(await ownerOf(db, rohan)).toBe(ADMINISTRATOR.email);

  // In the spam view: not spam releases it.
  await page.goto(`${server.url}/admin?status=spam`);
  await page.getByRole("checkbox", { name: "Select Bot Bulk" }).check();
  await page.getByLabel("Action").selectOption({ label: "Not spam" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(/Release 1 enquiry from spam\?/)).toBeVisible();
  await page.getByRole("button", { name: "Yes, change 1 enquiry" }).click();
  await expect(page.getByText("1 enquiry changed.")).toBeVisible();
  expect(await enquiryStatus(db, bot)).toBe("new");

  // Each change is in the audit log, as a single action's would be.
  const audit = (await auditPage(db, { offset: 0, limit: 100 })).entries;
  const done = (action: string) =>
    audit
      .filter((entry) => entry.action === action && entry.actor === REVIEWER.email)
      .map((entry) => entry.subject)
      .toSorted();
  expect(done("status-changed")).toEqual([asha, bot, rohan].toSorted());
  expect(done("enquiry-assigned")).toEqual([asha, kept, rohan].toSorted());
  await context.close();
});

test("says when nothing was selected", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await stored("Someone", 1);
  await signIn(page);
  await page.goto(`${server.url}/admin`);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("No enquiry was selected")).toBeVisible();
  await context.close();
});

test("the confirmation passes axe, at desktop and 375 px", async ({ page }) => {
  await stored("Axe Check", 1);
  await signIn(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${server.url}/admin`);
    await page.getByRole("checkbox", { name: "Select Axe Check" }).check();
    await page.getByLabel("Action").selectOption({ label: "Mark as spam" });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Mark 1 enquiry as spam?")).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  }
});
