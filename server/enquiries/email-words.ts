/**
 * The enquiry e-mails' words (app/content/emails.yaml) for the server, read and checked once,
 * when first imported, the facts they quote filled in.
 */
import { emailWordsSchema, type EmailWords } from "#shared/enquiries/email-words.ts";
import { readContentFile } from "#server/site/content-file.ts";

export const emailWords: EmailWords = readContentFile("emails.yaml", emailWordsSchema).data;
