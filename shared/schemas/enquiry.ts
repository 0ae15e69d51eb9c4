import * as z from "zod/mini";
import { brand } from "../brand.ts";
import {
  budgetOptions,
  enquiryTypeOptions,
  optionValues,
  projectTypeOptions,
  timelineOptions,
} from "../options.ts";
import { choice, emailAddress, longText, optionalChoice, singleLine, startDate } from "./fields.ts";

/** The §5 messages, written once; the forms show them and the server answers with them. */
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
});

/** Home page consultation: browser-native rules only (SPEC §5), so the server asks for the same. */
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

/**
 * The five kinds of enquiry. `label` is what SPEC §3 calls the kind: the action without the
 * brand prefix, and what the success toast shows.
 */
export const enquiryKinds = {
  project: { label: "project", schema: projectSchema },
  generalEnquiry: { label: "general enquiry", schema: generalEnquirySchema },
  jobEnquiry: { label: "job enquiry", schema: jobEnquirySchema },
  consultation: { label: "project inquiry", schema: consultationSchema },
  contact: { label: "website contact", schema: contactSchema },
} as const;

export type EnquiryKind = keyof typeof enquiryKinds;
export type EnquiryFields<K extends EnquiryKind> = z.infer<(typeof enquiryKinds)[K]["schema"]>;

export function actionFor(kind: EnquiryKind): string {
  return `${brand.actionPrefix} ${enquiryKinds[kind].label}`;
}

export function kindOfAction(action: unknown): EnquiryKind | undefined {
  return (Object.keys(enquiryKinds) as EnquiryKind[]).find((kind) => actionFor(kind) === action);
}

/** The kind as the visitor reads it: the action with the brand prefix removed. */
export function kindLabelOfAction(action: string): string {
  return action.startsWith(`${brand.actionPrefix} `)
    ? action.slice(brand.actionPrefix.length + 1)
    : action;
}

/** Fields every submission may carry besides its own: a retry key and the bot trap. */
export const HONEYPOT_FIELD = "website";
export const submissionMetaSchema = z.object({
  submissionId: z.optional(z.uuid()),
  [HONEYPOT_FIELD]: z.optional(z.string()),
});

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
  const result = enquiryKinds[kind].schema.safeParse(input);
  return result.success
    ? { ok: true, data: result.data as EnquiryFields<K> }
    : { ok: false, errors: fieldErrorsOf(result.error) };
}
