/**
 * The mail to a colleague named in a note: who mentioned them on which enquiry, the note as
 * written, and the link. Its words are `mention` in app/content/emails.yaml.
 */
import type { NoteEntry } from "#shared/enquiries/note.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { escapeHtml } from "#shared/text/html.ts";
import { emailWords } from "#server/enquiries/email-words.ts";
import { enquiryHeadline, inboxLink } from "#server/enquiries/messages.ts";
import type { Enquiry } from "#server/enquiries/store.ts";
import { htmlDocument, type MailContent } from "#server/outbox/mail.ts";

export function mentionMail(
  enquiry: Enquiry,
  note: NoteEntry,
  byName: string,
  siteUrl: string,
): MailContent {
  const said = emailWords.mention;
  const headline = enquiryHeadline(enquiry);
  const intro = fillIn(said.intro, { by: byName, headline });
  const link = inboxLink(enquiry.id, siteUrl);
  const text = [intro, "", note.text, "", `${said.openInInbox}: ${link}`, ""].join("\n");
  const html = htmlDocument(
    `<p>${escapeHtml(intro)}</p>` +
      `<blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid #d1d5db">${escapeHtml(note.text).replaceAll("\n", "<br>")}</blockquote>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(said.openInInbox)}</a></p>`,
  );
  return { subject: fillIn(said.subject, { by: byName, headline }), text, html };
}
