/**
 * What a form needs only once the visitor starts filling it in: the shared schema, the request
 * and the toasts. Loaded on first focus, so a page's first download stays small.
 */
import { toast } from "sonner";
import { fields, textRules } from "virtual:form-words";
import type { Notice } from "#app/content/schemas/forms.ts";
import type { EnquiryKind } from "#shared/enquiries/kinds.ts";
import {
  enquirySchema,
  messagesIn,
  rulesOf,
  validateEnquiry as validateWith,
  type ValidationResult,
} from "#shared/enquiries/schemas.ts";

export { attemptFor, failureDescription, postEnquiry } from "#app/lib/submit-enquiry.ts";
export { visitAttribution } from "#app/lib/visit-attribution.ts";
export { startProof, takeProof } from "./proof-of-work.ts";

export function showToast(tone: "success" | "error", notice: Notice): void {
  const show = tone === "success" ? toast.success : toast.error;
  show(notice.title, { description: notice.description });
}

const checks = new Map<EnquiryKind, ReturnType<typeof enquirySchema>>();

/** Checks a form's values with its kind's rules, in the content's words. */
export function validateEnquiry(
  kind: EnquiryKind,
  values: Readonly<Record<string, string>>,
): ValidationResult {
  let check = checks.get(kind);
  if (!check) {
    check = enquirySchema(rulesOf(kind), messagesIn({ fields }, kind), textRules);
    checks.set(kind, check);
  }
  return validateWith(check, values);
}
