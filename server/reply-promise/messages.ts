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

/** A conversation a digest lists: the enquiry and its running clock's due time. */
export interface DigestItem {
  readonly enquiry: Enquiry;
  readonly dueAt: Date;
}

/**
 * The digest of several conversations, to their owner or the team: the overdue ones first, then
 * those due soon, one line and link each.
 */
export function digestMail(
  items: readonly DigestItem[],
  now: Date,
  siteUrl: string,
  replyPromise: string = siteFacts.replyPromise,
): MailContent {
  const overdue = items.filter((item) => item.dueAt <= now);
  const soon = items.filter((item) => item.dueAt > now);
  const words = said.digest;
  const subject = fillIn(words.subject, {
    overdue: String(overdue.length),
    soon: String(soon.length),
  });
  const intro = fillIn(words.intro, { promise: replyPromise });
  const groups = [
    { title: words.overdue, items: overdue },
    { title: words.soon, items: soon },
  ].filter((group) => group.items.length > 0);
  const lineOf = (item: DigestItem) => ({
    state: fillIn(said.state, {
      headline: enquiryHeadline(item.enquiry),
      due: dueText(item.dueAt, now),
    }),
    link: inboxLink(item.enquiry.id, siteUrl),
  });
  const text = [
    intro,
    ...groups.flatMap((group) => [
      "",
      `${group.title}:`,
      ...group.items.map(lineOf).map(({ state, link }) => `- ${state}\n  ${link}`),
    ]),
    "",
  ].join("\n");
  const html = htmlDocument(
    `<p>${escapeHtml(intro)}</p>` +
      groups
        .map(
          (group) =>
            `<h3>${escapeHtml(group.title)}</h3><ul>` +
            group.items
              .map(lineOf)
              .map(
                ({ state, link }) =>
                  `<li><a href="${escapeHtml(link)}">${escapeHtml(state)}</a></li>`,
              )
              .join("") +
            "</ul>",
        )
        .join(""),
  );
  return { subject, text, html };
}

/** To the administrators at the breach of a conversation someone owns. */
export function escalationMail(
  enquiry: Enquiry,
  owner: string,
  dueAt: Date,
  now: Date,
  siteUrl: string,
  replyPromise: string = siteFacts.replyPromise,
): MailContent {
  const headline = enquiryHeadline(enquiry);
  const due = dueText(dueAt, now);
  const subject = fillIn(said.escalation.subject, { due, owner, headline });
  const intro = fillIn(said.escalation.intro, { promise: replyPromise, owner });
  const state = fillIn(said.state, { headline, due });
  const link = inboxLink(enquiry.id, siteUrl);
  const text = [intro, "", state, "", `${said.openInInbox}: ${link}`, ""].join("\n");
  const html = htmlDocument(
    `<p>${escapeHtml(intro)}</p><p>${escapeHtml(state)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(said.openInInbox)}</a></p>`,
  );
  return { subject, text, html };
}
