/** Consent as the site records it: one receipt per purpose a person agreed to with an enquiry. */

/** Answering the enquiry, answering a job application, or occasional updates (opt-in only). */
export const CONSENT_PURPOSES = ["enquiry", "application", "marketing"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export interface ConsentReceipt {
  readonly purpose: ConsentPurpose;
  /** The privacy notice shown: its "last updated" day and a hash of its text. */
  readonly noticeDate: string;
  readonly noticeHash: string;
  /** The page the form was sent from. */
  readonly page: string;
  readonly givenAt: Date;
  readonly withdrawnAt: Date | undefined;
}
