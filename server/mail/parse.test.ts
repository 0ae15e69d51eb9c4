/** An incoming mail as the timeline gets it: its own words, its history, who sent it and how. */
import MailComposer from "nodemailer/lib/mail-composer";
import { describe, expect, it } from "vitest";
import { parseIncomingMail } from "./parse.ts";

const compose = (options: ConstructorParameters<typeof MailComposer>[0]) =>
  new MailComposer({ from: "asha@example.com", to: "enquiries@example.com", ...options })
    .compile()
    .build();

describe("an incoming mail", () => {
  it("folds away the history Outlook quotes under a From: block", async () => {
    const mail = await parseIncomingMail(
      await compose({
        text: "Yes, please go ahead.\n\nFrom: Malwa Softworks <enquiries@example.com>\nSent: Monday\nSubject: Your quote\n\nHere is the quote.",
      }),
    );
    expect(mail.body).toBe("Yes, please go ahead.");
    expect(mail.quoted).toMatch(/^From: Malwa Softworks.*Here is the quote\.$/s);
  });

  it("folds away an Original Message block and a trailing run of > lines", async () => {
    const original = await parseIncomingMail(
      await compose({ text: "Thanks!\n-----Original Message-----\nEarlier words" }),
    );
    expect([original.body, original.quoted]).toEqual([
      "Thanks!",
      "-----Original Message-----\nEarlier words",
    ]);
    const marked = await parseIncomingMail(
      await compose({ text: "Agreed.\n\n> Shall we?\n>\n> Ok" }),
    );
    expect([marked.body, marked.quoted]).toEqual(["Agreed.", "> Shall we?\n>\n> Ok"]);
  });

  it("reads an HTML-only mail as its text, without its scripts or markup", async () => {
    const mail = await parseIncomingMail(
      await compose({
        html: '<p>Call me <b>today</b>.</p><script>alert("x")</script><img src="https://tracker.example/p.gif">',
      }),
    );
    expect(mail.body).toBe("Call me today.");
  });

  it.each([
    ["Auto-Submitted: auto-replied", { "Auto-Submitted": "auto-replied" }],
    ["Precedence: bulk", { Precedence: "bulk" }],
    ["Precedence: list", { Precedence: "list" }],
    ["X-Autoreply", { "X-Autoreply": "yes" }],
  ])("takes a mail with %s for a machine's", async (_, headers) => {
    expect((await parseIncomingMail(await compose({ text: "Away", headers }))).automatic).toBe(
      true,
    );
  });

  it("takes a person's mail, even marked Auto-Submitted: no, for a person's", async () => {
    const mail = await compose({ text: "Hello", headers: { "Auto-Submitted": "no" } });
    expect((await parseIncomingMail(mail)).automatic).toBe(false);
  });

  it("takes a delivery status notification for a machine's", async () => {
    const raw = Buffer.from(
      [
        "From: Mail Delivery Subsystem <bounces@example.net>",
        "To: enquiries@example.com",
        "Subject: Delivery Status Notification (Failure)",
        'Content-Type: multipart/report; report-type=delivery-status; boundary="b"',
        "",
        "--b",
        "Content-Type: text/plain",
        "",
        "Your message could not be delivered.",
        "--b",
        "Content-Type: message/delivery-status",
        "",
        "Action: failed",
        "--b--",
        "",
      ].join("\r\n"),
    );
    expect((await parseIncomingMail(raw)).automatic).toBe(true);
  });

  it("keeps one identity for a mail without a Message-ID, and drops invisible characters", async () => {
    const raw = Buffer.from(
      "From: asha@example.com\r\nSubject: =?UTF-8?B?SW52b2ljZSDigK5mZHAuZXhlBw==?=\r\n\r\nHello\u0000 there\r\n",
    );
    const [first, again] = [await parseIncomingMail(raw), await parseIncomingMail(raw)];
    expect(first.key).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(again.key).toBe(first.key);
    expect(first.subject).toBe("Invoice fdp.exe");
    expect(first.body).toBe("Hello there");
  });
});
