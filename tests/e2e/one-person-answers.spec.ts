import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { startOwnServer, type OwnServer } from "#tests/helpers/own-server.ts";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { addAdminUser } from "#server/accounts/accounts.ts";
import { ownServerMember, signInOn } from "#tests/helpers/e2e-accounts.ts";
import { type RunningServer } from "#server/boot/start-server.ts";
import type { Database } from "#server/store/database.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { type SmtpSink } from "#server/test-support/smtp-sink.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";

/**
 * One person answers, in the browser, on a server of its own that sends e-mail to a real SMTP
 * server on loopback: two colleagues with the same conversation open, each in a browser of their
 * own. Each sees within 5 s that the other is there and when the other is writing a reply; both
 * send a reply at once: one goes, the other is told what arrived and keeps the draft.
 */

const ASHA = { email: "asha.desk@malwasoftworks.example", password: "asha's long passphrase" };
const RAVI = { email: "ravi.desk@malwasoftworks.example", password: "ravi's long passphrase" };

let sink: SmtpSink;
let server: RunningServer;
let db: Database;
let own: OwnServer;

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  own = await startOwnServer("desk", { mail: true });
  ({ server, db } = own);
  sink = own.sink!;
  // The first account is an administrator; these two are reviewers, each with their app.
  await addAdminUser(db, "desk.admin@malwasoftworks.example", "the administrator's passphrase", {
    role: "administrator",
  });
  for (const account of [ASHA, RAVI]) await ownServerMember(db, account, "reviewer");
});

test.afterAll(() => own?.close());

/** A new enquiry from `email`; answers its page's address. */
async function enquiryFrom(page: Page, email: string): Promise<string> {
  const response = await page.request.post(`${server.url}${ENQUIRY_ENDPOINT}`, {
    data: { ...validBodies.contact, email },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return `${server.url}/admin/enquiries/${id}`;
}

/** A colleague signed in, in a browser of their own, with the enquiry open. */
async function colleagueAt(
  browser: Browser,
  account: { email: string; password: string },
  enquiry: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInOn(page, server.url, db, account);
  await page.goto(enquiry);
  return page;
}

test("two colleagues reply at once: one reply goes, the other is warned and keeps the draft", async ({
  browser,
  page: visitor,
}) => {
  const customer = "imran.desk@example.com";
  const enquiry = await enquiryFrom(visitor, customer);
  const asha = await colleagueAt(browser, ASHA, enquiry);
  const ravi = await colleagueAt(browser, RAVI, enquiry);
  const drafts = new Map([
    [asha, "Asha here: we can start on Monday."],
    [ravi, "Ravi here: thanks, we will call you."],
  ]);
  const statuses = new Map<Page, number>();
  for (const [page, draft] of drafts) {
    await page.getByLabel(`Your reply to ${customer}`).fill(draft);
    page.on("response", (response) => {
      if (response.request().method() === "POST") statuses.set(page, response.status());
    });
  }

  await Promise.all(
    [asha, ravi].map((page) => page.getByRole("button", { name: "Send reply" }).click()),
  );
  await expect.poll(() => statuses.size).toBe(2);
  expect([...statuses.values()].toSorted()).toEqual([200, 409]);
  const [warned, sent] = statuses.get(asha) === 409 ? [asha, ravi] : [ravi, asha];
  const sender = sent === asha ? "Asha Desk" : "Ravi Desk";

  await expect(sent.locator("#reply-notice")).toHaveText(/^Reply queued/);
  await expect(warned.locator("#reply-notice")).toContainText(`Not sent: a reply from ${sender}`);
  // What arrived is on the page, and the draft is still in the form.
  await expect(warned.locator("blockquote")).toContainText(drafts.get(sent)!);
  await expect(warned.getByLabel(`Your reply to ${customer}`)).toHaveValue(drafts.get(warned)!);
  await expectNoAxeViolations(warned);

  // Asked again, it goes.
  await warned.getByRole("button", { name: "Send reply" }).click();
  await expect(warned.locator("#reply-notice")).toHaveText(/^Reply queued/);
  const replies = () => sink.messages.filter((mail) => mail.subject.startsWith("Re: "));
  await expect.poll(() => replies().length, { timeout: 10_000 }).toBe(2);
  expect(replies().map((mail) => mail.text.split("\n")[0])).toEqual([
    drafts.get(sent),
    drafts.get(warned),
  ]);
});

test("a colleague sees who else has the conversation open, and who is writing a reply, within 5 s", async ({
  browser,
  page: visitor,
}) => {
  const customer = "meera.desk@example.com";
  const enquiry = await enquiryFrom(visitor, customer);
  const asha = await colleagueAt(browser, ASHA, enquiry);
  const ravi = await colleagueAt(browser, RAVI, enquiry);
  const presence = (page: Page) =>
    page.getByRole("list", { name: "Colleagues on this enquiry now" });
  const within = { timeout: 5_000 };

  await expect(presence(ravi)).toHaveText("Asha Desk is viewing", within);
  await expect(presence(asha)).toHaveText("Ravi Desk is viewing", within);
  await expectNoAxeViolations(ravi);

  await asha.getByLabel(`Your reply to ${customer}`).fill("Hello Meera, ");
  await expect(presence(ravi)).toHaveText("Asha Desk is writing a reply", within);
  await expectNoAxeViolations(ravi);

  // Asha goes back to the list: she is gone at once.
  await asha.goto(`${server.url}/admin`);
  await expect(presence(ravi).getByRole("listitem")).toHaveCount(0, within);
  await asha.context().close();
});

test("a conversation links the person's other enquiries", async ({ browser, page: visitor }) => {
  const earlier = await enquiryFrom(visitor, "Leela.Desk@Example.com");
  const enquiry = await enquiryFrom(visitor, "leela.desk@example.com");
  const ravi = await colleagueAt(browser, RAVI, enquiry);
  const history = ravi.getByRole("region", { name: "Their other enquiries" });
  await expect(history.getByRole("link")).toHaveCount(1);
  await expectNoAxeViolations(ravi);
  await history.getByRole("link").click();
  await expect(ravi).toHaveURL(earlier);
  await expect(
    ravi.getByRole("region", { name: "Their other enquiries" }).getByRole("link"),
  ).toHaveAttribute("href", new URL(enquiry).pathname);
});
