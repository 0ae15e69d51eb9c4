/**
 * What a form needs only once the visitor starts filling it in: the shared schema, the request
 * and the toasts. Loaded on first focus, so a page's first download stays small.
 */
import { toast } from "sonner";
import type { Notice } from "#app/content/schemas/forms.ts";

export { validateEnquiry } from "#shared/enquiries/schemas.ts";
export { attemptFor, failureDescription, postEnquiry } from "#app/lib/submit-enquiry.ts";
export { visitAttribution } from "#app/lib/visit-attribution.ts";
export { startProof, takeProof } from "./proof-of-work.ts";

export function showToast(tone: "success" | "error", notice: Notice): void {
  const show = tone === "success" ? toast.success : toast.error;
  show(notice.title, { description: notice.description });
}
