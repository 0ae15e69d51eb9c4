/**
 * The mails the team's work on an enquiry sends: the reply to the enquirer, the notice to a
 * colleague an enquiry was assigned to, and the reminders before and at the reply promise's breach.
 */
import { siteFacts } from "#server/site/facts.ts";
import { dueText } from "#shared/reply-promise/time-span.ts";
import type { Enquiry } from "#server/enquiries/store.ts";
import {
  acknowledgementSubject,
  consentChoicesParagraph,
  enquiryHeadline,
  escapeHtml,
  htmlDocument,
  inboxLink,
  type MailContent,
} from "#server/enquiries/messages.ts";

function paragraphsHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
    .join("");
}

/**
 * A reply written in the inbox, as the enquirer reads it: its text as typed, then the company's
 * signature. Its subject answers the acknowledgement's, naming the enquiry.
 */
export function replyMail(
  enquiry: Enquiry,
  body: string,
  siteUrl: string,
  consentLink: string,
): MailContent {
  const subject = `Re: ${acknowledgementSubject(enquiry)}`;
  const signature = [siteFacts.company, siteFacts.phone.display, siteUrl].join("\n");
  const choices = consentChoicesParagraph(consentLink);
  const text = `${body}\n\n--\n${signature}\n\n${choices.text}\n`;
  const html = htmlDocument(
    `${paragraphsHtml(body)}<p style="color:#4b5563">--<br>${signature.split("\n").map(escapeHtml).join("<br>")}</p>` +
      `<p style="color:#4b5563">${choices.html}</p>`,
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
  const headline = enquiryHeadline(enquiry);
  const subject = `Assigned to you: ${headline}`;
  const lines = [
    `${assignment.by} assigned you this enquiry in the inbox: ${headline}.`,
    ...(dueAt ? [`Reply due: ${dueText(dueAt, now)}.`] : []),
  ];
  const link = inboxLink(enquiry.id, siteUrl);
  const text = [...lines, "", `Open it in the inbox: ${link}`, ""].join("\n");
  const html = htmlDocument(
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("") +
      `<p><a href="${escapeHtml(link)}">Open it in the inbox</a></p>`,
  );
  return { subject, text, html };
}

export type ReminderThreshold = "soon" | "breach";

/** One line for a reminder: the enquirer, the time left or overdue, the link. */
export function reminderLine(
  enquiry: Enquiry,
  dueAt: Date,
  now: Date,
  siteUrl: string,
  show: (value: string) => string = (value) => value,
): string {
  const headline = enquiryHeadline(enquiry, show);
  return `Reply ${dueText(dueAt, now)}: ${headline}. ${inboxLink(enquiry.id, siteUrl)}`;
}

/** The reminder e-mail, to the owner or the team: before the promise breaks, and at its breach. */
export function reminderMail(
  enquiry: Enquiry,
  threshold: ReminderThreshold,
  dueAt: Date,
  now: Date,
  siteUrl: string,
): MailContent {
  const headline = enquiryHeadline(enquiry);
  const state = dueText(dueAt, now);
  const subject =
    threshold === "soon" ? `Reply due soon (${state}): ${headline}` : `Reply ${state}: ${headline}`;
  const intro =
    threshold === "soon"
      ? `Three quarters of the ${siteFacts.replyHours}-hour reply promise have passed and this enquiry has no reply yet.`
      : `The ${siteFacts.replyHours}-hour reply promise for this enquiry has been broken: it has no reply yet.`;
  const link = inboxLink(enquiry.id, siteUrl);
  const text = [intro, "", `${headline}: ${state}.`, "", `Reply in the inbox: ${link}`, ""].join(
    "\n",
  );
  const html = htmlDocument(
    `<p>${escapeHtml(intro)}</p><p><strong>${escapeHtml(headline)}</strong>: ${escapeHtml(state)}.</p>` +
      `<p><a href="${escapeHtml(link)}">Reply in the inbox</a></p>`,
  );
  return { subject, text, html };
}
