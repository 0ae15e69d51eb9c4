/**
 * The check of the e-mails' words (app/content/emails.yaml): those about an enquiry, the reply
 * promise's reminders, an assignment's notice and a reply's subject. Shared by the site's build,
 * which checks the file with the others, and the server's reader (server/enquiries/email-words.ts).
 * Node only.
 */
import * as z from "zod";
import { slottedText } from "#shared/site/slots.ts";

/** A text that names each of `slots` in braces, so the e-mail can fill it in, and no other. */
const template = (...slots: string[]) => slottedText(slots, slots);

/** A text with no slot of its own. */
const text = slottedText();

export const emailWordsSchema = z.strictObject({
  acknowledgement: z.strictObject({
    subject: template("kind"),
    paragraphs: z.array(slottedText(["kind", "promise"])).min(1),
  }),
  privacyChoices: z.strictObject({ sentence: text, link: text }),
  notification: z.strictObject({
    subject: template("kind", "sender"),
    sender: z.strictObject({
      withCompany: template("name", "companyName"),
      withPosition: template("name", "position"),
      unnamed: text,
    }),
    notSpecified: text,
    openInInbox: text,
    received: template("time", "id"),
    replyHint: text,
  }),
  deliveryFailure: z.strictObject({
    subject: template("channel", "kind"),
    intro: template("kind", "channel", "tries"),
    labels: z.strictObject({
      enquiry: text,
      kind: text,
      channel: text,
      tries: text,
      lastError: text,
    }),
    unknownError: text,
  }),
  reminder: z.strictObject({
    soon: z.strictObject({
      subject: template("due", "headline"),
      intro: template("share", "promise"),
    }),
    breach: z.strictObject({
      subject: template("due", "headline"),
      intro: template("promise"),
    }),
    state: template("headline", "due"),
    openInInbox: text,
    chatLine: template("due", "headline", "link"),
    digest: z.strictObject({
      subject: template("overdue", "soon"),
      intro: template("promise"),
      overdue: text,
      soon: text,
    }),
    escalation: z.strictObject({
      subject: template("due", "owner", "headline"),
      intro: template("promise", "owner"),
    }),
  }),
  spamDigest: z.strictObject({
    subject: template("count", "day"),
    intro: template("count", "day"),
    reasons: text,
    held: text,
    openSpam: text,
  }),
  assignment: z.strictObject({
    subject: template("headline"),
    intro: template("by", "headline"),
    due: template("due"),
    openInInbox: text,
  }),
  reply: z.strictObject({ subject: template("subject"), quoteHeader: template("time", "name") }),
  mention: z.strictObject({
    subject: template("by", "headline"),
    intro: template("by", "headline"),
    openInInbox: text,
  }),
});

export type EmailWords = z.output<typeof emailWordsSchema>;
