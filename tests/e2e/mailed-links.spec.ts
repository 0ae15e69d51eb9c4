import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { createAdminUser } from "#server/accounts/users-store.ts";
import type { Database } from "#server/store/database.ts";
import { BOOK_MANAGE_PATH } from "#shared/booking/contract.ts";
import { CONSENT_CHOICES_PATH } from "#shared/privacy/choices.ts";
import { content } from "#tests/helpers/content.ts";
import { startOwnServer, type OwnServer } from "#tests/helpers/own-server.ts";
import { isoDay } from "./forms-helpers.ts";

/**
 * The links a booked visitor's e-mails carry (the booking's own page, their consent page) are
 * opened by mail security scanners, by GET and HEAD, before the visitor reads the mail: opening
 * them changes nothing in the store. Only the pages' own forms (POST) act.
 */
const words = content("bookPage").manage;

let own: OwnServer;
test.beforeAll(async () => {
  own = await startOwnServer("mailed-links", { mail: true, env: { NOTIFY_AUTOREPLY: "true" } });
  // With no one marked as a consultant, the first administrator takes the bookings.
  await createAdminUser(own.db, {
    id: randomUUID(),
    email: "ananya@malwasoftworks.example",
    passwordHash: "scrypt$unused",
    createdAt: new Date(),
    role: undefined,
    displayName: "Ananya Rathore",
  });
});
test.afterAll(async () => {
  await own?.close();
});

/** Counters of the rate limits and throttles, which count every request by design. */
const COUNTERS = new Set(["rate_limits", "throttle_counters"]);

/** Every row of every table but the request counters: what a GET must leave as it was. */
async function storeContents(db: Database): Promise<string> {
  const tables = await db.query<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
  );
  const contents: Record<string, unknown> = {};
  for (const { name } of tables) {
    if (COUNTERS.has(name)) continue;
    const rows = await db.query(`SELECT * FROM "${name}"`);
    contents[name] = rows.map((row) => JSON.stringify(row)).toSorted();
  }
  return JSON.stringify(contents);
}

/** Until every mail due has gone (the meeting's reminders wait for their time). */
async function waitForOutbox(db: Database): Promise<void> {
  await expect
    .poll(async () => {
      const [row] = await db.query(
        "SELECT COUNT(*) AS waiting FROM deliveries WHERE status = 'pending' AND next_attempt_at <= $1",
        [new Date().toISOString()],
      );
      return Number(row?.waiting);
    })
    .toBe(0);
}

test("a GET or HEAD of every link a booked visitor's mails carry changes nothing; the page's POST acts", async ({
  page,
}) => {
  const base = own.server.url;
  const sink = own.sink!;
  const calendar = await page.request.get(`${base}/book`);
  const slot = /name="slot" value="([^"]+)"/.exec(await calendar.text())?.[1];
  if (!slot) throw new Error("/book offers no time");
  const booked = await page.request.post(`${base}/book`, {
    form: {
      action: "consultation",
      name: "Meera Iyer",
      email: "meera@iyer-foods.example",
      phone: "+91 94250 77777",
      companyName: "Iyer Foods",
      projectStartDate: isoDay(30),
      projectDetails: "A B2B ordering portal for our distributors.",
      slot,
      timeZone: "America/New_York",
    },
    headers: { Origin: base },
  });
  expect(booked.status()).toBe(200);
  await waitForOutbox(own.db);

  const toVisitor = sink.messages.filter((mail) =>
    mail.recipients.includes("meera@iyer-foods.example"),
  );
  const links = new Set<string>();
  for (const mail of toVisitor) {
    for (const [href] of `${mail.text ?? ""} ${mail.html || ""}`.matchAll(
      /https?:\/\/[^\s"'<>]+/g,
    )) {
      const url = new URL(href.replaceAll("&amp;", "&"));
      if (
        url.pathname.startsWith(`${BOOK_MANAGE_PATH}/`) ||
        url.pathname === CONSENT_CHOICES_PATH
      ) {
        links.add(url.pathname + url.search);
      }
    }
  }
  const paths = [...links];
  expect(paths.filter((link) => link.startsWith(BOOK_MANAGE_PATH))).toHaveLength(1);
  expect(paths.filter((link) => link.startsWith(CONSENT_CHOICES_PATH))).toHaveLength(1);

  const before = await storeContents(own.db);
  for (const link of paths) {
    // Scanners follow links as they are, and sometimes with the page's buttons' fields guessed.
    const join = link.includes("?") ? "&" : "?";
    for (const target of [
      link,
      `${link}${join}intent=cancel`,
      `${link}${join}intent=reschedule&slot=${encodeURIComponent(slot)}`,
      `${link}${join}intent=withdraw-updates`,
      `${link}${join}intent=request-erasure`,
    ]) {
      expect((await page.request.get(`${base}${target}`)).status(), target).toBe(200);
      expect((await page.request.head(`${base}${target}`)).status(), target).toBe(200);
    }
  }
  expect(await storeContents(own.db)).toBe(before);

  // On the page itself the visitor moves the meeting, then, by the new mail's link, cancels it.
  const manage = paths.find((link) => link.startsWith(BOOK_MANAGE_PATH))!;
  await page.goto(`${base}${manage}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
  const audit = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(audit.violations.map((violation) => violation.id)).toEqual([]);
  // A time on the next day shown (the first may hold only the booked one, in the visitor's zone).
  const nextDay = page.locator("details").nth(1);
  await nextDay.locator("summary").click();
  await nextDay.locator('input[name="slot"]').first().check();
  sink.clear();
  await page.getByRole("button", { name: words.rescheduleButton }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.rescheduledHeading);
  const [moved] = await sink.waitForMessages(1);
  const next = new RegExp(`${BOOK_MANAGE_PATH}/[\\w-]+`).exec(moved!.text ?? "")![0];
  // The first link is spent: a clear page, not an error.
  const spent = await page.request.get(`${base}${manage}`);
  expect(spent.status()).toBe(404);
  expect(await spent.text()).toContain(words.unknownHeading);

  await page.goto(`${base}${next}`);
  await page.getByRole("button", { name: words.cancelButton }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.cancelledHeading);
  const [booking] = await own.db.query("SELECT state, sequence FROM bookings");
  expect(booking).toMatchObject({ state: "cancelled", sequence: 2 });
});
