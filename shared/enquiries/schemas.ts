import * as z from "zod/mini";
import { HONEYPOT_FIELD, type EnquiryKind } from "./kinds.ts";
import {
  budgetOptions,
  enquiryTypeOptions,
  optionValues,
  projectTypeOptions,
  timelineOptions,
} from "./options.ts";
import { MARKETING_FIELD, PROOF_FIELD } from "./submission-fields.ts";
import {
  choice,
  emailAddress,
  longText,
  openingSlug,
  optionalChoice,
  singleLine,
  startDate,
  wellFormed,
} from "./field-schemas.ts";

/** The validation messages, written once; the forms show them and the server answers with them. */
export const messages = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  companyName: "Company name must be at least 2 characters",
  phone: "Phone number must be at least 10 digits",
  projectStartDate: "Please select a start date",
  projectType: "Please select a project type",
  budget: "Please select a budget range",
  projectTimeline: "Please select a project timeline",
  projectDetails: "Please provide project details (minimum 10 characters)",
  enquiryType: "Please select enquiry type",
  enquiryMessage: "Please provide enquiry details (minimum 10 characters)",
  position: "Position must be at least 2 characters",
  coverLetter: "Cover letter must be at least 50 characters",
  opening: "This job opening is not known; apply from its page on the career page",
  contactMessage: "Please enter your message",
  consultationDetails: "Please tell us about your project",
} as const;

const name = singleLine(2, messages.name);
const email = emailAddress(messages.email);
const companyName = singleLine(2, messages.companyName);
const phone = singleLine(10, messages.phone);

export const projectSchema = z.object({
  name,
  email,
  companyName,
  phone,
  projectStartDate: startDate(messages.projectStartDate),
  projectType: choice(optionValues(projectTypeOptions), messages.projectType),
  budget: choice(optionValues(budgetOptions), messages.budget),
  projectTimeline: choice(optionValues(timelineOptions), messages.projectTimeline),
  projectDetails: longText(10, messages.projectDetails),
});

export const generalEnquirySchema = z.object({
  name,
  email,
  companyName,
  phone,
  enquiryType: choice(optionValues(enquiryTypeOptions), messages.enquiryType),
  message: longText(10, messages.enquiryMessage),
});

export const jobEnquirySchema = z.object({
  name,
  email,
  position: singleLine(2, messages.position),
  phone,
  coverLetter: longText(50, messages.coverLetter),
  opening: openingSlug(messages.opening),
});

/** Home page consultation: the browser's own rules only (required, types), so the server asks for the same. */
export const consultationSchema = z.object({
  name,
  email,
  phone,
  companyName,
  projectType: optionalChoice(optionValues(projectTypeOptions), messages.projectType),
  budget: optionalChoice(optionValues(budgetOptions), messages.budget),
  projectTimeline: optionalChoice(optionValues(timelineOptions), messages.projectTimeline),
  projectStartDate: startDate(messages.projectStartDate),
  projectDetails: longText(1, messages.consultationDetails),
});

export const contactSchema = z.object({
  name,
  email,
  phone,
  message: longText(1, messages.contactMessage),
});

export { HONEYPOT_FIELD, type EnquiryKind };

/** The schema of each kind of enquiry (their names are in ./kinds.ts). */
export const enquirySchemas = {
  project: projectSchema,
  generalEnquiry: generalEnquirySchema,
  jobEnquiry: jobEnquirySchema,
  consultation: consultationSchema,
  contact: contactSchema,
} as const satisfies Record<EnquiryKind, unknown>;

export type EnquiryFields<K extends EnquiryKind> = z.infer<(typeof enquirySchemas)[K]>;

/**
 * Fields every submission may carry besides its own: a retry key, the bot trap, the proof of
 * work and the marketing choice (a checkbox sends "yes", JSON may send true).
 */
export const submissionMetaSchema = z.object({
  submissionId: z.optional(z.uuid()),
  [HONEYPOT_FIELD]: z.optional(z.string().check(wellFormed())),
  [PROOF_FIELD]: z.optional(z.string().check(z.maxLength(4000), wellFormed())),
  [MARKETING_FIELD]: z.optional(z.union([z.boolean(), z.string().check(wellFormed())])),
});

export type SubmissionMeta = z.infer<typeof submissionMetaSchema>;

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

export type ValidationResult<K extends EnquiryKind> =
  { ok: true; data: EnquiryFields<K> } | { ok: false; errors: FieldErrors };

export function validateEnquiry<K extends EnquiryKind>(
  kind: K,
  input: unknown,
): ValidationResult<K> {
  const result = enquirySchemas[kind].safeParse(input);
  return result.success
    ? { ok: true, data: result.data as EnquiryFields<K> }
    : { ok: false, errors: fieldErrorsOf(result.error) };
}
