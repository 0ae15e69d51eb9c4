/** The reminders before and at the reply promise's breach, to the owner or the team. */
import { siteFacts } from "#server/site/facts.ts";
import { REMINDER_SHARE } from "./clock.ts";
import { dueText } from "#shared/reply-promise/time-span.ts";
import type { Enquiry } from "#server/enquiries/store.ts";
import { enquiryHeadline, inboxLink } from "#server/enquiries/messages.ts";
import { htmlDocument, type MailContent } from "#server/outbox/mail.ts";
import { escapeHtml } from "#shared/text/html.ts";

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
  const state = dueText(dueAt, now);
  const subject =
    threshold === "soon" ? `Reply due soon (${state}): ${headline}` : `Reply ${state}: ${headline}`;
  const intro =
    threshold === "soon"
      ? `${shareText(REMINDER_SHARE)} of the time to reply (${replyPromise}) has passed and this enquiry has no reply yet.`
      : `The reply promise for this enquiry (${replyPromise}) has been broken: it has no reply yet.`;
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
