/**
 * The reminders before and at the reply promise's breach, to the owner or the team; their words
 * are `reminder` in app/content/emails.yaml.
 */
import { siteFacts } from "#server/site/facts.ts";
import { REMINDER_SHARE } from "./clock.ts";
import { dueText } from "#shared/reply-promise/time-span.ts";
import type { Enquiry } from "#server/enquiries/store.ts";
import { emailWords } from "#server/enquiries/email-words.ts";
import { enquiryHeadline, inboxLink } from "#server/enquiries/messages.ts";
import { htmlDocument, type MailContent } from "#server/outbox/mail.ts";
import { escapeHtml } from "#shared/text/html.ts";
import { fillIn } from "#shared/text/fill-in.ts";

export type ReminderThreshold = "soon" | "breach";

const said = emailWords.reminder;

/** One line for a reminder: the enquirer, the time left or overdue, the link. */
export function reminderLine(
  enquiry: Enquiry,
  dueAt: Date,
  now: Date,
  siteUrl: string,
  show: (value: string) => string = (value) => value,
): string {
  return fillIn(said.chatLine, {
    due: dueText(dueAt, now),
    headline: enquiryHeadline(enquiry, show),
    link: inboxLink(enquiry.id, siteUrl),
  });
}

/** A share of the promise in words: "75 %". */
const shareText = (share: number) => `${Math.round(share * 100)} %`;

/** The reminder e-mail, to the owner or the team: before the promise breaks, and at its breach. */
export function reminderMail(
  enquiry: Enquiry,
  threshold: ReminderThreshold,
  dueAt: Date,
  now: Date,
  siteUrl: string,
  /** The promise the server keeps, in words: "within 24 hours". */
  replyPromise: string = siteFacts.replyPromise,
): MailContent {
  const headline = enquiryHeadline(enquiry);
  const due = dueText(dueAt, now);
  const subject = fillIn(said[threshold].subject, { due, headline });
  const intro = fillIn(said[threshold].intro, {
    share: shareText(REMINDER_SHARE),
    promise: replyPromise,
  });
  const state = fillIn(said.state, { headline, due });
  const link = inboxLink(enquiry.id, siteUrl);
  const text = [intro, "", state, "", `${said.openInInbox}: ${link}`, ""].join("\n");
  // The template escaped around its slots, the headline in bold.
  const stateHtml = fillIn(escapeHtml(said.state), {
    headline: `<strong>${escapeHtml(headline)}</strong>`,
    due: escapeHtml(due),
  });
  const html = htmlDocument(
    `<p>${escapeHtml(intro)}</p><p>${stateHtml}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(said.openInInbox)}</a></p>`,
  );
  return { subject, text, html };
}
