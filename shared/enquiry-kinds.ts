import { actionPrefix } from "./brand.ts";

/**
 * The five kinds of enquiry and what SPEC §3 calls each: the action without the brand prefix,
 * which the success toast shows. Kept free of the schemas so a form can name its kind without
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

/** The kind as the visitor reads it: the action with the brand prefix removed. */
export function kindLabelOfAction(action: string): string {
  return action.startsWith(`${actionPrefix} `) ? action.slice(actionPrefix.length + 1) : action;
}

/** The bot trap every form carries: people leave it empty, naive bots fill it in. */
export const HONEYPOT_FIELD = "website";
