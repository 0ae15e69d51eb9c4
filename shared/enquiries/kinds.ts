/**
 * The five kinds of enquiry, each with the values the protocol names it by (the names people read
 * are `kinds` in app/content/forms.yaml):
 * - `action`: the form's `action`, a stable identifier that no renaming of the company changes;
 * - `specAction`: the value the specification's contract lists, the company's name of the time
 *   in front of the kind's name as its success toast showed it then; the endpoint keeps
 *   accepting it, as an alias of `action`.
 * Kept free of the schemas so a form can name its kind without shipping the validation code
 * before the visitor starts typing.
 */
export const enquiryKinds = {
  project: {
    action: "project",
    specAction: "Malwa Softworks project",
  },
  generalEnquiry: {
    action: "general-enquiry",
    specAction: "Malwa Softworks general enquiry",
  },
  jobEnquiry: {
    action: "job-enquiry",
    specAction: "Malwa Softworks job enquiry",
  },
  consultation: {
    action: "consultation",
    specAction: "Malwa Softworks project inquiry",
  },
  contact: {
    action: "contact",
    specAction: "Malwa Softworks website contact",
  },
  /** A mail to the team mailbox that answers no conversation (server/mail/): no form sends it. */
  email: {
    action: "email",
    specAction: "email",
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

/** The kinds a form on the site sends; an e-mail arrives only through the team mailbox. */
export const FORM_KINDS = ENQUIRY_KINDS.filter((kind) => kind !== "email");

/**
 * The form kind an `action` names, by its stable identifier or the specification's value; else
 * undefined (an e-mail's kind is no form's).
 */
export function kindOfAction(action: unknown): EnquiryKind | undefined {
  return FORM_KINDS.find(
    (kind) => enquiryKinds[kind].action === action || enquiryKinds[kind].specAction === action,
  );
}

/** The bot trap every form carries: people leave it empty, naive bots fill it in. */
export const HONEYPOT_FIELD = "website";
