/** The e-mails the notifier sends: the team's notification and the visitor's acknowledgement. */
import { attributionLines } from "#shared/enquiries/attribution.ts";
import { siteFacts } from "#server/site/facts.ts";
import { inboxEnquiryPath } from "#shared/enquiries/inbox-links.ts";
import type { Delivery } from "#server/outbox/deliveries.ts";
import type { Enquiry } from "./store.ts";
import { formWords } from "./form-words.ts";
import { htmlDocument, type MailContent } from "#server/outbox/mail.ts";
import { escapeHtml } from "#shared/text/html.ts";
import type { FieldLine } from "#shared/enquiries/field-line.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { emailWords } from "./email-words.ts";
import { fieldLines } from "./field-lines.ts";
import { sentenceTime } from "#shared/text/dates.ts";

/** What a message shows of a visitor's value: the value itself, or it escaped for a markup. */
type Shown = (value: string) => string;
const asTyped: Shown = (value) => value;

/** What the team's e-mails call the enquiry's kind: "project enquiry". */
const nounOf = (enquiry: Enquiry) => formWords.kinds[enquiry.kind].noun;

/** "Asha Verma (Acme Ltd)", or "Ravi Kumar for React Developer" for a job enquiry. */
function sender(fields: Readonly<Record<string, string>>, show: Shown): string {
  const said = emailWords.notification.sender;
  const name = fields.name ? show(fields.name) : said.unnamed;
  if (fields.companyName) {
    return fillIn(said.withCompany, { name, companyName: show(fields.companyName) });
  }
  if (fields.position) return fillIn(said.withPosition, { name, position: show(fields.position) });
  return name;
}

/** The enquiry in the team's inbox, as an absolute link for an e-mail or a chat message. */
export function inboxLink(enquiryId: string, siteUrl: string): string {
  return `${siteUrl}${inboxEnquiryPath(enquiryId)}`;
}

/**
 * "New project enquiry from Asha Verma (Acme Ltd)"; `show` escapes the visitor's words for a
 * chat message's markup.
 */
export function enquiryHeadline(enquiry: Enquiry, show: Shown = asTyped): string {
  return fillIn(emailWords.notification.subject, {
    kind: nounOf(enquiry),
    sender: sender(enquiry.fields, show),
  });
}

function tableRows(lines: readonly { label: string; value: string; href?: string }[]): string {
  return lines
    .map((line) => {
      const value = escapeHtml(line.value);
      const cell = line.href ? `<a href="${escapeHtml(line.href)}">${value}</a>` : value;
      return (
        `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;white-space:nowrap">${escapeHtml(line.label)}</th>` +
        `<td style="padding:6px 0;white-space:pre-wrap">${cell}</td></tr>`
      );
    })
    .join("");
}

const INBOX_LABEL = emailWords.notification.openInInbox;

/** `lines`: the enquiry's fields as the team reads them (`fieldLines`, from the forms' rules). */
export function teamNotification(
  enquiry: Enquiry,
  siteUrl: string,
  lines: readonly FieldLine[] = fieldLines(enquiry.kind, enquiry.fields),
): MailContent {
  const subject = enquiryHeadline(enquiry);
  const { heading: attributionHeading, labels } = formWords.attribution;
  const origin = attributionLines(enquiry.attribution, labels);
  const link = inboxLink(enquiry.id, siteUrl);
  const received = fillIn(emailWords.notification.received, {
    time: sentenceTime(enquiry.createdAt, siteFacts.timeZone),
    id: enquiry.id,
  });
  const { replyHint } = emailWords.notification;

  // Long texts (details, messages, cover letters) come last in every form; they get a block each.
  const text = [
    subject,
    "",
    ...lines.filter((line) => !line.long).map((line) => `${line.label}: ${line.value}`),
    ...lines
      .filter((line) => line.long)
      .flatMap((line) => ["", `${line.label}:`, line.value.replace(/^/gm, "  ")]),
    ...(origin.length > 0
      ? ["", `${attributionHeading}:`, ...origin.map((line) => `  ${line.label}: ${line.value}`)]
      : []),
    "",
    `${INBOX_LABEL}: ${link}`,
    received,
    replyHint,
    "",
  ].join("\n");

  const html = htmlDocument(
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>` +
      `<table cellspacing="0" cellpadding="0">${tableRows(lines)}</table>` +
      (origin.length > 0
        ? `<h2 style="font-size:16px">${escapeHtml(attributionHeading)}</h2><table cellspacing="0" cellpadding="0">${tableRows(origin)}</table>`
        : "") +
      `<p><a href="${escapeHtml(link)}">${INBOX_LABEL}</a></p>` +
      `<p style="color:#4b5563;font-size:13px">${escapeHtml(received)}<br>${escapeHtml(replyHint)}</p>`,
  );
  return { subject, text, html };
}

/**
 * The team is told once that a delivery was given up on. It names the enquiry but repeats
 * nothing the visitor typed: the failure may be the visitor's own text refused somewhere.
 */
export function deliveryFailureAlert(
  enquiry: Enquiry,
  delivery: Delivery,
  siteUrl: string,
): MailContent {
  const said = emailWords.deliveryFailure;
  const slots = {
    kind: nounOf(enquiry),
    channel: delivery.channel,
    tries: delivery.attempts,
  };
  const subject = fillIn(said.subject, slots);
  const intro = fillIn(said.intro, slots);
  const lines = [
    { label: said.labels.enquiry, value: enquiry.id },
    { label: said.labels.kind, value: slots.kind },
    { label: said.labels.channel, value: delivery.channel },
    { label: said.labels.tries, value: String(delivery.attempts) },
    { label: said.labels.lastError, value: delivery.lastError ?? said.unknownError },
  ];
  const link = inboxLink(enquiry.id, siteUrl);
  const text = [
    intro,
    "",
    ...lines.map((line) => `${line.label}: ${line.value}`),
    "",
    `${INBOX_LABEL}: ${link}`,
    "",
  ].join("\n");
  const html = htmlDocument(
    `<p>${escapeHtml(intro)}</p><table cellspacing="0" cellpadding="0">${tableRows(lines)}</table>` +
      `<p><a href="${escapeHtml(link)}">${INBOX_LABEL}</a></p>`,
  );
  return { subject, text, html };
}

/** The acknowledgement's subject, which a reply answers, so mail clients keep them in one thread. */
export function acknowledgementSubject(enquiry: Enquiry): string {
  return fillIn(emailWords.acknowledgement.subject, { kind: nounOf(enquiry) });
}

/**
 * The acknowledgement to the visitor. It repeats nothing they typed — not even their name — so
 * the form cannot be used to send someone else a message of the sender's choosing.
 */
export function acknowledgement(
  enquiry: Enquiry,
  siteUrl: string,
  consentLink: string,
  /** The promise the server keeps, in words: "within 24 hours". */
  replyPromise: string = siteFacts.replyPromise,
): MailContent {
  const subject = acknowledgementSubject(enquiry);
  const paragraphs = emailWords.acknowledgement.paragraphs.map((paragraph) =>
    fillIn(paragraph, { kind: nounOf(enquiry), promise: replyPromise }),
  );
  const choices = consentChoicesParagraph(consentLink);
  const signature = [siteFacts.company, siteFacts.phone.display, siteUrl];
  const text = [...paragraphs, choices.text, signature.join("\n")].join("\n\n") + "\n";
  const html = htmlDocument(
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("") +
      `<p>${choices.html}</p>` +
      `<p>${signature.map(escapeHtml).join("<br>")}</p>`,
  );
  return { subject, text, html };
}

/**
 * The sentence every e-mail to a person carries: where to stop updates or ask for erasure (their
 * signed consent link), as plain text and as HTML.
 */
export function consentChoicesParagraph(consentLink: string): { text: string; html: string } {
  const { sentence, link } = emailWords.privacyChoices;
  return {
    text: `${sentence}: ${consentLink}`,
    html: `${escapeHtml(sentence)} <a href="${escapeHtml(consentLink)}">${escapeHtml(link)}</a>.`,
  };
}
