/**
 * The five kinds of enquiry, each with every name it goes by:
 * - `action`: what the form's `action` carries after the company's name, and the success toast
 *   shows;
 * - `noun`: what the team's e-mails and the command line call it ("New project enquiry from …");
 * - `label`: its name in the inbox (tabs, badges, the CSV).
 * Kept free of the schemas so a form can name its kind without shipping the validation code
 * before the visitor starts typing.
 */
export const enquiryKinds = {
  project: { action: "project", noun: "project enquiry", label: "Project" },
  generalEnquiry: { action: "general enquiry", noun: "general enquiry", label: "General enquiry" },
  jobEnquiry: { action: "job enquiry", noun: "job enquiry", label: "Job enquiry" },
  consultation: { action: "project inquiry", noun: "consultation request", label: "Consultation" },
  contact: { action: "website contact", noun: "contact message", label: "Contact" },
} as const;

export type EnquiryKind = keyof typeof enquiryKinds;

export const ENQUIRY_KINDS = Object.keys(enquiryKinds) as EnquiryKind[];

export function isEnquiryKind(value: unknown): value is EnquiryKind {
  return typeof value === "string" && Object.hasOwn(enquiryKinds, value);
}

/**
 * The form's `action` for each kind, the kind an action names, and the kind as the visitor reads
 * it (the action without the company's name in front).
 *
 * SEAM: the company's name is still part of the wire protocol. shared/ reads no facts, so the
 * name is handed in here and bound once on each side (app/lib/enquiry-actions.ts for pages and
 * islands, server/enquiries/actions.ts for Node) until the discriminator becomes a stable id
 * (issue 29, point 1); then this takes no argument and both bindings go.
 */
export function enquiryActions(actionPrefix: string) {
  const actionFor = (kind: EnquiryKind): string => `${actionPrefix} ${enquiryKinds[kind].action}`;
  return {
    actionFor,
    kindOfAction: (action: unknown): EnquiryKind | undefined =>
      ENQUIRY_KINDS.find((kind) => actionFor(kind) === action),
    kindLabelOfAction: (action: string): string =>
      action.startsWith(`${actionPrefix} `) ? action.slice(actionPrefix.length + 1) : action,
  };
}

/** The bot trap every form carries: people leave it empty, naive bots fill it in. */
export const HONEYPOT_FIELD = "website";
