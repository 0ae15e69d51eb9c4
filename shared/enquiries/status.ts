/**
 * An enquiry's place in the team's work; one the spam verdict held back starts as spam. A job
 * application marked unsuccessful is deleted sooner than other enquiries (the retention policy).
 */
export const ENQUIRY_STATUSES = ["new", "in-progress", "handled", "unsuccessful", "spam"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return ENQUIRY_STATUSES.includes(value as EnquiryStatus);
}

export interface StatusChange {
  readonly from: EnquiryStatus;
  readonly to: EnquiryStatus;
  /** The team member's e-mail address. */
  readonly by: string;
  readonly at: Date;
}
