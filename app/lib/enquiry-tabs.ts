import type { EnquiryKind } from "#shared/enquiries/kinds.ts";

/** The /start-project tabs are three kinds of enquiry. */
export type EnquiryTabKind = Extract<EnquiryKind, "project" | "generalEnquiry" | "jobEnquiry">;

/** In tab order; the first is selected when the page opens. */
export const enquiryTabOrder: readonly EnquiryTabKind[] = [
  "project",
  "generalEnquiry",
  "jobEnquiry",
];

/**
 * Each tab's address: `/start-project?tab=job` opens JOB ENQUIRY, with or without JavaScript
 * (links from elsewhere on the site use it), and a tab is a link to its own address.
 */
export const enquiryTabQuery = {
  name: "tab",
  values: { project: "project", generalEnquiry: "general", jobEnquiry: "job" },
} as const satisfies { name: string; values: Record<EnquiryTabKind, string> };

export function enquiryTabHref(kind: EnquiryTabKind): string {
  return `?${enquiryTabQuery.name}=${enquiryTabQuery.values[kind]}`;
}
