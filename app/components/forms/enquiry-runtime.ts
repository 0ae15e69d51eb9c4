/**
 * What a form needs only once the visitor starts filling it in: the shared schema, the request
 * and the toasts. Loaded on first focus, so a page's first download stays small.
 */
import { toast } from "sonner";
import type { Notice } from "~/content/schemas/forms";

export { validateEnquiry } from "@shared/schemas/enquiry";
export { attemptFor, failureDescription, postEnquiry } from "~/lib/submit-enquiry";
export { visitAttribution } from "~/lib/visit-attribution";
export { startProof, takeProof } from "./proof-of-work";

export function showToast(tone: "success" | "error", notice: Notice): void {
  const show = tone === "success" ? toast.success : toast.error;
  show(notice.title, { description: notice.description });
}
