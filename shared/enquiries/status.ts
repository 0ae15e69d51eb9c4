/**
 * An enquiry is a conversation, and its status says whose turn it is (docs/inbox.md, decision
 * 019): new (nobody has looked), open (waiting on us), waiting (on the customer), or closed as
 * handled, unsuccessful or spam. A reply clock runs only while the turn is ours. One the spam
 * verdict held back starts as spam; a job application marked unsuccessful is deleted sooner than
 * other enquiries (the retention policy). An application's pipeline stage is hiring's, apart.
 */
export const ENQUIRY_STATUSES = [
  "new",
  "open",
  "waiting",
  "handled",
  "unsuccessful",
  "spam",
] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** The closed states, each a reason for closing. */
export const CLOSED_STATUSES = [
  "handled",
  "unsuccessful",
  "spam",
] as const satisfies readonly EnquiryStatus[];
export type ClosedStatus = (typeof CLOSED_STATUSES)[number];

/** The states in which the turn is ours, so a reply clock may run. */
export const OUR_TURN_STATUSES = ["new", "open"] as const satisfies readonly EnquiryStatus[];

export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return ENQUIRY_STATUSES.includes(value as EnquiryStatus);
}

export function isClosed(status: EnquiryStatus): status is ClosedStatus {
  return (CLOSED_STATUSES as readonly EnquiryStatus[]).includes(status);
}

export interface StatusChange {
  readonly from: EnquiryStatus;
  readonly to: EnquiryStatus;
  /** The team member's e-mail address, or "customer" when their message reopened it. */
  readonly by: string;
  readonly at: Date;
}
