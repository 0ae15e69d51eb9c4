import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { simpleParser } from "mailparser";
import { startOwnServer, type OwnServer } from "#tests/helpers/own-server.ts";
import { expect, test } from "@playwright/test";
import { ownServerMember, signInOn } from "#tests/helpers/e2e-accounts.ts";
import { type RunningServer } from "#server/boot/start-server.ts";
import type { Database } from "#server/store/database.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { type SmtpSink } from "#server/test-support/smtp-sink.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";

/**
 * A reply with files, in the browser without JavaScript, on a server of its own that sends e-mail
 * to a real SMTP server on loopback: a program named .pdf and 11 MB of files are refused with the
 * draft kept; a PDF and a picture go with the reply, are listed beside it in the timeline for
 * staff to download, and reach the enquirer's mailbox attached. The page passes axe.
 */

const REVIEWER = {
  email: "files.reviewer@malwasoftworks.example",
  password: "a reviewer's passphrase",
};
const CUSTOMER = "files.customer@example.com";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Title (Quote) >> endobj\ntrailer << >>\n%%EOF\n");
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
/** A Windows program's first bytes ("MZ"). */
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), Buffer.alloc(64)]);
/** A PDF of 5.5 MB: two of them are more than the 10 MB a reply may carry. */
const BIG_PDF = Buffer.concat([PDF, Buffer.alloc(5.5 * 1024 * 1024 - PDF.byteLength)]);

let sink: SmtpSink;
let server: RunningServer;
let db: Database;
let own: OwnServer;

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  own = await startOwnServer("reply-files", { mail: true });
  ({ server, db } = own);
  sink = own.sink!;
  await ownServerMember(db, REVIEWER, "reviewer");
});

test.afterAll(() => own?.close());

test("a reply carries a PDF and a picture, sent without JavaScript; wrong files keep the draft", async ({
  browser,
  page: audited,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.request.post(`${server.url}${ENQUIRY_ENDPOINT}`, {
    data: { ...validBodies.project, email: CUSTOMER },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };

  await signInOn(page, server.url, db, REVIEWER);
  await page.goto(`${server.url}/admin/enquiries/${id}`);
  const reply = page.getByLabel(`Your reply to ${CUSTOMER}`);
  const files = page.getByLabel("Attach files");
  const send = page.getByRole("button", { name: "Send reply" });
  const draft = "Our quote and the office's picture are attached.";

  await reply.fill(draft);
  await files.setInputFiles([
    { name: "quote.pdf", mimeType: "application/pdf", buffer: EXE },
    { name: "ok.pdf", mimeType: "application/pdf", buffer: PDF },
  ]);
  await send.click();
  await expect(page.getByText("A file is not a PDF, a picture or a Word document")).toBeVisible();
  await expect(reply).toHaveValue(draft);

  await files.setInputFiles([
    { name: "a.pdf", mimeType: "application/pdf", buffer: BIG_PDF },
    { name: "b.pdf", mimeType: "application/pdf", buffer: BIG_PDF },
  ]);
  await send.click();
  await expect(page.getByText("The files weigh more than 10 MB in all")).toBeVisible();
  await expect(reply).toHaveValue(draft);

  await files.setInputFiles([
    { name: "Quote.pdf", mimeType: "application/pdf", buffer: PDF },
    { name: "office.png", mimeType: "image/png", buffer: PNG },
  ]);
  await send.click();
  await expect(page.getByText("Reply queued")).toBeVisible();
  const link = page.getByRole("link", { name: "Quote.pdf (1 KB)" });
  await expect(link).toBeVisible();
  await expect(page.getByRole("link", { name: "office.png (1 KB)" })).toBeVisible();
  const download = await page.request.get(
    new URL((await link.getAttribute("href")) ?? "", server.url).href,
  );
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);

  const isReply = (m: { subject: string; recipients: readonly string[] }) =>
    m.subject.startsWith("Re: ") && m.recipients.includes(CUSTOMER);
  await expect.poll(() => sink.messages.some(isReply), { timeout: 10_000 }).toBe(true);
  expect(sink.messages.filter(isReply)).toHaveLength(1);
  const mail = await simpleParser(sink.messages.find(isReply)!.raw);
  expect(mail.text).toContain(draft);
  expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
    ["Quote.pdf", "application/pdf"],
    ["office.png", "image/png"],
  ]);
  await context.close();

  // axe runs in the page, so the page it audits has JavaScript.
  await signInOn(audited, server.url, db, REVIEWER);
  await audited.goto(`${server.url}/admin/enquiries/${id}`);
  await expectNoAxeViolations(audited);
});
