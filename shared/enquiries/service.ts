import type { UploadedFile } from "./posted-form.ts";
import type { FieldErrors } from "./schemas.ts";

/** Where every form posts its enquiry as JSON, on the site's own origin. */
export const ENQUIRY_ENDPOINT = "/notification-hub/websiteToTeamNotification";

/** Where a form fetches the proof-of-work challenge it solves before sending (GET, JSON). */
export const PROOF_CHALLENGE_ENDPOINT = "/notification-hub/challenge";

/** What became of one submission; the JSON endpoint and the no-JavaScript form actions share it. */
export type SubmitOutcome =
  | { readonly status: "stored"; readonly id: string }
  | { readonly status: "invalid"; readonly message: string; readonly errors: FieldErrors }
  | { readonly status: "unavailable"; readonly message: string };

export interface EnquiryService {
  /**
   * Validates `body` (which names its kind in `action`), stores it durably and queues delivery.
   * `files` are those a multipart form carried: a job application's CV, and nothing else.
   */
  submit(
    body: Readonly<Record<string, unknown>>,
    files?: readonly UploadedFile[],
  ): Promise<SubmitOutcome>;
}
