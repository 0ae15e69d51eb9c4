import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import { agendaText, reportText } from "#app/content/admin.ts";
import { addTeamMember, seedBooking } from "#server/test-support/bookings.ts";
import { calendarPart } from "#server/test-support/calendar-part.ts";
import {
  enrolledAccount,
  ownServerMember,
  recoveryCodeFor,
  signInOn,
  withStore,
} from "#tests/helpers/e2e-accounts.ts";
import { startOwnServer, type OwnServer } from "#tests/helpers/own-server.ts";

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

/**
 * The team's changes, on a server of the test's own (its mail reaches an SMTP sink): cancel with
 * a reason, held and no-show once the meeting started, each in the audit log; all without
 * JavaScript, and a change someone else made first is shown, not repeated.
 */
test.describe("the team's changes of a booking", () => {
  // Each walks several pages of a server of its own, audited with axe, on a shared machine.
  test.describe.configure({ timeout: 60_000 });
  const LEAD = {
    email: "agenda.changes@malwasoftworks.example",
    password: "the changes' long passphrase",
  };
  let own: OwnServer;
  let leadId: string;
  test.beforeAll(async () => {
    own = await startOwnServer("agenda-changes", { mail: true });
    await ownServerMember(own.db, LEAD, "administrator");
    const [lead] = await own.db.query("SELECT id FROM admin_users WHERE email = $1", [LEAD.email]);
    leadId = String(lead!.id);
  });
  test.afterAll(async () => {
    await own?.close();
  });

  test("without JavaScript, a booking is cancelled with a reason: the visitor's calendar is told, the audit log lists it, and a second tab's cancel changes nothing", async ({
    browser,
  }) => {
    const visitor = `meera.${word}@example.com`;
    const { bookingId } = await seedBooking(own.db, {
      start: ist(`${officeDate(3)}T11:00`),
      consultantId: leadId,
      name: `Meera ${word}`,
      email: visitor,
    });
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: own.server.url,
    });
    const page = await context.newPage();
    await signInOn(page, own.server.url, own.db, LEAD);
    await page.goto("/admin/agenda");
    const stale = await context.newPage();
    await stale.goto("/admin/agenda");

    const item = page.getByRole("listitem").filter({ hasText: `Meera ${word}` });
    // Not started: no held or no-show yet.
    await expect(item.getByRole("button", { name: agendaText.markNoShow })).toHaveCount(0);
    await item.getByText(agendaText.cancelOpen).click();
    await item.getByLabel(agendaText.reasonLabel).fill("The client asked to postpone");
    await item.getByRole("button", { name: agendaText.cancelConfirm }).click();
    await expect(page.locator("#agenda-notice")).toHaveText(agendaText.changed.cancel);
    await expect(item).toContainText(agendaText.states.cancelled);
    await expect(item.getByText(agendaText.cancelOpen)).toHaveCount(0);

    const [mail] = await own.sink!.waitForMessages(1);
    expect(mail!.recipients).toEqual([visitor]);
    const { method, ics } = calendarPart(mail!.raw);
    expect(method).toBe("CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");

    // The tab drawn before the cancellation: its cancel finds the booking cancelled.
    const staleItem = stale.getByRole("listitem").filter({ hasText: `Meera ${word}` });
    await staleItem.getByText(agendaText.cancelOpen).click();
    await staleItem.getByLabel(agendaText.reasonLabel).fill("Twice");
    await staleItem.getByRole("button", { name: agendaText.cancelConfirm }).click();
    await expect(stale.locator("#agenda-notice")).toHaveText(agendaText.refused.inactive);
    await expect(staleItem).toContainText(agendaText.states.cancelled);

    await page.goto("/admin/audit");
    await expect(
      page.getByRole("row").filter({ hasText: `booking ${bookingId}: cancelled:` }),
    ).toHaveCount(1);
    await expect(page.getByRole("row").filter({ hasText: bookingId })).toContainText(
      "The client asked to postpone",
    );
    expect(own.sink!.messages).toHaveLength(1);
    await context.close();
  });

  test("without JavaScript, a booking moves to its consultant's free time; one taken meanwhile answers with the nearest; the agenda and the visitor's mail have the new time", async ({
    browser,
  }) => {
    // The next weekday at least two days ahead: the office's hours are on weekdays.
    let ahead = 2;
    while ([0, 6].includes(ist(`${officeDate(ahead)}T12:00`).getUTCDay())) ahead++;
    const day = officeDate(ahead);
    const dayLabel = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Kolkata",
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    })
      .format(ist(`${day}T12:00`))
      .replaceAll(",", "");
    const visitor = `dev.${word}@example.com`;
    const moving = await seedBooking(own.db, {
      start: ist(`${day}T11:00`),
      consultantId: leadId,
      name: `Dev ${word}`,
      email: visitor,
    });
    const other = await seedBooking(own.db, {
      start: ist(`${day}T12:00`),
      consultantId: leadId,
      name: `Isha ${word}`,
    });
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: own.server.url,
    });
    const page = await context.newPage();
    await signInOn(page, own.server.url, own.db, LEAD);
    await page.goto("/admin/agenda");
    await page
      .getByRole("listitem")
      .filter({ hasText: `Dev ${word}` })
      .getByRole("link", { name: agendaText.move })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      agendaText.moveHeading(`Dev ${word}`),
    );
    const choose = (time: string) =>
      page.getByRole("group", { name: dayLabel }).locator("label", { hasText: time }).click();
    // Its own time is free to it; the other booking's is not offered.
    await expect(page.getByRole("group", { name: dayLabel })).toContainText("11:00");
    await expect(page.getByRole("group", { name: dayLabel })).not.toContainText("12:00");

    // Meanwhile the other booking takes 15:00.
    const meanwhile = await context.newPage();
    await meanwhile.goto(`/admin/agenda/${other.bookingId}/move`);
    await meanwhile
      .getByRole("group", { name: dayLabel })
      .locator("label", { hasText: "15:00" })
      .click();
    await meanwhile.getByRole("button", { name: agendaText.moveSubmit }).click();
    await expect(meanwhile.locator("#move-notice")).toHaveText(agendaText.changed.move);

    await choose("15:00");
    await page.getByRole("button", { name: agendaText.moveSubmit }).click();
    await expect(page.locator("#move-notice")).toHaveText(agendaText.refused.taken);
    const nearest = page.getByRole("group", { name: agendaText.nearestHeading });
    await expect(nearest).toContainText("16:00");
    await expect(nearest).not.toContainText("15:00");

    own.sink!.clear();
    await nearest.locator("label", { hasText: "16:00" }).click();
    await page.getByRole("button", { name: agendaText.moveSubmit }).click();
    await expect(page.locator("#move-notice")).toHaveText(agendaText.changed.move);
    await expect(page.getByText(agendaText.movedNow)).toBeVisible();
    await expect(page.locator("body")).toContainText("16:00 India Standard Time");

    await page.getByRole("link", { name: agendaText.backToAgenda }).click();
    const item = page.getByRole("listitem").filter({ hasText: `Dev ${word}` });
    await expect(item).toContainText("16:00–16:30");
    await expect(item).toContainText(agendaText.states.rescheduled);
    await expect
      .poll(() => own.sink!.messages.filter((mail) => mail.recipients.includes(visitor)).length)
      .toBe(1);
    const mail = own.sink!.messages.find((sent) => sent.recipients.includes(visitor))!;
    const { method, ics } = calendarPart(mail.raw);
    expect(method).toBe("REQUEST");
    expect(ics).toContain("SEQUENCE:1");
    const [row] = await own.db.query(
      "SELECT COUNT(*) AS moves FROM audit_log WHERE action = 'booking-rescheduled' AND detail LIKE $1",
      [`booking ${moving.bookingId}:%`],
    );
    expect(Number(row?.moves)).toBe(1);
    await context.close();
  });

  test("a meeting that has started is marked a no-show, in the audit log; the agenda with the cancel form open passes axe", async ({
    page,
  }) => {
    const started = new Date(Date.now() - 10 * 60_000);
    const { bookingId } = await seedBooking(own.db, {
      start: started,
      consultantId: leadId,
      name: `Arjun ${word}`,
    });
    await signInOn(page, own.server.url, own.db, LEAD);
    // Ten minutes ago may have been the office's yesterday.
    const period = officeDate(0) === officeDate(-10 / 1440) ? "" : "?period=past";
    await page.goto(`${own.server.url}/admin/agenda${period}`);
    const item = page.getByRole("listitem").filter({ hasText: `Arjun ${word}` });
    await item.getByText(agendaText.cancelOpen).click();
    await expect(item.getByLabel(agendaText.reasonLabel)).toBeVisible();
    await expectNoAxeViolations(page);

    await item.getByRole("button", { name: agendaText.markNoShow }).click();
    await expect(page.locator("#agenda-notice")).toHaveText(agendaText.changed["no-show"]);
    await expect(item).toContainText(agendaText.states.no_show);
    await expect(item.getByRole("button")).toHaveCount(0);
    const [row] = await own.db.query(
      "SELECT actor FROM audit_log WHERE action = 'booking-no-show' AND detail LIKE $1",
      [`booking ${bookingId}:%`],
    );
    expect(row?.actor).toBe(LEAD.email);
  });

  test("the move page, three weeks of times as radio buttons, passes axe", async ({ page }) => {
    // Axe reads a few hundred labelled radio buttons.
    test.setTimeout(90_000);
    const coming = await seedBooking(own.db, {
      start: ist(`${officeDate(4)}T10:00`),
      consultantId: leadId,
    });
    await signInOn(page, own.server.url, own.db, LEAD);
    await page.goto(`${own.server.url}/admin/agenda/${coming.bookingId}/move`);
    await expect(page.getByRole("button", { name: agendaText.moveSubmit })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
