import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import { agendaText, reportText } from "#app/content/admin.ts";
import { addTeamMember, seedBooking } from "#server/test-support/bookings.ts";
import { enrolledAccount, recoveryCodeFor, withStore } from "#tests/helpers/e2e-accounts.ts";

/**
 * The agenda (/admin/agenda): a salesperson sees the consultations booked, by the office's day,
 * each with its time in the office's zone and the visitor's, its consultant and state, and opens
 * its enquiry; the past ones apart; "Mine" keeps their own.
 */
const SALES = {
  email: "agenda.sales@malwasoftworks.example",
  password: "the agenda's long passphrase",
  role: "reviewer",
} as const;
const word = crypto.randomUUID().slice(0, 6);
const names = { coming: `Kavya ${word}`, mine: `Rohan ${word}`, past: `Pooja ${word}` };

const ist = (local: string) => new Date(`${local}+05:30`);
async function signInAsSales(page: Page): Promise<void> {
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail").fill(SALES.email);
  await page.getByLabel("Password").fill(SALES.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Code", { exact: true }).fill(await recoveryCodeFor(SALES.email));
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The office's date `days` from today, "YYYY-MM-DD". */
function officeDate(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(at);
}

// One worker, one seeding: the tests read the same bookings.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await enrolledAccount({
    email: "agenda.lead@malwasoftworks.example",
    password: SALES.password,
    role: "administrator",
  });
  await enrolledAccount(SALES);
  await withStore(async (db) => {
    const [sales] = await db.query("SELECT id FROM admin_users WHERE email = $1", [SALES.email]);
    const other = await addTeamMember(db, `agenda.${word}@malwasoftworks.example`, {
      displayName: `Asha ${word}`,
    });
    await seedBooking(db, {
      start: ist(`${officeDate(2)}T10:00`),
      consultantId: other,
      name: names.coming,
      company: "Kavya Foods",
    });
    await seedBooking(db, {
      // A minute of its own, so runs against a kept store never meet their own bookings.
      start: ist(`${officeDate(2)}T11:${String(Math.floor(Math.random() * 60)).padStart(2, "0")}`),
      consultantId: String(sales!.id),
      name: names.mine,
      state: "rescheduled",
    });
    await seedBooking(db, {
      start: ist(`${officeDate(-2)}T16:00`),
      consultantId: undefined,
      name: names.past,
      state: "no_show",
    });
  });
});

test("sales see the bookings by the office's day, each opening its enquiry; the past apart; their own with Mine", async ({
  page,
}) => {
  await signInAsSales(page);
  await page
    .getByRole("navigation", { name: "Inbox sections" })
    .getByRole("link", { name: agendaText.heading })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(agendaText.heading);

  const day = page.getByRole("region").filter({ hasText: names.coming });
  const weekday = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Kolkata",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  await expect(day.getByRole("heading", { level: 2 })).toHaveText(
    weekday.format(ist(`${officeDate(2)}T10:00`)).replaceAll(",", ""),
  );
  const coming = day.getByRole("listitem").filter({ hasText: names.coming });
  await expect(coming).toContainText("10:00–10:30");
  // 10:00 in Indore is 23:30 or 00:30 in New York.
  await expect(coming).toContainText(/(23|00):30 Eastern (Standard|Daylight) Time/);
  await expect(coming).toContainText(`Asha ${word}`);
  await expect(coming).toContainText("Kavya Foods");
  await expect(coming).toContainText(agendaText.states.booked);
  await expect(day.getByRole("listitem").filter({ hasText: names.mine })).toContainText(
    agendaText.states.rescheduled,
  );
  await expect(page.getByText(names.past)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: agendaText.mine }).click();
  await expect(page.getByText(names.mine)).toBeVisible();
  await expect(page.getByText(names.coming)).toHaveCount(0);

  await page.getByRole("link", { name: agendaText.everyone }).click();
  await page.getByRole("link", { name: agendaText.past }).click();
  const past = page.getByRole("listitem").filter({ hasText: names.past });
  await expect(past).toContainText(agendaText.unassigned);
  await expect(past).toContainText(agendaText.states.no_show);
  await expect(page.getByText(names.coming)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await past.getByRole("link", { name: names.past }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(names.past);
});

test("a consultant makes their calendar feed's address, shown once, which serves their bookings until a new one replaces it", async ({
  page,
}) => {
  await signInAsSales(page);
  await page.goto("/admin/agenda");
  const panel = page.getByRole("region", { name: agendaText.feedHeading });
  await panel.getByRole("button", { name: /Make an? (new )?address/ }).click();
  const first = await panel.getByLabel(agendaText.feedAddressLabel).inputValue();
  await expectNoAxeViolations(page);
  const feedPath = (address: string) => new URL(address).pathname;
  const served = await page.request.get(feedPath(first));
  expect(served.status()).toBe(200);
  expect(served.headers()["cache-control"]).toBe("private, no-store");
  const text = await served.text();
  expect(text).toContain(`Consultation: ${names.mine}`);
  expect(text).not.toContain(names.coming);

  // Shown once: the page read again holds no address, only when it was made.
  await page.goto("/admin/agenda");
  await expect(panel.getByLabel(agendaText.feedAddressLabel)).toHaveCount(0);
  await panel.getByRole("button", { name: agendaText.feedRenew }).click();
  const second = await panel.getByLabel(agendaText.feedAddressLabel).inputValue();
  expect(second).not.toBe(first);
  expect((await page.request.get(feedPath(first))).status()).toBe(404);
  expect((await page.request.get(feedPath(second))).status()).toBe(200);
});

test("the report charts the bookings by week and the share of consultation enquiries that booked, each with its table, and the CSV holds them", async ({
  page,
}) => {
  await signInAsSales(page);
  await page.goto("/admin/report");
  const byWeek = page.getByRole("region", { name: reportText.bookingsByWeek });
  await expect(byWeek.locator("svg[role=img]").filter({ visible: true })).toContainText(
    reportText.bookings,
  );
  // This run's three bookings were made within the last week.
  const counts = await byWeek.getByRole("row").allInnerTexts();
  expect(
    counts.slice(1).reduce((sum, row) => sum + Number(row.split("\t").at(-1)), 0),
  ).toBeGreaterThanOrEqual(3);
  const share = page.getByRole("region", { name: reportText.consultationsBooked });
  await expect(share.locator("svg[role=img]").filter({ visible: true })).toBeAttached();
  await expect(share.getByRole("row", { name: new RegExp(reportText.bookedShare) })).toContainText(
    /\d+ % \(\d+ of \d+\)/,
  );
  await expectNoAxeViolations(page);
  const csv = await (await page.request.get("/admin/report.csv?days=30")).text();
  expect(csv).toContain(
    `"${reportText.bookingsByWeek}","${reportText.week}","${reportText.bookings}"`,
  );
  expect(csv).toMatch(
    new RegExp(`"${reportText.consultationsBooked}","${reportText.bookedShare}","\\d+ %`),
  );
});
