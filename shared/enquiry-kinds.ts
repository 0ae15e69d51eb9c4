import { companyName as actionPrefix } from "#site-facts";

/**
 * The five kinds of enquiry and what the visitor reads each called: the action without the
 * company's name in front, which the success toast shows. Kept free of the schemas so a form can name its kind without
 * shipping the validation code before the visitor starts typing.
 */
export const enquiryKindLabels = {
  project: "project",
  generalEnquiry: "general enquiry",
  jobEnquiry: "job enquiry",
  consultation: "project inquiry",
  contact: "website contact",
} as const;

export type EnquiryKind = keyof typeof enquiryKindLabels;

export function actionFor(kind: EnquiryKind): string {
  return `${actionPrefix} ${enquiryKindLabels[kind]}`;
}

export function kindOfAction(action: unknown): EnquiryKind | undefined {
  return (Object.keys(enquiryKindLabels) as EnquiryKind[]).find(
    (kind) => actionFor(kind) === action,
  );
}

/** The kind as the visitor reads it: the action without the company's name in front. */
export function kindLabelOfAction(action: string): string {
  return action.startsWith(`${actionPrefix} `) ? action.slice(actionPrefix.length + 1) : action;
}

/** The bot trap every form carries: people leave it empty, naive bots fill it in. */
export const HONEYPOT_FIELD = "website";
