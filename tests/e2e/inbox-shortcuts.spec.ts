import AxeBuilder from "@axe-core/playwright";
import { startOwnServer, type OwnServer } from "#tests/helpers/own-server.ts";
import { expect, test, type Page } from "@playwright/test";
import { ownServerMember, signInOn } from "#tests/helpers/e2e-accounts.ts";
import { type RunningServer } from "#server/boot/start-server.ts";
import { enquiryStatus } from "#server/enquiries/status.ts";
import { ownerOf } from "#server/enquiries/owner.ts";
import type { Database } from "#server/store/database.ts";
import { arrivingEnquiry, saveEnquiry, validBodies } from "#server/test-support/enquiries.ts";

/**
 * The inbox's keyboard shortcuts in the browser: `?` shows the sheet, `j`/`k` move through the
 * list, `o` opens, `/` searches, `r` and `n` go to the reply and the note, `a` takes and `e`
 * closes; none of them fires while typing in a field.
 */

const ADMINISTRATOR = { email: "keys.admin@malwasoftworks.example", password: "an admin's pass" };
const REVIEWER = { email: "keys.reviewer@malwasoftworks.example", password: "a reviewer's pass" };

let server: RunningServer;
let db: Database;
let own: OwnServer;
const ids: string[] = [];

test.describe.configure({ mode: "serial", timeout: 60_000 });

test.beforeAll(async () => {
  // With e-mail on, the enquiry's page has its reply form, which `r` goes to.
  own = await startOwnServer("keys", { mail: true });
  ({ server, db } = own);
  await ownServerMember(db, ADMINISTRATOR, "administrator");
  await ownServerMember(db, REVIEWER, "reviewer");
  for (const [index, name] of ["First Key", "Second Key", "Third Key"].entries()) {
    const enquiry = arrivingEnquiry("contact", {
      fields: { ...validBodies.contact, name },
      createdAt: new Date(Date.now() - (index + 1) * 60_000),
    });
    await saveEnquiry(db, enquiry, []);
    ids.push(enquiry.id);
  }
});

test.afterAll(() => own?.close());

const signIn = (page: Page) => signInOn(page, server.url, db, REVIEWER);

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

test("moves through the list and works an enquiry from the keyboard", async ({ page }) => {
  await signIn(page);
  await page.goto(`${server.url}/admin`);
  // The shortcuts' script comes after the first paint; the search announces its key once it has run.
  await expect(page.getByLabel("Search")).toHaveAttribute("aria-keyshortcuts", "/");

  await page.keyboard.press("?");
  const sheet = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText("Close the enquiry as handled");
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  await page.keyboard.press("j");
  expect(await focusedName(page)).toBe("First Key");
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  expect(await focusedName(page)).toBe("Third Key");
  await page.keyboard.press("k");
  expect(await focusedName(page)).toBe("Second Key");

  // `/` goes to the search; typed there, the keys are text, not shortcuts.
  await page.keyboard.press("/");
  await expect(page.getByLabel("Search")).toBeFocused();
  await page.keyboard.type("jake");
  await expect(page.getByLabel("Search")).toHaveValue("jake");
  await expect(sheet).toBeHidden();
  await page.getByLabel("Search").fill("");
  await page.getByLabel("Search").blur();

  // `a` on the list takes the current row, through the bulk action's confirmation.
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await page.keyboard.press("a");
  await expect(page.getByText("Take 1 enquiry?")).toBeVisible();
  await page.getByRole("button", { name: "Yes, change 1 enquiry" }).click();
  await expect(page.getByText("1 enquiry changed.")).toBeVisible();
  expect(await ownerOf(db, ids[1]!)).toBe(REVIEWER.email);

  // `o` opens the current row; on the enquiry, `r` and `n` go to the reply and the note.
  await page.goto(`${server.url}/admin`);
  await expect(page.getByLabel("Search")).toHaveAttribute("aria-keyshortcuts", "/");
  await page.keyboard.press("j");
  await page.keyboard.press("o");
  await page.waitForURL(/\/admin\/enquiries\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("First Key");
  await expect(page.locator("#reply")).toHaveAttribute("aria-keyshortcuts", "r");
  await page.keyboard.press("r");
  await expect(page.locator("#reply")).toBeFocused();
  await page.keyboard.type("ne");
  await expect(page.locator("#reply")).toHaveValue("ne");
  await page.locator("#reply").fill("");
  await page.locator("#reply").blur();
  await page.keyboard.press("n");
  await expect(page.locator("#note")).toBeFocused();
  await page.locator("#note").blur();

  // `a` takes it, `e` closes it as handled.
  await page.keyboard.press("a");
  await expect(page.getByText("You own this enquiry now.")).toBeVisible();
  expect(await ownerOf(db, ids[0]!)).toBe(REVIEWER.email);
  // The page after the post shows its notice before its shortcuts' script has come.
  await expect(page.locator("#note")).toHaveAttribute("aria-keyshortcuts", "n");
  await page.keyboard.press("e");
  await expect(page.locator("#status-notice")).toHaveText("Status set to Handled.");
  expect(await enquiryStatus(db, ids[0]!)).toBe("handled");
});
