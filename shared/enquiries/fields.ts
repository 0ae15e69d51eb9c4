/**
 * Every enquiry field, once: how the team reads it (e-mail, CSV, inbox), how the forms word it for
 * the visitor (label and placeholder), whether it is a block of text, and its options where it is a choice.
 */
import {
  budgetOptions,
  enquiryTypeOptions,
  projectTypeOptions,
  timelineOptions,
  type Option,
} from "./options.ts";

/** What a form shows for a field. */
export interface FieldText {
  readonly label: string;
  readonly placeholder: string;
  /** A short instruction shown under the label. */
  readonly hint?: string;
}

/** A form's wording of a field; without a label of its own the form shows the team's. */
type Wording = Omit<FieldText, "label"> & { readonly label?: string };

export interface FieldDefinition {
  /** The label the team reads in the e-mail, the CSV and the inbox. */
  readonly label: string;
  /** The visitor's wording; a field the forms word two ways names each wording. */
  readonly form: Wording | Readonly<Record<string, Wording>>;
  /** Shown as a block of text rather than one line. */
  readonly long: boolean;
  readonly options?: readonly Option[];
  /** The team opens the value as a link: it writes to the address or calls the number. */
  readonly link?: "mailto" | "tel";
}

export const enquiryFields = {
  name: {
    label: "Name",
    form: { label: "Full Name", placeholder: "Your full name" },
    long: false,
  },
  email: {
    label: "E-mail",
    form: {
      business: { label: "Business Email", placeholder: "name@company.com" },
      personal: { label: "Email Address", placeholder: "name@example.com" },
    },
    long: false,
    link: "mailto",
  },
  phone: {
    label: "Phone",
    form: { label: "Phone Number", placeholder: "+91 and your 10-digit number" },
    long: false,
    link: "tel",
  },
  companyName: {
    label: "Company",
    form: { label: "Company Name", placeholder: "Your company or organisation" },
    long: false,
  },
  position: {
    label: "Position",
    form: { placeholder: "For example, React Developer" },
    long: false,
  },
  projectType: {
    label: "Project type",
    form: { label: "Project Type", placeholder: "Select project type" },
    long: false,
    options: projectTypeOptions,
  },
  budget: {
    label: "Budget",
    form: { placeholder: "Select budget range" },
    long: false,
    options: budgetOptions,
  },
  projectTimeline: {
    label: "Timeline",
    form: { label: "Project Timeline", placeholder: "Select timeline" },
    long: false,
    options: timelineOptions,
  },
  projectStartDate: {
    label: "Preferred start date",
    form: { label: "Project Start Date", placeholder: "Preferred start date" },
    long: false,
  },
  enquiryType: {
    label: "Enquiry type",
    form: { label: "Enquiry Type", placeholder: "Select enquiry type" },
    long: false,
    options: enquiryTypeOptions,
  },
  projectDetails: {
    label: "Project details",
    form: {
      label: "Project Details",
      placeholder: "Goals, users, must-have features and any systems we should connect to",
    },
    long: true,
  },
  message: {
    label: "Message",
    form: {
      contact: { placeholder: "Tell us what you need and how we can help" },
      enquiry: { label: "Enquiry", placeholder: "How can we help? A few sentences are enough." },
    },
    long: true,
  },
  opening: {
    label: "Opening",
    // Carried in a hidden field: the visitor never types it.
    form: { placeholder: "" },
    long: false,
  },
  cv: {
    label: "CV",
    form: {
      label: "Your CV (optional)",
      placeholder: "",
      hint: "A PDF or Word (DOCX) document of up to 5 MB.",
    },
    long: false,
  },
  coverLetter: {
    label: "Cover letter",
    form: {
      label: "Cover Letter",
      placeholder: "Your experience, the work you enjoy most and why you would like to join us",
      hint: "At least 50 characters.",
    },
    long: true,
  },
} as const satisfies Record<string, FieldDefinition>;

export type FieldName = keyof typeof enquiryFields;

type FormOf<N extends FieldName> = (typeof enquiryFields)[N]["form"];

/** The names of a field's wordings; none for a field every form words alike. */
export type WordingName<N extends FieldName> = FormOf<N> extends Wording ? never : keyof FormOf<N>;

function isWording(form: FieldDefinition["form"]): form is Wording {
  return typeof form.placeholder === "string";
}

/** The definition of a stored field, if the forms have such a field. */
export function fieldDefinition(name: string): FieldDefinition | undefined {
  return Object.hasOwn(enquiryFields, name) ? enquiryFields[name as FieldName] : undefined;
}

/** What a form shows for the field, in the named wording where the forms word it two ways. */
export function formText<N extends FieldName>(
  name: N,
  ...[wording]: [WordingName<N>] extends [never] ? [] : [WordingName<N>]
): FieldText {
  const field: FieldDefinition = enquiryFields[name];
  const text = isWording(field.form) ? field.form : field.form[String(wording)];
  if (!text) throw new Error(`No wording ${String(wording)} for the ${name} field`);
  return { ...text, label: text.label ?? field.label };
}

/** The `mailto:` or `tel:` link of a stored value, for the fields the team can write to or call. */
export function fieldHref(name: string, value: string): string | undefined {
  const link = fieldDefinition(name)?.link;
  if (!link || value === "") return undefined;
  // A dialler wants digits and the leading +; the spaces and dashes people type are dropped.
  return link === "tel"
    ? `tel:${value.replace(/[^\d+]/g, "")}`
    : `mailto:${encodeURIComponent(value).replace("%40", "@")}`;
}
