/**
 * `npm run dev` without SMTP_URL: a mail server on loopback that keeps every message the site
 * sends, and a page listing them (newest first, each as its HTML and its plain text), so a
 * developer sees the team's e-mail exactly as it would leave. Nothing is relayed anywhere. A
 * mail with a Reply-To can be answered there as its recipient: the answer goes through the same
 * import as a mail read from the team mailbox, so the whole loop is tried without a mail server.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import MailComposer from "nodemailer/lib/mail-composer";
import { SMTPServer } from "smtp-server";
import { parseMail, type ParsedMail } from "./parse-mail.ts";
import { escapeHtml } from "#shared/text/html.ts";

interface CaughtMail extends ParsedMail {
  /** Its number on the page, which an answer names. */
  readonly id: number;
  readonly receivedAt: Date;
  readonly recipients: readonly string[];
}

export interface MailCatcher {
  /** For SMTP_URL, e.g. `smtp://127.0.0.1:1025`. */
  readonly smtpUrl: string;
  /** The page listing the messages. */
  readonly webUrl: string;
  /** Where an answer written on the page goes (the server's import of inbound mail). */
  answerWith(importMail: (raw: Buffer) => Promise<unknown>): void;
  close(): Promise<void>;
}

const HOST = "127.0.0.1";

export async function startMailCatcher({ smtpPort = 0, webPort = 0 } = {}): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        caught.unshift({
          ...(await parseMail(Buffer.concat(chunks))),
          id: caught.length,
          receivedAt: new Date(),
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
        });
        callback();
      });
    },
  });
  // SMTPServer repeats its socket's errors as its own: a busy port is answered by listenOn, a
  // sender's broken connection is the sender's affair; neither may end the development server.
  smtp.on("error", () => undefined);
  await listenOn(smtp.server, smtpPort);

  let importMail: ((raw: Buffer) => Promise<unknown>) | undefined;
  const web: Server = createServer(async (request, response) => {
    if (request.method === "POST" && importMail) {
      const form = new URLSearchParams(await bodyOf(request));
      const mail = caught.find((entry) => String(entry.id) === form.get("mail"));
      if (mail) await importMail(await answerTo(mail, form.get("text") ?? ""));
      response.writeHead(303, { Location: "/" }).end();
      return;
    }
    response.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      // The messages' own HTML is shown in sandboxed frames: no scripts, no requests out.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'",
    });
    response.end(page(caught, importMail !== undefined));
  });
  await listenOn(web, webPort);

  return {
    smtpUrl: `smtp://${HOST}:${portOf(smtp.server.address())}`,
    webUrl: `http://${HOST}:${portOf(web.address())}/`,
    answerWith(handler) {
      importMail = handler;
    },
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => web.close(() => resolve()));
    },
  };
}

/** The port asked for, or any free one when another program holds it. */
async function listenOn(server: Server | SMTPServer["server"], port: number): Promise<void> {
  const attempt = (wanted: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(wanted, HOST, () => {
        server.off("error", reject);
        resolve();
      });
    });
  try {
    await attempt(port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || port === 0) throw error;
    await attempt(0);
  }
}

function portOf(address: ReturnType<Server["address"]>): number {
  return typeof address === "object" && address ? address.port : 0;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").slice(0, 100_000);
}

/** The recipient's answer to a caught mail, as their mail client would write it. */
async function answerTo(mail: CaughtMail, text: string): Promise<Buffer> {
  const messageId = mail.headers.get("message-id");
  const quoted = mail.text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return new MailComposer({
    from: mail.recipients[0] ?? "customer@example.com",
    to: mail.headers.get("reply-to") ?? mail.headers.get("from") ?? "",
    subject: `Re: ${mail.subject}`,
    ...(messageId && { inReplyTo: messageId, references: messageId }),
    text: `${text}\n\nOn ${mail.receivedAt.toUTCString()}, ${mail.headers.get("from") ?? ""} wrote:\n${quoted}\n`,
  })
    .compile()
    .build();
}

function answerForm(index: number): string {
  return `<form method="post"><input type="hidden" name="mail" value="${index}">
    <label>Answer as the recipient<br><textarea name="text" rows="3" cols="60" required></textarea></label>
    <button>Send the answer to the inbox</button></form>`;
}

function page(mails: readonly CaughtMail[], answerable: boolean): string {
  const entries = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject || "(no subject)")}</h2>
  <p>${escapeHtml(mail.receivedAt.toISOString())} · from ${escapeHtml(mail.headers.get("from") ?? "")}
    to ${escapeHtml(mail.recipients.join(", "))}${
      mail.headers.get("reply-to") ? ` · reply to ${escapeHtml(mail.headers.get("reply-to")!)}` : ""
    }</p>
  ${mail.html ? `<iframe sandbox title="HTML of ${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(mail.html)}"></iframe>` : ""}
  <details><summary>Plain text</summary><pre>${escapeHtml(mail.text)}</pre></details>
  ${answerable && mail.headers.has("reply-to") ? answerForm(mail.id) : ""}
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mail caught in development (${mails.length})</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#0f172a}
article{border:1px solid #cbd5e1;border-radius:.75rem;padding:1rem 1.25rem;margin:1rem 0}
h2{margin:0 0 .25rem;font-size:1.1rem}p{margin:0 0 .75rem;color:#475569}
iframe{width:100%;height:28rem;border:1px solid #e2e8f0;border-radius:.5rem}pre{white-space:pre-wrap}</style>
</head><body><h1>Mail caught in development</h1>
<p>What the site sent while <code>npm run dev</code> runs without SMTP_URL, newest first. Reload to see new mail.</p>
${entries || "<p>No mail yet. Send a form on the site.</p>"}
</body></html>`;
}
