/**
 * The five kinds of enquiry, each with every name it goes by:
 * - `action`: the form's `action`, a stable identifier that no renaming of the company changes;
 * - `specAction`: the value the specification's contract lists, the company's name of the time
 *   in front of `shown`; the endpoint keeps accepting it, as an alias of `action`;
 * - `shown`: the kind as the success toast names it ("Your {kind} has been received");
 * - `noun`: what the team's e-mails and the command line call it ("New project enquiry from …");
 * - `label`: its name in the inbox (tabs, badges, the CSV).
 * Kept free of the schemas so a form can name its kind without shipping the validation code
 * before the visitor starts typing.
 */
export const enquiryKinds = {
  project: {
    action: "project",
    specAction: "Malwa Softworks project",
    shown: "project",
    noun: "project enquiry",
    label: "Project",
  },
  generalEnquiry: {
    action: "general-enquiry",
    specAction: "Malwa Softworks general enquiry",
    shown: "general enquiry",
    noun: "general enquiry",
    label: "General enquiry",
  },
  jobEnquiry: {
    action: "job-enquiry",
    specAction: "Malwa Softworks job enquiry",
    shown: "job enquiry",
    noun: "job enquiry",
    label: "Job enquiry",
  },
  consultation: {
    action: "consultation",
    specAction: "Malwa Softworks project inquiry",
    shown: "project inquiry",
    noun: "consultation request",
    label: "Consultation",
  },
  contact: {
    action: "contact",
    specAction: "Malwa Softworks website contact",
    shown: "website contact",
    noun: "contact message",
    label: "Contact",
  },
} as const;

export type EnquiryKind = keyof typeof enquiryKinds;

export const ENQUIRY_KINDS = Object.keys(enquiryKinds) as EnquiryKind[];

export function isEnquiryKind(value: unknown): value is EnquiryKind {
  return typeof value === "string" && Object.hasOwn(enquiryKinds, value);
}

/** The form's `action` for a kind: its stable identifier, which the forms send. */
export function actionFor(kind: EnquiryKind): string {
  return enquiryKinds[kind].action;
}

/** The kind an `action` names, by its stable identifier or the specification's value; else undefined. */
export function kindOfAction(action: unknown): EnquiryKind | undefined {
  return ENQUIRY_KINDS.find(
    (kind) => enquiryKinds[kind].action === action || enquiryKinds[kind].specAction === action,
  );
}

/** The bot trap every form carries: people leave it empty, naive bots fill it in. */
export const HONEYPOT_FIELD = "website";
