/**
 * The mails the team's answers send: the reply to the enquirer, and the notice to a colleague
 * an enquiry was assigned to. Their words are `reply` and `assignment` in app/content/emails.yaml.
 */
import { siteFacts } from "#server/site/facts.ts";
import { dueText } from "#shared/reply-promise/time-span.ts";
import type { Enquiry } from "#server/enquiries/store.ts";
import {
  acknowledgementSubject,
  consentChoicesParagraph,
  enquiryHeadline,
  inboxLink,
} from "#server/enquiries/messages.ts";
import { htmlDocument, type MailContent } from "#server/outbox/mail.ts";
import { escapeHtml } from "#shared/text/html.ts";
import { sentenceTime } from "#shared/text/dates.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { emailWords } from "#server/enquiries/email-words.ts";

function paragraphsHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
    .join("");
}

/** The customer's message a reply answers, quoted below it. */
export interface QuotedMessage {
  readonly at: Date;
  readonly text: string;
}

/** "On …, Asha Verma wrote:" and the message, each line behind "> " (text) or in a blockquote. */
function quoted(enquiry: Enquiry, message: QuotedMessage): { text: string; html: string } {
  const header = fillIn(emailWords.reply.quoteHeader, {
    time: sentenceTime(message.at, siteFacts.timeZone),
    name: enquiry.fields.name || enquiry.fields.email || "",
  });
  const lines = message.text.split("\n").map((line) => (line ? `> ${line}` : ">"));
  return {
    text: `\n\n${header}\n${lines.join("\n")}\n`,
    html:
      `<p style="color:#4b5563">${escapeHtml(header)}</p>` +
      `<blockquote style="margin:0;padding-left:12px;border-left:2px solid #cbd5e1;color:#4b5563">${paragraphsHtml(message.text)}</blockquote>`,
  };
}

/**
 * A reply written in the inbox, as the enquirer reads it: its text as typed, then the company's
 * signature, then the customer's last message quoted. Its subject answers the acknowledgement's,
 * naming the enquiry.
 */
export function replyMail(
  enquiry: Enquiry,
  body: string,
  siteUrl: string,
  consentLink: string,
  earlier?: QuotedMessage,
): MailContent {
  const subject = fillIn(emailWords.reply.subject, { subject: acknowledgementSubject(enquiry) });
  const signature = [siteFacts.company, siteFacts.phone.display, siteUrl].join("\n");
  const choices = consentChoicesParagraph(consentLink);
  const history = earlier ? quoted(enquiry, earlier) : { text: "", html: "" };
  const text = `${body}\n\n--\n${signature}\n\n${choices.text}\n${history.text}`;
  const html = htmlDocument(
    `${paragraphsHtml(body)}<p style="color:#4b5563">--<br>${signature.split("\n").map(escapeHtml).join("<br>")}</p>` +
      `<p style="color:#4b5563">${choices.html}</p>${history.html}`,
  );
  return { subject, text, html };
}

/** The notice to a colleague: who assigned them which enquiry, when its reply is due, the link. */
export function assignmentMail(
  enquiry: Enquiry,
  assignment: { readonly by: string },
  dueAt: Date | undefined,
  now: Date,
  siteUrl: string,
): MailContent {
  const said = emailWords.assignment;
  const headline = enquiryHeadline(enquiry);
  const subject = fillIn(said.subject, { headline });
  const lines = [
    fillIn(said.intro, { by: assignment.by, headline }),
    ...(dueAt ? [fillIn(said.due, { due: dueText(dueAt, now) })] : []),
  ];
  const link = inboxLink(enquiry.id, siteUrl);
  const text = [...lines, "", `${said.openInInbox}: ${link}`, ""].join("\n");
  const html = htmlDocument(
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("") +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(said.openInInbox)}</a></p>`,
  );
  return { subject, text, html };
}
