import { createServer } from "node:net";
import { expect, it } from "vitest";
import nodemailer from "nodemailer";
import { parseIncomingMail } from "#server/mail/parse.ts";
import { startMailCatcher } from "./mail-catcher.ts";

it("takes another port when the usual one is busy, for instance with a second npm run dev", async () => {
  const busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
  const address = busy.address();
  const port = typeof address === "object" && address ? address.port : 0;
  try {
    const catcher = await startMailCatcher({ smtpPort: port, webPort: 0 });
    try {
      expect(new URL(catcher.smtpUrl).port).not.toBe(String(port));
    } finally {
      await catcher.close();
    }
  } finally {
    busy.close();
  }
});

it("answers a caught mail as its recipient, through the import a mailbox's mail goes through", async () => {
  const catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
  const answers: Buffer[] = [];
  catcher.answerWith(async (raw) => answers.push(raw));
  try {
    await nodemailer.createTransport({ url: catcher.smtpUrl }).sendMail({
      from: "Malwa Softworks <enquiries@malwasoftworks.example>",
      to: "asha@example.com",
      replyTo: "enquiries+abcdefgh23456789@malwasoftworks.example",
      messageId: "<acknowledgement-1@malwasoftworks.example>",
      subject: "We have your message",
      text: "Thank you for writing to us.",
    });
    const page = await (await fetch(catcher.webUrl)).text();
    const mail = /name="mail" value="(\d+)"/.exec(page)?.[1];
    expect(mail).toBeDefined();
    const response = await fetch(catcher.webUrl, {
      method: "POST",
      body: new URLSearchParams({ mail: mail!, text: "Thursday suits me." }),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(answers).toHaveLength(1);
    const answer = await parseIncomingMail(answers[0]!);
    expect(answer).toMatchObject({
      from: { address: "asha@example.com" },
      recipients: ["enquiries+abcdefgh23456789@malwasoftworks.example"],
      threadIds: ["acknowledgement-1@malwasoftworks.example"],
      body: "Thursday suits me.",
      automatic: false,
    });
    expect(answer.quoted).toContain("> Thank you for writing to us.");
  } finally {
    await catcher.close();
  }
});
