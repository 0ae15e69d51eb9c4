/**
 * The check of the people e-mails' words (app/content/people-emails.yaml): an invitation to the
 * inbox and a forgotten password's link. Shared by the site's build, which checks the file with
 * the others, and the server's reader (server/people/email-words.ts). Node only.
 */
import * as z from "zod";
import { slottedText } from "#shared/site/slots.ts";

const text = slottedText();

export const peopleEmailWordsSchema = z.strictObject({
  invitation: z.strictObject({
    subject: text,
    paragraphs: z.array(slottedText(["name", "inviter", "hours"])).min(1),
    linkLabel: text,
    ignore: text,
  }),
  passwordReset: z.strictObject({
    subject: text,
    paragraphs: z.array(slottedText(["minutes"])).min(1),
    linkLabel: text,
    ignore: text,
  }),
});

export type PeopleEmailWords = z.output<typeof peopleEmailWordsSchema>;
