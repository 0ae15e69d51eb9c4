/**
 * The forms' words for code that Node runs itself (the server's checks and answers, the e-mails,
 * the tests): read from app/content/forms.yaml and checked once, when first imported. Pages and
 * islands get the same words from the build (app/lib/content.ts; `virtual:form-words` for the
 * inbox's pages, server/astro/site-facts-module.ts).
 */
import type { EnquiryKind } from "#shared/enquiries/kinds.ts";
import {
  bookedConsultationRules,
  enquirySchema,
  enquirySchemas,
  messagesIn,
} from "#shared/enquiries/schemas.ts";
import type { FormWords } from "#shared/enquiries/words.ts";
import { readFormWords } from "./form-words-file.ts";

export const formWords: FormWords = readFormWords();

/** The check of each kind of enquiry, in the content's words: the forms' own. */
export const enquiryChecks: Readonly<
  Record<EnquiryKind, ReturnType<typeof enquirySchemas>[EnquiryKind]>
> = enquirySchemas(formWords);

/** The check of a consultation sent with a time to book (/book), in the consultation's words. */
export const bookedConsultationCheck = enquirySchema(
  bookedConsultationRules,
  messagesIn(formWords, "consultation"),
  formWords.textRules,
);

/** What the form of `kind` says when `field` is missing or wrong. */
export function messageIn(kind: EnquiryKind, field: string): string {
  return messagesIn(formWords, kind)(field);
}
