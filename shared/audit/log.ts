/** The audit log's entries, as the server records them and the inbox lists them. */
export const AUDIT_ACTIONS = [
  "signed-in",
  "sign-in-refused",
  "enquiry-viewed",
  "status-changed",
  "note-saved",
  "delivery-retried",
  "never-sent-delivered",
  "enquiry-assigned",
  "answered-outside",
  "reply-sent",
  "saved-reply-changed",
  "saved-reply-deleted",
  "csv-exported",
  "person-exported",
  "person-erased",
  "marketing-withdrawn",
  "erasure-requested",
  "retention-purged",
  "account-created",
  "account-disabled",
  "account-enabled",
  "account-removed",
  "password-set",
  "two-step-enrolled",
  "two-step-reset",
  "opening-created",
  "opening-saved",
  "opening-state-changed",
  "opening-stages-changed",
  "cv-downloaded",
  "stage-changed",
  "invitation-sent",
  "invitation-withdrawn",
  "invitation-accepted",
  "role-changed",
  "account-renamed",
  "calendar-feed-made",
  "password-reset-requested",
  "password-reset",
  "attachment-downloaded",
  "consultant-changed",
  "booking-rescheduled",
  "booking-cancelled",
  "booking-held",
  "booking-no-show",
  "interview-link-offered",
  "scorecard-submitted",
  "opening-attributes-changed",
  "offer-without-scorecards",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Who acts when no team member does: the server's retention job, `npm run admin`, or a sign-in
 * refused before the address typed into it was looked at.
 */
export const SYSTEM_ACTORS = {
  retention: "retention",
  commandLine: "command line",
  signInForm: "sign-in form",
  consentPage: "the person, by their signed link",
  bookingLink: "the visitor, by their booking's link",
} as const;

export interface AuditEntry {
  readonly id: string;
  readonly at: Date;
  /** A team member's e-mail address, or one of `SYSTEM_ACTORS`. */
  readonly actor: string;
  readonly action: AuditAction;
  /** What it was about: an enquiry's id, an account's address; empty when nothing in particular. */
  readonly subject: string;
  /** A short account of the outcome: a status, a count. Never an erased person's data. */
  readonly detail: string;
  /** The client's address, or empty for the command line and the server itself. */
  readonly clientAddress: string;
}
