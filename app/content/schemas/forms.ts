import * as z from "zod";
import { formWordsShape } from "#shared/enquiries/words-schema.ts";
import { template, text, textWith } from "./common.ts";

/** A message after sending: a toast, or the notice a visitor without JavaScript sees instead. */
const notice = z.strictObject({
  title: textWith("kind"),
  description: textWith("kind", "reason").optional(),
});

const outcome = { success: notice, failure: notice };

/** app/content/forms.yaml: every word of the enquiry forms. */
export const formsSchema = z.strictObject({
  ...formWordsShape,
  submitting: text,
  botTrapLabel: text,
  chosenDatePrefix: text,
  consent: z.strictObject({ marketing: text, notice: text, privacyLink: text }),
  optional: text,
  errorSummary: text,
  consultation: z.strictObject({ submit: text, ...outcome }),
  contact: z.strictObject({ submit: text, ...outcome }),
  startProject: z.strictObject({
    submit: z.strictObject({ project: text, generalEnquiry: text, jobEnquiry: text }),
    ...outcome,
  }),
  failureReasons: z.strictObject({
    serverError: template("status"),
    noResponse: text,
    unexpectedStatus: text,
    fallback: text,
  }),
});

export type FormsContent = z.output<typeof formsSchema>;
export type Notice = z.output<typeof notice>;
export type FailureReasons = FormsContent["failureReasons"];

/** What one form island is handed: its button, its messages and what every form shares. */
export interface FormText {
  readonly submit: string;
  readonly submitting: string;
  readonly botTrapLabel: string;
  readonly chosenDatePrefix: string;
  readonly consent: FormsContent["consent"];
  readonly optional: string;
  readonly errorSummary: string;
  readonly success: Notice;
  readonly failure: Notice;
  readonly failureReasons: FailureReasons;
}
