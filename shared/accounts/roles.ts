/**
 * What each role works on (issue 31), enforced on the server for every route, action, download,
 * search, export and report:
 * - sales (`reviewer`): the sales conversations (project, general, contact and consultation
 *   enquiries, and mail to the team address) and spam; no job applications, no CVs;
 * - recruiter: job applications and their CVs, and the openings; no sales conversations;
 * - administrator: everything, and people, saved replies, privacy requests and the audit log.
 */
import { ENQUIRY_KINDS, type EnquiryKind } from "#shared/enquiries/kinds.ts";
import type { AdminRole } from "./contract.ts";

/** The kinds of enquiry that are job applications: the recruiters' side of the inbox. */
const APPLICATION_KINDS: readonly EnquiryKind[] = ["jobEnquiry"];

/** The kinds of enquiry the role may read and work, in the list, its counts, exports and report. */
export function kindsFor(role: AdminRole): readonly EnquiryKind[] {
  switch (role) {
    case "administrator":
      return ENQUIRY_KINDS;
    case "recruiter":
      return APPLICATION_KINDS;
    case "reviewer":
      return ENQUIRY_KINDS.filter((kind) => !APPLICATION_KINDS.includes(kind));
  }
}

export function mayWork(role: AdminRole, kind: EnquiryKind): boolean {
  return kindsFor(role).includes(kind);
}
