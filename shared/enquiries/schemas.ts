import * as z from "zod/mini";
import { ContentError } from "#shared/site/content-errors.ts";
import { ENQUIRY_KINDS, HONEYPOT_FIELD, type EnquiryKind } from "./kinds.ts";
import { choiceValues } from "./options.ts";
import { MARKETING_FIELD, PROOF_FIELD } from "./submission-fields.ts";
import {
  choice,
  emailAddress,
  longText,
  openingSlug,
  optionalChoice,
  optionalLine,
  singleLine,
  startDate,
  wellFormed,
  type TextRuleMessages,
} from "./field-schemas.ts";
import { fieldTextIn, type FormWords } from "./words.ts";

/** How a field's check is made from its message and the text checks' messages. */
type Check = (message: string, said: TextRuleMessages) => z.ZodMiniType<string, unknown>;

/**
 * The rule of one field of a form: its check, and how a person reads it: as a block of text
 * (`long`), as a link that writes to the address or calls the number (`link`).
 */
export interface FieldRule {
  readonly check: Check;
  readonly long: boolean;
  readonly link?: "mailto" | "tel";
  /** Carried in a hidden field: the form fills it in, never the visitor. */
  readonly hidden?: true;
}

const line = (min: number, link?: "tel"): FieldRule => ({
  check: (message, said) => singleLine(min, message, said),
  long: false,
  ...(link && { link }),
});
const text = (min: number): FieldRule => ({
  check: (message, said) => longText(min, message, said),
  long: true,
});
const email: FieldRule = {
  check: (message, said) => emailAddress(message, said),
  long: false,
  link: "mailto",
};
const oneOf = (values: readonly string[]): FieldRule => ({
  check: (message) => choice(values, message),
  long: false,
});
const oneOfOrNone = (values: readonly string[]): FieldRule => ({
  check: (message) => optionalChoice(values, message),
  long: false,
});
const date: FieldRule = { check: (message, said) => startDate(message, said), long: false };
const opening: FieldRule = {
  check: (message) => openingSlug(message),
  long: false,
  hidden: true,
};

const name = line(2);
const companyName = line(2);
const phone = line(10, "tel");
const phoneIfGiven: FieldRule = {
  check: (message, said) => optionalLine(10, message, said),
  long: false,
  link: "tel",
};

/**
 * The fields of each kind of enquiry, in the form's order, with their rules: the one place a
 * form's fields are listed. Their words are the content's (app/content/forms.yaml, `fields`);
 * the e-mails, the inbox and the CSV export follow this list.
 */
export const enquiryRules = {
  project: {
    name,
    email,
    companyName,
    phone,
    projectStartDate: date,
    projectType: oneOf(choiceValues.projectType),
    budget: oneOf(choiceValues.budget),
    projectTimeline: oneOf(choiceValues.projectTimeline),
    projectDetails: text(10),
  },
  generalEnquiry: {
    name,
    email,
    companyName,
    phone,
    enquiryType: oneOf(choiceValues.enquiryType),
    message: text(10),
  },
  jobEnquiry: {
    name,
    email,
    position: line(2),
    phone,
    coverLetter: text(50),
    opening,
  },
  /** Home page consultation: the browser's own rules only (required, types), so the server asks for the same. */
  consultation: {
    name,
    email,
    phone,
    companyName,
    projectType: oneOfOrNone(choiceValues.projectType),
    budget: oneOfOrNone(choiceValues.budget),
    projectTimeline: oneOfOrNone(choiceValues.projectTimeline),
    projectStartDate: date,
    projectDetails: text(1),
  },
  contact: {
    name,
    email,
    phone,
    message: text(1),
  },
  /** A mail that started a conversation: its sender, subject and first words (server/mail/). */
  email: {
    name,
    email,
    subject: line(1),
    message: text(1),
  },
} as const satisfies Record<EnquiryKind, Readonly<Record<string, FieldRule>>>;

export type EnquiryRules = Readonly<Record<string, FieldRule>>;

/**
 * A consultation booked on /book asks only what the meeting needs: who, their company and the
 * topic; the phone may be left empty, and the time is the booking's. Its words are the
 * consultation's.
 */
export const bookedConsultationRules = {
  name,
  email,
  companyName,
  phone: phoneIfGiven,
  projectDetails: text(1),
} as const satisfies EnquiryRules;

/** The rules of a kind's fields, by name, in the form's order. */
export function rulesOf(kind: EnquiryKind): EnquiryRules {
  return enquiryRules[kind];
}

/** The fields an enquiry of this kind keeps. */
export type EnquiryFields<K extends EnquiryKind> = Record<keyof (typeof enquiryRules)[K], string>;

/** A field's message, or a mistake in the content file naming the field. */
type MessageOf = (field: string) => string;

/** The messages of a kind's fields from the content's words, as the form of that kind says them. */
export function messagesIn(words: Pick<FormWords, "fields">, kind: EnquiryKind): MessageOf {
  return (field) => {
    const message = fieldTextIn(words.fields, kind, field).message;
    if (message === undefined) {
      throw new ContentError(
        `app/content/forms.yaml: fields.${field}: needs a message (the ${kind} form asks for it)`,
      );
    }
    return message;
  };
}

/** The check of one kind of enquiry, its messages handed in. */
export function enquirySchema(
  rules: EnquiryRules,
  messageOf: MessageOf,
  said: TextRuleMessages,
): z.ZodMiniObject {
  return z.object(
    Object.fromEntries(
      Object.entries(rules).map(([field, rule]) => [field, rule.check(messageOf(field), said)]),
    ),
  );
}

/** The check of every kind of enquiry, worded by the content. */
export function enquirySchemas(
  words: Pick<FormWords, "fields" | "textRules">,
): Record<EnquiryKind, z.ZodMiniObject> {
  return Object.fromEntries(
    ENQUIRY_KINDS.map((kind) => [
      kind,
      enquirySchema(rulesOf(kind), messagesIn(words, kind), words.textRules),
    ]),
  ) as Record<EnquiryKind, z.ZodMiniObject>;
}

export { HONEYPOT_FIELD, type EnquiryKind };

/**
 * Fields every submission may carry besides its own: a retry key, the bot trap, the proof of
 * work and the marketing choice (a checkbox sends "yes", JSON may send true).
 */
/** The fields a booking form adds to a consultation (shared/booking reads them). */
export const BOOKING_SLOT_FIELD = "slot";
export const BOOKING_ZONE_FIELD = "timeZone";

export function submissionMetaSchema(said: Pick<TextRuleMessages, "illFormed">) {
  return z.object({
    submissionId: z.optional(z.uuid()),
    [HONEYPOT_FIELD]: z.optional(z.string().check(wellFormed(said))),
    [PROOF_FIELD]: z.optional(z.string().check(z.maxLength(4000), wellFormed(said))),
    [MARKETING_FIELD]: z.optional(z.union([z.boolean(), z.string().check(wellFormed(said))])),
    /** A consultation booked on /book: the meeting's start (ISO 8601) and the visitor's zone. */
    [BOOKING_SLOT_FIELD]: z.optional(z.string().check(z.maxLength(40), wellFormed(said))),
    [BOOKING_ZONE_FIELD]: z.optional(z.string().check(z.maxLength(64), wellFormed(said))),
  });
}

export type SubmissionMeta = z.infer<ReturnType<typeof submissionMetaSchema>>;

export type FieldErrors = Record<string, string>;

/** The first message for each field, as the forms show it under the field. */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

export type ValidationResult =
  { ok: true; data: Readonly<Record<string, string>> } | { ok: false; errors: FieldErrors };

/** Checks a submission with its kind's check (`enquirySchema`, `enquirySchemas`). */
export function validateEnquiry(schema: z.ZodMiniObject, input: unknown): ValidationResult {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, data: result.data as Record<string, string> }
    : { ok: false, errors: fieldErrorsOf(result.error) };
}
