/** The e-mails the notifier sends: the team's notification and the visitor's acknowledgement. */
import { brand } from "../../shared/brand.ts";
import type { Enquiry } from "../store/enquiries.ts";
import { fieldLines, kindNouns } from "./fields.ts";

export interface MailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const receivedTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: brand.timeZone,
  timeZoneName: "short",
});

/** "Asha Verma (Acme Ltd)", or "Ravi Kumar for React Developer" for a job enquiry. */
function sender(fields: Readonly<Record<string, string>>): string {
  const name = fields.name ?? "a visitor";
  if (fields.companyName) return `${name} (${fields.companyName})`;
  if (fields.position) return `${name} for ${fields.position}`;
  return name;
}

function htmlDocument(body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">${body}</body></html>`;
}

export function teamNotification(enquiry: Enquiry): MailContent {
  const subject = `New ${kindNouns[enquiry.kind]} from ${sender(enquiry.fields)}`;
  const lines = fieldLines(enquiry.kind, enquiry.fields);
  const received = `Received ${receivedTime.format(enquiry.createdAt)} · enquiry ${enquiry.id}`;
  const replyHint = "Reply to this e-mail to answer the sender directly.";

  // Long texts (details, messages, cover letters) come last in every form; they get a block each.
  const text = [
    subject,
    "",
    ...lines.filter((line) => !line.long).map((line) => `${line.label}: ${line.value}`),
    ...lines
      .filter((line) => line.long)
      .flatMap((line) => ["", `${line.label}:`, line.value.replace(/^/gm, "  ")]),
    "",
    received,
    replyHint,
    "",
  ].join("\n");

  const rows = lines
    .map(
      (line) =>
        `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;white-space:nowrap">${escapeHtml(line.label)}</th>` +
        `<td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(line.value)}</td></tr>`,
    )
    .join("");
  const html = htmlDocument(
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>` +
      `<table cellspacing="0" cellpadding="0">${rows}</table>` +
      `<p style="color:#4b5563;font-size:13px">${escapeHtml(received)}<br>${escapeHtml(replyHint)}</p>`,
  );
  return { subject, text, html };
}

/**
 * The acknowledgement to the visitor. It repeats nothing they typed — not even their name — so
 * the form cannot be used to send someone else a message of the sender's choosing.
 */
export function acknowledgement(enquiry: Enquiry, siteUrl: string): MailContent {
  const subject = `We have received your ${kindNouns[enquiry.kind]} – ${brand.name}`;
  const paragraphs = [
    "Hello,",
    `Thank you for contacting ${brand.name}. We have received your ${kindNouns[enquiry.kind]} and will get back to you within 24 hours.`,
    "If there is anything you would like to add, simply reply to this e-mail.",
  ];
  const signature = [brand.name, brand.phone.display, siteUrl];
  const text = [...paragraphs, signature.join("\n")].join("\n\n") + "\n";
  const html = htmlDocument(
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("") +
      `<p>${signature.map(escapeHtml).join("<br>")}</p>`,
  );
  return { subject, text, html };
}
